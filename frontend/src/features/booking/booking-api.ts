// POST /api/bookings and GET /api/availability through the app's one api slice (spec section 7,
// decision 0088). This module and the slice load when a visitor starts the form
// (use-booking-form.ts), not with the page, and so do the availability rules it judges with.
import {
  type AvailabilityAnswer,
  type AvailabilityQuery,
  addDays,
  availabilityQueryMaxDays,
  type BookingReceipt,
  type BookingRequestInput,
  type DumpsterSizeValue,
  dailyOccupancyFromCounts,
  daysBetween,
  type RentalDates,
  rentalAvailability,
  rentalAvailabilityRange,
  type UnavailableAnswer,
  unavailableAnswer,
} from '@dumpster/domain';
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

export { loadPublicCalendar } from '../../shared/api/public-calendar.ts';

/** GET /api/availability's answer (the domain's AvailabilityAnswer). */
export const availabilityApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<AvailabilityAnswer, AvailabilityQuery>({
      query: ({ size, from, to }) => ({ url: '/api/availability', params: { size, from, to } }),
    }),
  }),
});

/** What the form knows of one size's calendar: its full days, and how to judge a rental by them. */
export interface SizeAvailability {
  readonly size: DumpsterSizeValue;
  isUnavailable(date: string): boolean;
  /** The refusal the server would answer for these dates (the same words), or null. */
  judge(rental: RentalDates): UnavailableAnswer | null;
}

/**
 * The full days of `size` over the booking window, in the API's 181-day pieces (RTK Query keeps
 * each answer for the page's life). Days past the last piece count as free: the server judges
 * every booking again, so the worst a visitor meets there is its 409.
 */
export async function loadSizeAvailability(
  store: AppStore,
  size: DumpsterSizeValue,
  today: string,
  /** Ask the server again rather than reuse a kept answer (after a 409). */
  fresh = false,
): Promise<SizeAvailability> {
  const pieces = [0, 1].map((piece) => {
    const from = addDays(today, piece * (availabilityQueryMaxDays + 1));
    const to = addDays(from, availabilityQueryMaxDays);
    const request = store.dispatch(
      availabilityApi.endpoints.getAvailability.initiate({ size, from, to }, { forceRefetch: fresh }),
    );
    return request.unwrap().finally(() => request.unsubscribe());
  });
  const full = new Set((await Promise.all(pieces)).flatMap((answer) => answer.unavailable));
  return {
    size,
    isUnavailable: (date) => full.has(date),
    judge(rental) {
      if (daysBetween(rental.deliveryDate, rental.pickupDate) < 0) return null;
      let crosses = false;
      for (let date = rental.deliveryDate; date <= rental.pickupDate; date = addDays(date, 1))
        if (full.has(date)) {
          crosses = true;
          break;
        }
      if (!crosses) return null;
      // One unit per full day against a fleet of one: full exactly where the server said so.
      const range = rentalAvailabilityRange(rental, today);
      const occupancy = dailyOccupancyFromCounts(range, new Map([...full].map((date) => [date, 1])));
      const judged = rentalAvailability(occupancy, 1, rental, { today });
      if (judged.available) return null;
      return unavailableAnswer({ size, requested: rental, ...judged });
    },
  };
}

/** The body of a 409 for dates with a full day, or null for any other failure. */
export function unavailableFrom(error: unknown): UnavailableAnswer | null {
  const failure = error as { status?: unknown; data?: unknown } | null;
  if (failure?.status !== 409) return null;
  const data = failure.data as Partial<UnavailableAnswer> | undefined;
  return data?.error === 'unavailable' &&
    typeof data.message === 'string' &&
    Array.isArray(data.unavailableDates)
    ? (data as UnavailableAnswer)
    : null;
}
