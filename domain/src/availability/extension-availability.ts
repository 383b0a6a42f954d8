// Judging an extension against the fleet: the booking already holds its unit through its
// current pickup date, so only the added days need a free unit. When one of them is full, the
// latest pickup that still works is the day before the first full day (none when that is the
// current pickup date itself). Given the business's calendar, that latest pickup is an open day.
import { type BusinessCalendar, previousOpenDay } from '../business-calendar/business-calendar.ts';
import { addDays, compareDates } from '../calendar/calendar-date.ts';
import type { DateRange } from './booking-occupancy.ts';
import type { DailyOccupancy } from './daily-occupancy.ts';
import { unavailableDates } from './fleet-capacity.ts';

export type ExtensionAvailability =
  | { readonly available: true }
  | {
      readonly available: false;
      readonly unavailableDates: readonly string[];
      /** The latest pickup date the fleet allows, or null when no day can be added. */
      readonly latestPickupDate: string | null;
    };

/** The days an extension adds: the day after the current pickup through the new one. */
export function extensionRange(rental: { currentPickupDate: string; pickupDate: string }): DateRange {
  return { from: addDays(rental.currentPickupDate, 1), to: rental.pickupDate };
}

export function extensionAvailability(
  occupancy: DailyOccupancy,
  fleetUnits: number,
  rental: { readonly currentPickupDate: string; readonly pickupDate: string },
  { calendar }: { readonly calendar?: BusinessCalendar | undefined } = {},
): ExtensionAvailability {
  const full = unavailableDates(occupancy, fleetUnits, extensionRange(rental));
  const firstFull = full[0];
  if (firstFull === undefined) return { available: true };
  const dayBefore = addDays(firstFull, -1);
  const latest = calendar ? previousOpenDay(calendar, dayBefore) : dayBefore;
  return {
    available: false,
    unavailableDates: full,
    latestPickupDate: compareDates(latest, rental.currentPickupDate) > 0 ? latest : null,
  };
}
