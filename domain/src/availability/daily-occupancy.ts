// How many units of one size are out on each day of a range: the figure every availability
// rule reads. Built either from bookings (a difference array: O(bookings + days)) or from
// per-day counts the database already summed.
import { addDays, compareDates, daysBetween } from '../calendar/calendar-date.ts';
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';
import { type DateRange, type OccupancyBooking, occupiedDays } from './booking-occupancy.ts';

/** `units[i]` units are out on `addDays(from, i)`; the range ends at `from + units.length - 1`. */
export interface DailyOccupancy {
  readonly from: string;
  readonly units: readonly number[];
}

function checkRange({ from, to }: DateRange): number {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new RangeError(`The range ends (${to}) before it starts (${from})`);
  return days;
}

/** The last day an occupancy covers. */
export function occupancyEnd(occupancy: DailyOccupancy): string {
  return addDays(occupancy.from, occupancy.units.length - 1);
}

/**
 * Units of `size` out on each day from `from` to `to`, counting the bookings that occupy a unit
 * (occupiedDays); `excludeBookingId` leaves out the booking being changed, so its new dates are
 * judged against everyone else's.
 */
export function dailyOccupancy(
  bookings: Iterable<OccupancyBooking>,
  query: DateRange & { readonly size: DumpsterSizeValue; readonly excludeBookingId?: string },
): DailyOccupancy {
  const days = checkRange(query);
  const changes = new Array<number>(days + 1).fill(0);
  for (const booking of bookings) {
    if (booking.dumpsterSize !== query.size) continue;
    if (query.excludeBookingId !== undefined && booking.id === query.excludeBookingId) continue;
    const range = occupiedDays(booking);
    if (!range || compareDates(range.to, query.from) < 0 || compareDates(range.from, query.to) > 0) continue;
    const first = Math.max(0, daysBetween(query.from, range.from));
    const last = Math.min(days - 1, daysBetween(query.from, range.to));
    changes[first] = (changes[first] ?? 0) + 1;
    changes[last + 1] = (changes[last + 1] ?? 0) - 1;
  }
  const units: number[] = [];
  let running = 0;
  for (let day = 0; day < days; day++) {
    running += changes[day] ?? 0;
    units.push(running);
  }
  return { from: query.from, units };
}

/** The occupancy of a range from per-day counts (a day absent from `counts` has none out). */
export function dailyOccupancyFromCounts(
  range: DateRange,
  counts: ReadonlyMap<string, number> | Readonly<Record<string, number>>,
): DailyOccupancy {
  const days = checkRange(range);
  const countOn = (date: string): number => {
    if (counts instanceof Map) return counts.get(date) ?? 0;
    const record = counts as Readonly<Record<string, number>>;
    return Object.hasOwn(record, date) ? (record[date] ?? 0) : 0;
  };
  const units = Array.from({ length: days }, (_, day) => countOn(addDays(range.from, day)));
  return { from: range.from, units };
}

/** Each day of the occupancy with its units out: the back office's month view. */
export function occupancyByDate(occupancy: DailyOccupancy): { date: string; occupiedUnits: number }[] {
  return occupancy.units.map((occupiedUnits, day) => ({ date: addDays(occupancy.from, day), occupiedUnits }));
}

/** The index of `date` in the occupancy; throws when the occupancy does not cover it. */
export function occupancyIndex(occupancy: DailyOccupancy, date: string): number {
  const index = daysBetween(occupancy.from, date);
  if (index < 0 || index >= occupancy.units.length)
    throw new RangeError(`The occupancy covers ${occupancy.from} to ${occupancyEnd(occupancy)}, not ${date}`);
  return index;
}
