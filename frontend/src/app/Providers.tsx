import type { ReactNode } from 'react';
import { StoreSlotProvider } from '../shared/api/store-slot.tsx';

/** App-wide providers that do not need the router (those live in RootLayout). */
export function Providers({ children }: { children: ReactNode }) {
  return <StoreSlotProvider>{children}</StoreSlotProvider>;
}
