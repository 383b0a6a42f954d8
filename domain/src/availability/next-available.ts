// The next possible delivery date for a size and a rental length (decisions 0085-0088): the
// first delivery date on or after `start` from which every day through pickup has a unit free,
// searched up to a year ahead. One pass over the days (O(days)), whatever the rental length:
// a delivery date works when the last full day seen lies before it. Given the business's
// calendar, the search keeps to open days (next-available-on-calendar.ts).
import type { BusinessCalendar } from '../business-calendar/business-calendar.ts';
import { addDays, daysBetween } from '../calendar/calendar-date.ts';
import type { DateRange, RentalDates } from './booking-occupancy.ts';
import { type DailyOccupancy, occupancyIndex } from './daily-occupancy.ts';
import { isFull } from './fleet-capacity.ts';
import { calendarSearchEnd, nextAvailableRentalOnCalendar } from './next-available-on-calendar.ts';

/** How far past `start` a delivery date is searched for: a year, like the booking window. */
export const nextAvailableSearchDays = 365;

export interface NextAvailableSearch {
  /** The earliest delivery date offered (today, or the date the customer asked for). */
  readonly start: string;
  /** Days between delivery and pickup (7 for a standard rental; 0 for a same-day pickup). */
  readonly rentalDays: number;
  /** The latest delivery date offered; defaults to `start` + 365 days. */
  readonly lastDelivery?: string;
  /** Open days only, and a pickup on a closed day moved to the next open day. */
  readonly calendar?: BusinessCalendar | undefined;
}

function lastDeliveryOf(search: NextAvailableSearch): string {
  if (!Number.isInteger(search.rentalDays) || search.rentalDays < 0)
    throw new RangeError(`A rental length is a whole number of days, not ${search.rentalDays}`);
  return search.lastDelivery ?? addDays(search.start, nextAvailableSearchDays);
}

/** The days the occupancy must cover for the search: `start` through the last possible pickup. */
export function nextAvailableSearchRange(search: NextAvailableSearch): DateRange {
  const lastDelivery = lastDeliveryOf(search);
  if (search.calendar)
    return {
      from: search.start,
      to: calendarSearchEnd({ ...search, lastDelivery, calendar: search.calendar }),
    };
  return { from: search.start, to: addDays(lastDelivery, search.rentalDays) };
}

/** The first rental of `rentalDays` days with a unit free every day, or null within the search. */
export function nextAvailableRental(
  occupancy: DailyOccupancy,
  fleetUnits: number,
  search: NextAvailableSearch,
): RentalDates | null {
  const lastDelivery = lastDeliveryOf(search);
  if (daysBetween(search.start, lastDelivery) < 0) return null;
  if (search.calendar)
    return nextAvailableRentalOnCalendar(occupancy, fleetUnits, {
      ...search,
      lastDelivery,
      calendar: search.calendar,
    });
  const { to } = nextAvailableSearchRange(search);
  const first = occupancyIndex(occupancy, search.start);
  const last = occupancyIndex(occupancy, to);
  let lastFull = first - 1;
  for (let day = first; day <= last; day++) {
    if (isFull(occupancy.units[day] ?? 0, fleetUnits)) {
      lastFull = day;
      continue;
    }
    // Days lastFull+1 .. day are all free: a rental ending today fits when it starts after lastFull.
    if (day - lastFull > search.rentalDays) {
      const deliveryDate = addDays(occupancy.from, day - search.rentalDays);
      return { deliveryDate, pickupDate: addDays(occupancy.from, day) };
    }
  }
  return null;
}
