import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { apiSlice } from '../shared/api/api-slice.ts';

// Feature slices that hold true client state join with `rootReducer.inject(slice)` from their
// own folder (RTK 2 lazy slices), so app/ never has to list them.
export const rootReducer = combineSlices(apiSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one per page load, per test and per build-time render. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(apiSlice.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
