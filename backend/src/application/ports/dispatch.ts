// Trucks and the stops' assignments (decisions 0181, 0184), inside a transaction
// (ports/unit-of-work.ts). The stops themselves are derived from the bookings (the domain's
// deriveDayStops over the day board's read); only who drives each part is stored.
import type { DumpsterSizeValue, StopPartKind, StopWindow } from '@dumpster/domain';

export interface StoredTruck {
  readonly id: string;
  readonly name: string;
  readonly sizes: readonly DumpsterSizeValue[];
  readonly inService: boolean;
}

export class TruckNameTakenError extends Error {
  override name = 'TruckNameTakenError';
}

export interface TruckRepository {
  /** Every truck, by name. */
  list(): Promise<StoredTruck[]>;
  /** A name already used throws TruckNameTakenError. */
  add(truck: StoredTruck): Promise<void>;
  /** Resolves false when there is no such truck; a name already used throws TruckNameTakenError. */
  update(truck: StoredTruck): Promise<boolean>;
}

/** One booking's part of a stop, as assigned for a day. */
export interface PartAssignment {
  readonly bookingId: string;
  readonly part: StopPartKind;
  readonly date: string;
  readonly driverId: string | null;
  readonly truckId: string | null;
  readonly window: StopWindow | null;
  readonly position: number | null;
  readonly containerId: string | null;
  /** The container's painted number, when one is set. */
  readonly containerNumber: string | null;
}

export interface StopAssignmentRepository {
  /** The parts assigned for `date` (a part assigned for another day is not among them). */
  forDay(date: string): Promise<PartAssignment[]>;
  /**
   * Stores the parts' assignment (one row per booking and part, replacing what it had, the day
   * included), by `by`.
   */
  save(parts: readonly Omit<PartAssignment, 'containerNumber'>[], at: Date, by: string): Promise<void>;
}
