import type { BookingEvent } from '../booking-event.ts';

/** An event as stored, with its place in the history. */
export interface StoredBookingEvent extends BookingEvent {
  readonly id: string;
}

/** A booking's history, inside a transaction (ports/unit-of-work.ts): append only. */
export interface BookingEventLog {
  append(event: BookingEvent): Promise<void>;
  /**
   * How many events the booking's history holds. Read with the booking row locked, after a change
   * is appended, it is that change's number: the calendar file's SEQUENCE (docs/decisions/0127).
   */
  count(bookingId: string): Promise<number>;
  /** The booking's events of these types, oldest first (the status events an undo judges). */
  ofTypes(bookingId: string, types: readonly string[]): Promise<StoredBookingEvent[]>;
}
