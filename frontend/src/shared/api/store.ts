// The Redux store: the one api slice (RTK Query) and nothing else, since only the forms that
// call the API keep client state. It is made by the first of them to render on a page
// (use-lazy-api.ts), so pages without a form load none of Redux (docs/decisions/0047).
import { configureStore } from '@reduxjs/toolkit';
import { apiSlice } from './api-slice.ts';

/** A fresh store: one per page load, per test and per build-time render. */
export function makeStore() {
  return configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(apiSlice.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
