// What both views of the bookings list take: the table on a desk, the cards on a phone.
import type { AdminBookingRow } from '@dumpster/domain';
import type { BookingSort } from './booking-sorts.ts';

export interface BookingsListProps {
  readonly items: readonly AdminBookingRow[];
  /** What the list says with no rows: loading, or nothing matches. */
  readonly emptyText: string;
  readonly sort: BookingSort;
  readonly onSort: (sort: BookingSort) => void;
  /** The id the skip link and "Apply filters" send the focus to. */
  readonly resultsId: string;
}
