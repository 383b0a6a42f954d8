// What the back office reads (outside transactions: reads never block a write): the bookings
// table with keyset pages, one booking's history, the day board, contact requests and the
// export's stream. Implemented in SQL (adapters/persistence/sql-admin-queries.ts).
import type { AdminBookingsFilter, BookingStatus, DayBoardStop } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Booking } from '../booking.ts';
import type { ContactRequestRecord } from '../contact-request.ts';

/** Where the previous page ended: its last row's sort key and id. */
export interface BookingKeyset {
  readonly key: string;
  readonly id: string;
}

export interface HistoryLine {
  readonly occurredAt: Date;
  readonly actor: Actor;
  readonly type: string;
  readonly details: Readonly<Record<string, unknown>>;
}

export interface ContactRequestRow extends ContactRequestRecord {
  readonly contacted: { readonly at: Date; readonly byName: string } | null;
}

export interface AdminQueries {
  /** Up to `limit` bookings after `after`, in the filter's order, ties broken by id. */
  bookingsPage(
    filter: AdminBookingsFilter,
    after: BookingKeyset | undefined,
    limit: number,
    /** How many bookings the filter matches, when already counted: lets the query pick its plan. */
    matches?: number,
  ): Promise<Booking[]>;
  /** Bookings per status, for every filter but status. */
  countsByStatus(filter: AdminBookingsFilter): Promise<Record<BookingStatus, number>>;
  findBooking(id: string): Promise<Booking | undefined>;
  /** Its booking_events and the audit lines about it, oldest first. */
  bookingHistory(id: string): Promise<HistoryLine[]>;
  /** How many booking_events it has: the version an edit is made from (decision 0175). */
  bookingVersion(id: string): Promise<number>;
  /**
   * Not cancelled, delivered (or picked up) on `date`, by city then address: the stops' fields
   * only, each with its notes pinned to the day board (decision 0177).
   */
  dayBoard(date: string): Promise<{ deliveries: DayBoardStop[]; pickups: DayBoardStop[] }>;
  contactRequestsPage(options: {
    notContacted: boolean;
    after: { createdAt: Date; id: string } | undefined;
    limit: number;
  }): Promise<ContactRequestRow[]>;
  countNotContacted(): Promise<number>;
  findContactRequest(id: string): Promise<ContactRequestRow | undefined>;
  /**
   * The export: every booking of the filter, in its order, as the CSV lines of bookingCsvColumns
   * (booking-csv.ts), in consecutive chunks of many lines (constant memory, little garbage).
   */
  streamBookingCsv(filter: AdminBookingsFilter): AsyncIterable<string>;
}
