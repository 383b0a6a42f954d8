// The next possible delivery date when the business has a calendar (decision 0130): a delivery
// only on an open day, its pickup `rentalDays` later or, when that day is closed, on the next
// open day (the pickup the customer would be planned), with a unit free every day in between.
// A prefix count of the full days answers each candidate in O(1), so the search stays one pass.

import { type BusinessCalendar, nextOpenDay } from '../business-calendar/business-calendar.ts';
import { plannedPickupDate } from '../business-calendar/rental-days.ts';
import { addDays } from '../calendar/calendar-date.ts';
import type { RentalDates } from './booking-occupancy.ts';
import { type DailyOccupancy, occupancyIndex } from './daily-occupancy.ts';
import { isFull } from './fleet-capacity.ts';

export interface CalendarSearch {
  readonly start: string;
  readonly rentalDays: number;
  readonly lastDelivery: string;
  readonly calendar: BusinessCalendar;
}

/** The last day the search reads: the planned pickup of the last delivery offered. */
export function calendarSearchEnd(search: CalendarSearch): string {
  return plannedPickupDate(search.calendar, search.lastDelivery, search.rentalDays);
}

export function nextAvailableRentalOnCalendar(
  occupancy: DailyOccupancy,
  fleetUnits: number,
  search: CalendarSearch,
): RentalDates | null {
  const first = occupancyIndex(occupancy, search.start);
  const last = occupancyIndex(occupancy, calendarSearchEnd(search));
  // fullBefore[i]: full days among the occupancy's days first .. first + i - 1.
  const fullBefore = [0];
  for (let day = first; day <= last; day++)
    fullBefore.push((fullBefore.at(-1) ?? 0) + (isFull(occupancy.units[day] ?? 0, fleetUnits) ? 1 : 0));
  for (
    let deliveryDate = nextOpenDay(search.calendar, search.start);
    deliveryDate <= search.lastDelivery;
    deliveryDate = nextOpenDay(search.calendar, addDays(deliveryDate, 1))
  ) {
    const pickupDate = plannedPickupDate(search.calendar, deliveryDate, search.rentalDays);
    const from = occupancyIndex(occupancy, deliveryDate) - first;
    const to = occupancyIndex(occupancy, pickupDate) - first;
    if ((fullBefore[to + 1] ?? 0) - (fullBefore[from] ?? 0) === 0) return { deliveryDate, pickupDate };
  }
  return null;
}
