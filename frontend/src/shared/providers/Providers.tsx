import type { ReactNode } from 'react';
import { StoreSlotProvider } from '../api/store-slot.tsx';

/**
 * App-wide providers that do not need the router (those live in app/'s RootLayout). In shared/ so
 * that a feature's tests render a page inside exactly the app's providers without importing app/.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <StoreSlotProvider>{children}</StoreSlotProvider>;
}
