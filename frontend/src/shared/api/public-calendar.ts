// GET /api/calendar (decision 0168) through the app's one api slice: the business's closed days
// for the public date pickers, the booking form's and My booking's. Loaded with the lazy api
// chunks that use it, never with a page.
import type { PublicCalendar } from '@dumpster/domain';
import { apiSlice } from './api-slice.ts';
import type { AppStore } from './store.ts';

export const publicCalendarApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<PublicCalendar, void>({ query: () => ({ url: '/api/calendar' }) }),
  }),
});

/** The calendar in force; RTK Query keeps it for the page's life. */
export async function loadPublicCalendar(store: AppStore): Promise<PublicCalendar> {
  const request = store.dispatch(publicCalendarApi.endpoints.getCalendar.initiate());
  return request.unwrap().finally(() => request.unsubscribe());
}
