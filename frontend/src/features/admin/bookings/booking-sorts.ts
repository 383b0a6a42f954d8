// How the bookings list may be sorted: the table's sortable columns, and the same choices as one
// list for the cards on a phone, which have no headers to press (decision 0128).
import type { AdminBookingSort, SortDirection } from '@dumpster/domain';

export interface BookingSort {
  readonly sort: AdminBookingSort;
  readonly direction: SortDirection;
}

/** The table column each sort reads. */
export const bookingSortColumns: Readonly<Record<AdminBookingSort, string>> = {
  created: 'createdAt',
  delivery: 'deliveryDate',
  pickup: 'pickupDate',
};

/** The cards' sort choices, `<sort>-<direction>`, in words. */
export const bookingSortChoices: readonly (readonly [value: string, label: string])[] = [
  ['created-desc', 'Newest first'],
  ['created-asc', 'Oldest first'],
  ['delivery-asc', 'Delivery, soonest first'],
  ['delivery-desc', 'Delivery, latest first'],
  ['pickup-asc', 'Pickup, soonest first'],
  ['pickup-desc', 'Pickup, latest first'],
];

export const sortChoiceOf = ({ sort, direction }: BookingSort) => `${sort}-${direction}`;

export function sortOfChoice(choice: string): BookingSort {
  const [sort, direction] = choice.split('-') as [AdminBookingSort, SortDirection];
  return { sort, direction };
}
