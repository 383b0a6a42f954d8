import '../shared/styles/global.css.ts';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './Providers.tsx';

export interface AppProps {
  /** A browser router in the browser, a memory or static router in tests and at build time. */
  router: ComponentProps<typeof RouterProvider>['router'];
}

export function App({ router }: AppProps) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
