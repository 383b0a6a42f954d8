// A schema built for the business's day (decisions 0130, 0166): Florida's today, whether the noon
// cut-off has passed, and the business's calendar. Shared by the JSON routes whose date rules
// move with the day (a booking, a reschedule) and the native form post, so they refuse the same
// dates with the same words: a closed day names its reason and the next open day, a delivery
// today after noon names the earliest bookable day. Florida's date changes at most on a minute's
// boundary: computing it (a time-zone conversion) once a minute instead of per request showed in
// the CPU profile; the schema is built again only when the day, the cut-off or the calendar change.
import {
  type BookingSchema,
  type BusinessCalendar,
  type BusinessDay,
  businessDateAt,
  createBookingSchema,
  isPastSameDayCutoff,
} from '@dumpster/domain';
import type { BusinessCalendarSource } from '../../application/ports/business-calendar-source.ts';
import type { Clock } from '../../application/ports/clock.ts';

export function schemaForBusinessDay<Schema>(
  clock: Clock,
  calendars: BusinessCalendarSource,
  make: (day: BusinessDay) => Schema,
): () => Promise<Schema> {
  let cached: { today: string; pastCutoff: boolean; calendar: BusinessCalendar; schema: Schema } | undefined;
  let today: { minute: number; date: string } | undefined;
  return async () => {
    const calendar = await calendars.current();
    const now = clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (today?.minute !== minute) today = { minute, date: businessDateAt(now) };
    // The schema reads `now` only to tell whether the cut-off has passed (createBookingSchema).
    const pastCutoff = isPastSameDayCutoff(today.date, now);
    if (cached?.today !== today.date || cached.pastCutoff !== pastCutoff || cached.calendar !== calendar)
      cached = {
        today: today.date,
        pastCutoff,
        calendar,
        schema: make({ today: today.date, now, calendar }),
      };
    return cached.schema;
  };
}

export function bookingSchemaToday(
  clock: Clock,
  calendars: BusinessCalendarSource,
): () => Promise<BookingSchema> {
  return schemaForBusinessDay(clock, calendars, (day) => createBookingSchema(day));
}
