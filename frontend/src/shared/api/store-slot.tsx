// Where a page keeps its store once a form has made it. The app puts one slot at its root; the
// slot itself is plain React, so the entry chunk carries no Redux (docs/decisions/0047).
import { createContext, type ReactNode, useState } from 'react';
import type { AppStore } from './store.ts';

export interface StoreSlot {
  store?: AppStore;
}

export const StoreSlotContext = createContext<StoreSlot | null>(null);

/** One slot per app instance: one page load, one test, one build-time render. */
export function StoreSlotProvider({ children }: { children: ReactNode }) {
  const [slot] = useState<StoreSlot>(() => ({}));
  return <StoreSlotContext value={slot}>{children}</StoreSlotContext>;
}
