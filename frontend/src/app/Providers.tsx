import type { ReactNode } from 'react';
import { StoreSlotProvider } from '../shared/api/store-slot.tsx';
import { type PageState, PageStateProvider } from '../shared/page-state/page-state.tsx';

/** App-wide providers that do not need the router (those live in RootLayout). */
export function Providers({
  children,
  pageState,
}: {
  children: ReactNode;
  pageState?: PageState | undefined;
}) {
  return (
    <PageStateProvider state={pageState}>
      <StoreSlotProvider>{children}</StoreSlotProvider>
    </PageStateProvider>
  );
}
