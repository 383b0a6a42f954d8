// A schema built for the business's today (Florida), shared by the JSON routes whose date rules
// move with the day (a booking, a reschedule) and the native form post. Florida's date changes at
// most on a minute's boundary: computing it (a time-zone conversion) once a minute instead of per
// request showed in the CPU profile, and the schema is built once a day.
import { type BookingSchema, businessDateAt, createBookingSchema } from '@dumpster/domain';
import type { Clock } from '../../application/ports/clock.ts';

export function schemaForToday<Schema>(clock: Clock, make: (today: string) => Schema): () => Schema {
  let cached: { today: string; schema: Schema } | undefined;
  let today: { minute: number; date: string } | undefined;
  return () => {
    const now = clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (today?.minute !== minute) today = { minute, date: businessDateAt(now) };
    if (cached?.today !== today.date) cached = { today: today.date, schema: make(today.date) };
    return cached.schema;
  };
}

export function bookingSchemaToday(clock: Clock): () => BookingSchema {
  return schemaForToday(clock, (today) => createBookingSchema({ today }));
}
