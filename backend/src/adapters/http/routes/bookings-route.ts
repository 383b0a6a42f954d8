// POST /api/bookings (spec section 7).
import * as v from 'valibot';
import type { SubmitBooking } from '../../../application/bookings/submit-booking.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { bookingSchemaToday } from '../booking-schema-today.ts';
import { submissionRoute } from './submission-route.ts';

export function bookingsRoute(submitBooking: SubmitBooking, clock: Clock) {
  const schema = bookingSchemaToday(clock);
  return submissionRoute({
    scope: 'bookings',
    validate: (body) => v.safeParse(schema(), body),
    execute: (request, claim) => submitBooking.execute(request, claim),
  });
}
