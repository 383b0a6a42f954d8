// The numbered containers (decision 0183), inside a transaction (ports/unit-of-work.ts). A change
// of a container's condition changes its size's units: the use case holds the size (the fleet
// ledger's lock) first and sets the units to `countInService` after, in the same transaction.
import type { ContainerCondition, DumpsterSizeValue } from '@dumpster/domain';

export interface StoredContainer {
  readonly id: string;
  readonly number: string;
  readonly size: DumpsterSizeValue;
  readonly condition: ContainerCondition;
  /** null: in the yard. */
  readonly bookingId: string | null;
  /** The business day it got where it is (YYYY-MM-DD). */
  readonly since: string;
}

/** A container with the booking it sits at, for the owner's list. */
export interface ContainerListRow extends StoredContainer {
  readonly bookingReference: string | null;
  readonly address: string | null;
  readonly pickupDate: string | null;
}

export class ContainerNumberTakenError extends Error {
  override name = 'ContainerNumberTakenError';
}

export interface ContainerRepository {
  /** Every container, by size then number, with the booking each one sits at. */
  list(): Promise<ContainerListRow[]>;
  /** One container, its row locked until the transaction ends; undefined if there is none. */
  lock(id: string): Promise<StoredContainer | undefined>;
  /** The container painted with `number`, its row locked until the transaction ends. */
  lockByNumber(number: string): Promise<StoredContainer | undefined>;
  /** Every painted number in use (retired boxes keep theirs). */
  numbers(): Promise<Set<string>>;
  /** Adds a container; a number already painted on another throws ContainerNumberTakenError. */
  add(container: StoredContainer): Promise<void>;
  setCondition(id: string, condition: ContainerCondition): Promise<void>;
  /** Puts the container at a booking (or the yard: null) from `since`. */
  place(id: string, bookingId: string | null, since: string): Promise<void>;
  /** The containers of a size that count in the fleet. */
  countInService(size: DumpsterSizeValue): Promise<number>;
  /** The size's containers in service, those in the yard first, then the highest numbers first. */
  inServiceToRetire(size: DumpsterSizeValue, count: number): Promise<StoredContainer[]>;
}
