// Booking status (spec section 4 names only `pending`, the default; decision 0081 adds
// the rest). The order of `bookingStatuses` is a booking's life, cancelled last; which status
// may follow which lives in status-transitions.ts.
export const bookingStatuses = [
  'pending',
  'confirmed',
  'delivered',
  'picked_up',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const initialBookingStatus: BookingStatus = 'pending';

/** What staff and customers read for each status. */
export const bookingStatusLabels: Readonly<Record<BookingStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  delivered: 'Delivered',
  picked_up: 'Picked up',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** True for one of the six statuses (a stored value, a query parameter). */
export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (bookingStatuses as readonly string[]).includes(value);
}
