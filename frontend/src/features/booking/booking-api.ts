// POST /api/bookings through the app's one api slice (spec section 7). This module and the
// slice load when a visitor starts the form (use-booking-form.ts), not with the page.
import type { BookingReceipt, BookingRequestInput } from '@dumpster/domain';
import { apiSlice } from '../../shared/api/api-slice.ts';
import { awaitMutation } from '../../shared/api/await-mutation.ts';
import type { AppStore } from '../../shared/api/store.ts';

export interface CreateBookingArgs {
  readonly booking: BookingRequestInput;
  /** The same key for every retry of one attempt, so the server books it at most once. */
  readonly idempotencyKey: string;
}

export const bookingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<BookingReceipt, CreateBookingArgs>({
      query: ({ booking, idempotencyKey }) => ({
        url: '/api/bookings',
        method: 'POST',
        body: booking,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

/** Sends one booking; rejects with the ApiError of a failure. */
export function createBooking(store: AppStore, args: CreateBookingArgs): Promise<BookingReceipt> {
  return awaitMutation(store.dispatch(bookingApi.endpoints.createBooking.initiate(args)));
}
