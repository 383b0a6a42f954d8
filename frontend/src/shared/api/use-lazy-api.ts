// How a form reaches the API. The store and RTK Query (about 25 KB) load when a visitor starts
// filling the form, or at the latest when they send it, never with the page
// (docs/decisions/0047). Calls still go through the one api slice's endpoints, dispatched on the
// page's store as RTK Query's docs describe for use without the React hooks.
import { use, useCallback, useRef } from 'react';
import type { AppStore } from './store.ts';
import { type StoreSlot, StoreSlotContext } from './store-slot.tsx';

async function storeIn(slot: StoreSlot): Promise<AppStore> {
  const { makeStore } = await import('./store.ts');
  slot.store ??= makeStore();
  return slot.store;
}

/**
 * Returns `ready()`: the page's store (made on first use) and the feature's API module, loaded
 * once. Call it early to warm up (a failure is forgotten, so the next call tries again).
 * `loadModule` must be a stable function, e.g. `() => import('./booking-api.ts')` at module level.
 */
export function useLazyApi<Module>(loadModule: () => Promise<Module>): () => Promise<[AppStore, Module]> {
  const slot = use(StoreSlotContext);
  if (!slot)
    throw new Error('useLazyApi needs the StoreSlotProvider of shared/providers/Providers.tsx above it');
  const loading = useRef<Promise<[AppStore, Module]> | undefined>(undefined);
  return useCallback(() => {
    loading.current ??= Promise.all([storeIn(slot), loadModule()]).catch((error: unknown) => {
      loading.current = undefined;
      throw error;
    });
    return loading.current;
  }, [slot, loadModule]);
}
