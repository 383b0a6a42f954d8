// POST /api/bookings (spec section 7).
import { businessDateAt, createBookingSchema } from '@dumpster/domain';
import * as v from 'valibot';
import type { Clock } from '../../../application/ports/clock.ts';
import type { SubmitBooking } from '../../../application/submit-booking.ts';
import { submissionRoute } from './submission-route.ts';

export function bookingsRoute(submitBooking: SubmitBooking, clock: Clock) {
  // The schema depends on the business's today; build it once per day, not per request.
  let cached: { today: string; schema: ReturnType<typeof createBookingSchema> } | undefined;
  const schemaFor = (today: string) => {
    if (cached?.today !== today) cached = { today, schema: createBookingSchema({ today }) };
    return cached.schema;
  };
  // Florida's date changes at most once a minute's boundary: computing it (a time-zone
  // conversion) once per minute instead of per request showed in the CPU profile.
  let today: { minute: number; date: string } | undefined;
  const businessToday = () => {
    const now = clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (today?.minute !== minute) today = { minute, date: businessDateAt(now) };
    return today.date;
  };
  return submissionRoute({
    scope: 'bookings',
    validate: (body) => v.safeParse(schemaFor(businessToday()), body),
    execute: (request, claim) => submitBooking.execute(request, claim),
  });
}
