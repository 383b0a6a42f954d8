// The back office's reads over the in-memory store, for HTTP and use-case tests: the same
// filters, order and keyset rule as the SQL (sql-admin-queries.ts), on arrays.
import {
  type AdminBookingsFilter,
  adminStatusCountCap,
  type BookingStatus,
  bookingStatuses,
  type DayBoardStop,
} from '@dumpster/domain';
import type { Booking } from '../../application/booking.ts';
import { bookingCsvColumns } from '../../application/bookings/booking-csv.ts';
import { csvLines } from '../../application/bookings/csv.ts';
import { dayBoardStopOf } from '../../application/bookings/day-board-stop.ts';
import type {
  AdminQueries,
  BookingKeyset,
  ContactRequestRow,
  HistoryLine,
} from '../../application/ports/admin-queries.ts';
import type { InMemoryStore } from './in-memory-store.ts';

function searchText(booking: Booking): string {
  return `${booking.name} ${booking.email} ${booking.reference} ${booking.phone} ${booking.phone.replace(/\D/g, '')}`.toLowerCase();
}

function matches(booking: Booking, filter: AdminBookingsFilter, withStatus = true): boolean {
  if (withStatus && filter.status && booking.status !== filter.status) return false;
  if (filter.size && booking.dumpsterSize !== filter.size) return false;
  if (filter.bookingType && booking.bookingType !== filter.bookingType) return false;
  if (filter.deliveryFrom && booking.deliveryDate < filter.deliveryFrom) return false;
  if (filter.deliveryTo && booking.deliveryDate > filter.deliveryTo) return false;
  if (filter.city && booking.city.toLowerCase() !== filter.city.toLowerCase()) return false;
  if (filter.q && !searchText(booking).includes(filter.q.toLowerCase())) return false;
  return true;
}

function keyOf(booking: Booking, sort: AdminBookingsFilter['sort']): string {
  if (sort === 'delivery') return booking.deliveryDate;
  if (sort === 'pickup') return booking.pickupDate;
  return booking.createdAt.toISOString();
}

function compare(a: [string, string], b: [string, string]): number {
  return a[0] === b[0] ? a[1].localeCompare(b[1]) : a[0].localeCompare(b[0]);
}

export class InMemoryAdminQueries implements AdminQueries {
  private readonly store: InMemoryStore;

  constructor(store: InMemoryStore) {
    this.store = store;
  }

  async bookingsPage(
    filter: AdminBookingsFilter,
    after: BookingKeyset | undefined,
    limit: number,
  ): Promise<Booking[]> {
    const sign = filter.direction === 'asc' ? 1 : -1;
    return this.store.bookings
      .filter((booking) => matches(booking, filter))
      .filter((b) => !after || sign * compare([keyOf(b, filter.sort), b.id], [after.key, after.id]) > 0)
      .sort((a, b) => sign * compare([keyOf(a, filter.sort), a.id], [keyOf(b, filter.sort), b.id]))
      .slice(0, limit);
  }

  async countsByStatus(filter: AdminBookingsFilter): Promise<Record<BookingStatus, number>> {
    const counts = Object.fromEntries(bookingStatuses.map((status) => [status, 0])) as Record<
      BookingStatus,
      number
    >;
    for (const booking of this.store.bookings)
      if (matches(booking, filter, false)) counts[booking.status] += 1;
    // The same cap as the SQL (decision 0080).
    for (const status of bookingStatuses) counts[status] = Math.min(counts[status], adminStatusCountCap + 1);
    return counts;
  }

  async findBooking(id: string): Promise<Booking | undefined> {
    return this.store.bookings.find((booking) => booking.id === id);
  }

  async bookingHistory(id: string): Promise<HistoryLine[]> {
    const events = this.store.bookingEvents
      .filter((event) => event.bookingId === id)
      .map(({ occurredAt, actor, type, details }) => ({ occurredAt, actor, type, details }));
    const audit = this.store.auditEvents
      .filter((event) => event.subject.type === 'booking' && event.subject.id === id)
      .map(({ occurredAt, actor, action, details }) => ({ occurredAt, actor, type: action, details }));
    // Oldest first; booking events before audit lines of the same instant, as in SQL.
    return [...events, ...audit].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  }

  async dayBoard(date: string): Promise<{ deliveries: DayBoardStop[]; pickups: DayBoardStop[] }> {
    const route = (a: Booking, b: Booking) =>
      a.city.toLowerCase().localeCompare(b.city.toLowerCase()) || a.address.localeCompare(b.address);
    const live = this.store.bookings.filter((booking) => booking.status !== 'cancelled');
    return {
      deliveries: live
        .filter((booking) => booking.deliveryDate === date)
        .sort(route)
        .map(dayBoardStopOf),
      pickups: live
        .filter((booking) => booking.pickupDate === date)
        .sort(route)
        .map(dayBoardStopOf),
    };
  }

  private rows(): ContactRequestRow[] {
    return this.store.contactRequests.map((request) => {
      const mark = this.store.contactMarks.get(request.id);
      return { ...request, contacted: mark ? { at: mark.at, byName: mark.name } : null };
    });
  }

  async contactRequestsPage(options: {
    notContacted: boolean;
    after: { createdAt: Date; id: string } | undefined;
    limit: number;
  }): Promise<ContactRequestRow[]> {
    const key = (row: { createdAt: Date; id: string }): [string, string] => [
      row.createdAt.toISOString(),
      row.id,
    ];
    const after = options.after;
    return this.rows()
      .filter((row) => !options.notContacted || !row.isContacted)
      .filter((row) => !after || compare(key(row), key(after)) < 0)
      .sort((a, b) => compare(key(b), key(a)))
      .slice(0, options.limit);
  }

  async countNotContacted(): Promise<number> {
    return this.store.contactRequests.filter((request) => !request.isContacted).length;
  }

  async findContactRequest(id: string): Promise<ContactRequestRow | undefined> {
    return this.rows().find((row) => row.id === id);
  }

  async *streamBookingCsv(filter: AdminBookingsFilter): AsyncIterable<string> {
    const all = await this.bookingsPage(filter, undefined, Number.MAX_SAFE_INTEGER);
    // Chunks of many lines, as the SQL adapter yields them.
    for (let start = 0; start < all.length; start += 500)
      yield csvLines(bookingCsvColumns, all.slice(start, start + 500));
  }
}
