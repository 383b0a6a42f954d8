// A size is unavailable on a day when the units out reach its fleet; a rental is possible only
// when every day of it has a unit free. With the fleet lowered below what is booked, some days
// have more units out than exist: they are over-committed, and the owner must see them.
import { addDays, daysBetween } from '../calendar/calendar-date.ts';
import type { DateRange, RentalDates } from './booking-occupancy.ts';
import { type DailyOccupancy, occupancyIndex } from './daily-occupancy.ts';

/** True when no unit of the size is free on that day. */
export function isFull(occupiedUnits: number, fleetUnits: number): boolean {
  return occupiedUnits >= fleetUnits;
}

function indexesOf(occupancy: DailyOccupancy, range: DateRange | undefined): [number, number] {
  if (!range) return [0, occupancy.units.length - 1];
  if (daysBetween(range.from, range.to) < 0)
    throw new RangeError(`The range ends (${range.to}) before it starts (${range.from})`);
  return [occupancyIndex(occupancy, range.from), occupancyIndex(occupancy, range.to)];
}

/** The days with no unit free, within `range` (default: all the occupancy covers), in order. */
export function unavailableDates(occupancy: DailyOccupancy, fleetUnits: number, range?: DateRange): string[] {
  const [first, last] = indexesOf(occupancy, range);
  const dates: string[] = [];
  for (let day = first; day <= last; day++)
    if (isFull(occupancy.units[day] ?? 0, fleetUnits)) dates.push(addDays(occupancy.from, day));
  return dates;
}

/** The full days a rental would need a unit on: empty when the rental is possible. */
export function unavailableRentalDates(
  occupancy: DailyOccupancy,
  fleetUnits: number,
  rental: RentalDates,
): string[] {
  return unavailableDates(occupancy, fleetUnits, { from: rental.deliveryDate, to: rental.pickupDate });
}

/** True when every day from delivery through pickup has a unit free. */
export function isRangeAvailable(
  occupancy: DailyOccupancy,
  fleetUnits: number,
  rental: RentalDates,
): boolean {
  return unavailableRentalDates(occupancy, fleetUnits, rental).length === 0;
}

export interface OverCommittedDay {
  readonly date: string;
  readonly occupiedUnits: number;
  /** Units out beyond the fleet: bookings that have no dumpster unless one comes back. */
  readonly excessUnits: number;
}

/** The days with more units out than the fleet holds (after the owner lowered it). */
export function overCommittedDays(occupancy: DailyOccupancy, fleetUnits: number): OverCommittedDay[] {
  const days: OverCommittedDay[] = [];
  occupancy.units.forEach((occupiedUnits, day) => {
    if (occupiedUnits > fleetUnits)
      days.push({
        date: addDays(occupancy.from, day),
        occupiedUnits,
        excessUnits: occupiedUnits - fleetUnits,
      });
  });
  return days;
}
