// What the availability check reads inside a booking's (or a change's) transaction
// (docs/decisions/0085 and 0089). Holding a size over a range locks that
// part of the size's calendar until the transaction ends, so two bookings of one size whose
// ranges meet judge the calendar one after the other and cannot both take the last unit (the
// owner's fleet change holds the whole horizon); the judgement itself is the domain's
// (rentalAvailability, extensionAvailability), given what this returns.
import type { DailyOccupancy, DateRange, DumpsterSizeValue } from '@dumpster/domain';

export interface HeldSize {
  /** Units the business owns of the size. */
  readonly fleetUnits: number;
  /** Units out on each day of the range asked for, leaving out `excludeBookingId`. */
  readonly occupancy: DailyOccupancy;
}

/** One size's row of the fleet, as the back office shows it. */
export interface FleetSize {
  readonly size: DumpsterSizeValue;
  readonly units: number;
  readonly updatedAt: Date;
  /** A staff member's name, or fleetSettingAuthor for the first start's figures. */
  readonly updatedBy: string;
}

/** Who set a size's units when the first start stored them from the FLEET setting. */
export const fleetSettingAuthor = 'FLEET setting';

/** Thrown when a size has no fleet row: the start stores one per size (fleet seeding). */
export class FleetNotStoredError extends Error {
  override name = 'FleetNotStoredError';
}

export interface FleetLedger {
  /** Locks `size` over `range` for this transaction, then reads its units and occupancy there. */
  hold(
    size: DumpsterSizeValue,
    range: DateRange,
    options?: { readonly excludeBookingId?: string },
  ): Promise<HeldSize>;
  /**
   * Like hold when no other transaction holds the first part (week) of the range right now; else
   * locks nothing, waits for nothing and resolves null, so the caller may glance first
   * (decision 0089). Having the first part, it waits for the rest like hold (in order: no
   * deadlock).
   */
  tryHold(
    size: DumpsterSizeValue,
    range: DateRange,
    options?: { readonly excludeBookingId?: string },
  ): Promise<HeldSize | null>;
  /** Reads the occupancy over `range` without locking (a public read that changes nothing). */
  read(
    size: DumpsterSizeValue,
    range: DateRange,
    options?: { readonly excludeBookingId?: string },
  ): Promise<HeldSize>;
  /** Every size's row, in catalogue order. */
  sizes(): Promise<FleetSize[]>;
  /** Sets a size's units (hold the size first, in the same transaction). */
  setUnits(change: { size: DumpsterSizeValue; units: number; at: Date; by: string }): Promise<void>;
}
