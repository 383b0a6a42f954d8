import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store.ts';

/** App-wide providers that do not need the router (those live in RootLayout). */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
