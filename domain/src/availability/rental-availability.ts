// Judging the dates of a new or changed booking against the fleet, in one call: possible, or
// the full days and the next rental of the same length. The next dates are searched from the
// requested delivery date (a customer who wants Dec 5 wants the nearest dates after it, not a
// week before), and never past the booking window, so whatever is offered can be booked. Given
// the instant and the business's calendar, they start no earlier than the earliest delivery (the
// noon cut-off) and keep to open days (decision 0130).

import { bookingWindowDays } from '../booking/booking-date-rules.ts';
import { type BusinessDay, earliestDeliveryDate } from '../business-calendar/same-day-cutoff.ts';
import { addDays, compareDates, daysBetween } from '../calendar/calendar-date.ts';
import type { DateRange, RentalDates } from './booking-occupancy.ts';
import type { DailyOccupancy } from './daily-occupancy.ts';
import { unavailableRentalDates } from './fleet-capacity.ts';
import { type NextAvailableSearch, nextAvailableRental, nextAvailableSearchRange } from './next-available.ts';

export type RentalAvailability =
  | { readonly available: true }
  | {
      readonly available: false;
      readonly unavailableDates: readonly string[];
      readonly nextAvailable: RentalDates | null;
    };

function searchFor(rental: RentalDates, day: BusinessDay): NextAvailableSearch {
  const earliest = earliestDeliveryDate(day);
  return {
    start: compareDates(rental.deliveryDate, earliest) < 0 ? earliest : rental.deliveryDate,
    rentalDays: Math.max(0, daysBetween(rental.deliveryDate, rental.pickupDate)),
    lastDelivery: addDays(day.today, bookingWindowDays),
    calendar: day.calendar,
  };
}

/**
 * The days the occupancy must cover to judge `rental` with rentalAvailability; pass the same
 * `now` and `calendar` to both.
 */
export function rentalAvailabilityRange(
  rental: RentalDates,
  today: string,
  calendarDay: Omit<BusinessDay, 'today'> = {},
): DateRange {
  const search = nextAvailableSearchRange(searchFor(rental, { today, ...calendarDay }));
  return {
    from: compareDates(rental.deliveryDate, search.from) < 0 ? rental.deliveryDate : search.from,
    to: compareDates(rental.pickupDate, search.to) > 0 ? rental.pickupDate : search.to,
  };
}

/** Whether `rental` has a unit free every day; if not, its full days and the next dates that work. */
export function rentalAvailability(
  occupancy: DailyOccupancy,
  fleetUnits: number,
  rental: RentalDates,
  day: BusinessDay,
): RentalAvailability {
  const unavailableDates = unavailableRentalDates(occupancy, fleetUnits, rental);
  if (unavailableDates.length === 0) return { available: true };
  return {
    available: false,
    unavailableDates,
    nextAvailable: nextAvailableRental(occupancy, fleetUnits, searchFor(rental, day)),
  };
}
