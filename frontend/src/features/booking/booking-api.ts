// POST /api/bookings through the app's one api slice (spec section 7). This module and the
// slice load when a visitor starts the form (use-booking-form.ts), not with the page.
import type { BookingRequestInput, BookingType, DumpsterSizeValue } from '@dumpster/domain';
import { apiSlice } from '../../shared/api/api-slice.ts';
import { awaitMutation } from '../../shared/api/await-mutation.ts';
import type { AppStore } from '../../shared/api/store.ts';

/** The server's own quote: it recomputes the price and never trusts the browser's numbers. */
export interface ServerQuote {
  readonly basePriceCents: number;
  readonly includedDays: number;
  readonly extraDays: number;
  readonly extraDayRateCents: number;
  readonly extraCostCents: number;
  readonly totalCents: number;
}

export interface CreatedBooking {
  readonly id: string;
  readonly status: 'pending';
  readonly bookingType: BookingType;
  readonly dumpsterSize: DumpsterSizeValue;
  readonly deliveryDate: string;
  readonly pickupDate: string;
  readonly createdAt: string;
  readonly quote: ServerQuote;
}

export interface CreateBookingArgs {
  readonly booking: BookingRequestInput;
  /** The same key for every retry of one attempt, so the server books it at most once. */
  readonly idempotencyKey: string;
}

export const bookingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<CreatedBooking, CreateBookingArgs>({
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
export function createBooking(store: AppStore, args: CreateBookingArgs): Promise<CreatedBooking> {
  return awaitMutation(store.dispatch(bookingApi.endpoints.createBooking.initiate(args)));
}
