// POST /api/bookings through the app's one api slice (spec section 7).
import type { BookingRequestInput, BookingType, DumpsterSizeValue } from '@dumpster/domain';
import { apiSlice } from '../../shared/api/api-slice.ts';

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

export const { useCreateBookingMutation } = bookingApi;
