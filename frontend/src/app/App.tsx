import '../shared/styles/global.css.ts';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './Providers.tsx';
import type { AppStore } from './store.ts';

export interface AppProps {
  /** A browser router in the browser, a memory or static router in tests and at build time. */
  router: ComponentProps<typeof RouterProvider>['router'];
  store: AppStore;
}

export function App({ router, store }: AppProps) {
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
