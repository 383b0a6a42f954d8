// How the business's calendar meets a rental's days (decision 0131): a pickup that would fall on
// a closed day is planned for the next open day, and the customer is not charged for the days
// the business did not work before it. Those are the closed days right before the pickup: the
// truck could have come on none of them. A closed day in the middle of a rental, followed by
// open days before the pickup, is an ordinary day of the rental: the customer kept the dumpster
// while a pickup could still be had later that week.
import { addDays, compareDates, daysBetween } from '../calendar/calendar-date.ts';
import { includedRentalDays } from '../quote/rental-terms.ts';
import { type BusinessCalendar, nextOpenDay, previousOpenDay } from './business-calendar.ts';
import { type BusinessDay, earliestDeliveryDate } from './same-day-cutoff.ts';

/** The pickup for a delivery and a rental length: that many days later, or the next open day. */
export function plannedPickupDate(
  calendar: BusinessCalendar,
  deliveryDate: string,
  rentalDays: number = includedRentalDays,
): string {
  return nextOpenDay(calendar, addDays(deliveryDate, rentalDays));
}

/**
 * The booking form's starting dates: the earliest delivery (today before the noon cut-off) and
 * the standard rental's pickup, moved to the next open day when it falls on a closed one.
 */
export function defaultRentalDates(day: BusinessDay & { readonly calendar: BusinessCalendar }): {
  deliveryDate: string;
  pickupDate: string;
} {
  const deliveryDate = earliestDeliveryDate(day);
  return { deliveryDate, pickupDate: plannedPickupDate(day.calendar, deliveryDate) };
}

/**
 * The closed days right before the pickup and after the delivery: the days between them that are
 * not charged. 0 when the day before the pickup is open, or the pickup is not after delivery.
 */
export function closedDaysBeforePickup(
  calendar: BusinessCalendar,
  deliveryDate: string,
  pickupDate: string,
): number {
  if (compareDates(pickupDate, deliveryDate) <= 0) return 0;
  const lastOpen = previousOpenDay(calendar, addDays(pickupDate, -1));
  const runStarts = compareDates(lastOpen, deliveryDate) < 0 ? deliveryDate : lastOpen;
  return daysBetween(runStarts, pickupDate) - 1;
}
