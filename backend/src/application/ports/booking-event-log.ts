import type { BookingEvent } from '../booking-event.ts';

/** A booking's history, inside a transaction (ports/unit-of-work.ts): append only. */
export interface BookingEventLog {
  append(event: BookingEvent): Promise<void>;
}
