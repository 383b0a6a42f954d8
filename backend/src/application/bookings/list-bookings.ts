// The back office's bookings table (docs/decisions/0080): a keyset page in the filter's order with
// the counts by status; the counts of a free-text search stop at adminStatusCountCap.
import {
  type AdminBookingsFilter,
  type AdminBookingsQuery,
  adminStatusCountCap,
  type BookingStatus,
} from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { KeysetCursors } from '../keyset-cursor.ts';
import type { AdminQueries } from '../ports/admin-queries.ts';

export interface BookingsPage {
  readonly items: readonly Booking[];
  readonly nextCursor: string | null;
  readonly countsByStatus: Record<BookingStatus, number>;
  /** Free text matched more than adminStatusCountCap bookings: the counts are of the first ones only. */
  readonly countsPartial: boolean;
}

/** The sort key of a booking as the cursor carries it. */
export function sortKeyOf(booking: Booking, sort: AdminBookingsFilter['sort']): string {
  if (sort === 'delivery') return booking.deliveryDate;
  if (sort === 'pickup') return booking.pickupDate;
  return booking.createdAt.toISOString();
}

/** A cursor names where a page ended and under which sort, so it cannot be replayed under another. */
export function cursorScope(query: AdminBookingsFilter): readonly string[] {
  return [query.sort, query.direction];
}

export class ListBookings {
  private readonly queries: AdminQueries;
  private readonly cursors: KeysetCursors;

  constructor(queries: AdminQueries, cursors: KeysetCursors) {
    this.queries = queries;
    this.cursors = cursors;
  }

  /** undefined: the cursor does not belong to this query (400). */
  async execute(query: AdminBookingsQuery): Promise<BookingsPage | undefined> {
    const after =
      query.cursor === undefined ? undefined : this.cursors.decode(cursorScope(query), query.cursor);
    if (query.cursor !== undefined && !after) return undefined;
    // With free text the counts come first: how many bookings match decides how the page is
    // best read (sql-admin-queries.ts), and they read the same index the page would.
    let rows: Booking[];
    let countsByStatus: Record<BookingStatus, number>;
    let countsPartial = false;
    if (query.q) {
      countsByStatus = await this.queries.countsByStatus(query);
      const total = Object.values(countsByStatus).reduce((sum, count) => sum + count, 0);
      countsPartial = total > adminStatusCountCap;
      const matches = countsPartial
        ? total
        : Object.entries(countsByStatus)
            .filter(([status]) => !query.status || status === query.status)
            .reduce((sum, [, count]) => sum + count, 0);
      rows = await this.queries.bookingsPage(query, after, query.limit + 1, matches);
    } else {
      [rows, countsByStatus] = await Promise.all([
        this.queries.bookingsPage(query, after, query.limit + 1),
        this.queries.countsByStatus(query),
      ]);
    }
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > query.limit && last
        ? this.cursors.encode(cursorScope(query), { key: sortKeyOf(last, query.sort), id: last.id })
        : null;
    return { items, nextCursor, countsByStatus, countsPartial };
  }
}
