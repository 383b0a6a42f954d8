// What the availability check reads inside a booking's (or a change's) transaction
// (availability issue, docs/decisions/0085). Holding a size locks that size's fleet row until the
// transaction ends, so two bookings of one size judge the calendar one after the other and
// cannot both take the last unit; the judgement itself is the domain's (rentalAvailability,
// extensionAvailability), given what this returns.
import type { DailyOccupancy, DateRange, DumpsterSizeValue } from '@dumpster/domain';

export interface HeldSize {
  /** Units the business owns of the size. */
  readonly fleetUnits: number;
  /** Units out on each day of the range asked for, leaving out `excludeBookingId`. */
  readonly occupancy: DailyOccupancy;
}

export interface FleetLedger {
  /** Locks `size` for this transaction, then reads its occupancy over `range`. */
  hold(
    size: DumpsterSizeValue,
    range: DateRange,
    options?: { readonly excludeBookingId?: string },
  ): Promise<HeldSize>;
}
