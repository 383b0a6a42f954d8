import '../shared/styles/global.css.ts';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { PageState } from '../shared/page-state/page-state.tsx';
import { Providers } from './Providers.tsx';

export interface AppProps {
  /** A browser router in the browser, a memory or static router in tests and at build time. */
  router: ComponentProps<typeof RouterProvider>['router'];
  /** What the server rendered this page with, when it rendered it at request time. */
  pageState?: PageState | undefined;
}

export function App({ router, pageState }: AppProps) {
  return (
    <Providers pageState={pageState}>
      <RouterProvider router={router} />
    </Providers>
  );
}
