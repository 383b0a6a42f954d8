// The customer's booking page's calls (GET /api/my-booking, POST /api/my-booking/extend|
// reschedule|cancel) through the app's one api slice. The token of the link travels in the
// Authorization header, never in an API URL (docs/decisions/0090). This module and the slice
// load with the page's own chunk, never with the public pages.
import type {
  CancellationRequest,
  ExtensionRequest,
  MyBookingView,
  MyInvoice,
  RescheduleRequest,
} from '@dumpster/domain';
import { apiSlice } from '../../shared/api/api-slice.ts';
import { awaitMutation } from '../../shared/api/await-mutation.ts';
import type { AppStore } from '../../shared/api/store.ts';

export type MyBookingChange = 'extend' | 'reschedule' | 'cancel';

interface ChangeArgs<Body> {
  readonly token: string;
  readonly body: Body;
  /** The same key for every retry of one attempt, so the server changes the booking once. */
  readonly idempotencyKey: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function changeQuery<Body>(action: MyBookingChange) {
  return ({ token, body, idempotencyKey }: ChangeArgs<Body>) => ({
    url: `/api/my-booking/${action}`,
    method: 'POST',
    body,
    headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey },
  });
}

export const myBookingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMyBooking: build.query<MyBookingView, string>({
      query: (token) => ({ url: '/api/my-booking', headers: bearer(token) }),
    }),
    extendMyBooking: build.mutation<MyBookingView, ChangeArgs<ExtensionRequest>>({
      query: changeQuery('extend'),
    }),
    rescheduleMyBooking: build.mutation<MyBookingView, ChangeArgs<RescheduleRequest>>({
      query: changeQuery('reschedule'),
    }),
    cancelMyBooking: build.mutation<MyBookingView, ChangeArgs<{ reason: string }>>({
      query: changeQuery('cancel'),
    }),
    getMyInvoice: build.query<MyInvoice, string>({
      query: (token) => ({ url: '/api/my-booking/invoice', headers: bearer(token) }),
    }),
  }),
});

/** Reads the booking the token opens; rejects with the ApiError of a failure (404: the link opens nothing). */
export async function loadMyBooking(store: AppStore, token: string): Promise<MyBookingView> {
  // Read afresh each time the page opens: the booking's status moves on the server.
  const request = store.dispatch(myBookingApi.endpoints.getMyBooking.initiate(token, { forceRefetch: true }));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

export function extendMyBooking(store: AppStore, args: ChangeArgs<ExtensionRequest>): Promise<MyBookingView> {
  return awaitMutation(store.dispatch(myBookingApi.endpoints.extendMyBooking.initiate(args)));
}

export function rescheduleMyBooking(
  store: AppStore,
  args: ChangeArgs<RescheduleRequest>,
): Promise<MyBookingView> {
  return awaitMutation(store.dispatch(myBookingApi.endpoints.rescheduleMyBooking.initiate(args)));
}

export function cancelMyBooking(
  store: AppStore,
  args: ChangeArgs<CancellationRequest>,
): Promise<MyBookingView> {
  return awaitMutation(store.dispatch(myBookingApi.endpoints.cancelMyBooking.initiate(args)));
}

/** The booking's final invoice, or undefined while there is none (404). */
export async function loadMyInvoice(store: AppStore, token: string): Promise<MyInvoice | undefined> {
  const request = store.dispatch(myBookingApi.endpoints.getMyInvoice.initiate(token, { forceRefetch: true }));
  try {
    return await request.unwrap();
  } catch {
    return undefined;
  } finally {
    request.unsubscribe();
  }
}

/** The invoice's PDF, fetched with the link's token (never in a URL) and handed to the browser. */
export async function downloadMyInvoicePdf(token: string, number: string): Promise<void> {
  const answer = await fetch('/api/my-booking/invoice.pdf', { headers: bearer(token) });
  if (!answer.ok) throw new Error(`The invoice could not be downloaded (${answer.status}).`);
  const url = URL.createObjectURL(await answer.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `${number}.pdf`;
  anchor.click();
  URL.revokeObjectURL(url);
}
/** The business's closed days (decision 0168), for the change forms' dates. */
export { loadPublicCalendar } from '../../shared/api/public-calendar.ts';
