// Which days a booking keeps one dumpster of its size away from the yard (decisions 0085-0088).
// A booking occupies a unit on every day from its delivery date through its pickup date, both
// included, while it is pending, confirmed or delivered. Picked up: the range ends on the pickup
// day, so the unit is still counted on that day (the truck brings it back that day; it cannot
// go out again before the next) and is free from the day after. Cancelled and completed
// bookings occupy nothing. (docs/decisions/0065)
import type { BookingStatus } from '../booking/booking-status.ts';
import { compareDates } from '../calendar/calendar-date.ts';
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';

/** An inclusive range of calendar dates. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** A rental's dates: out on the delivery date, back on the pickup date. */
export interface RentalDates {
  readonly deliveryDate: string;
  readonly pickupDate: string;
}

/** What availability needs to know of a stored booking. */
export interface OccupancyBooking extends RentalDates {
  /** Lets a changed booking leave itself out of the count (see dailyOccupancy). */
  readonly id?: string;
  readonly dumpsterSize: DumpsterSizeValue;
  readonly status: BookingStatus;
}

/** The statuses in which a booking holds a unit over its date range. */
export const occupyingStatuses: readonly BookingStatus[] = ['pending', 'confirmed', 'delivered', 'picked_up'];

export function occupiesUnit(status: BookingStatus): boolean {
  return occupyingStatuses.includes(status);
}

/**
 * The days this booking holds a unit, or null when it holds none. A pickup recorded before its
 * delivery (no schema lets one through) counts as the delivery day alone, never as nothing.
 */
export function occupiedDays(
  booking: Pick<OccupancyBooking, 'deliveryDate' | 'pickupDate' | 'status'>,
): DateRange | null {
  if (!occupiesUnit(booking.status)) return null;
  const to =
    compareDates(booking.pickupDate, booking.deliveryDate) < 0 ? booking.deliveryDate : booking.pickupDate;
  return { from: booking.deliveryDate, to };
}
