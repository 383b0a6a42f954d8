// The unit of work and its repositories in memory, for use-case and HTTP tests. It behaves like
// the database where the use cases can tell: a transaction that throws leaves nothing behind, a
// taken idempotency key or booking reference is refused, and an "unreachable" store refuses
// everything. Transactions run one at a time, as on PGlite.
import {
  type DailyOccupancy,
  type DateRange,
  type DumpsterSizeValue,
  dailyOccupancy,
  defaultFleet,
  dumpsterSizeValues,
  type Fleet,
} from '@dumpster/domain';
import type { AuditEvent } from '../../application/audit-event.ts';
import type { Booking } from '../../application/booking.ts';
import type { BookingEvent } from '../../application/booking-event.ts';
import type { ContactRequestRecord } from '../../application/contact-request.ts';
import { BookingReferenceTakenError } from '../../application/ports/booking-repository.ts';
import {
  type FleetLedger,
  FleetNotStoredError,
  type FleetSize,
  fleetSettingAuthor,
} from '../../application/ports/fleet-ledger.ts';
import {
  IdempotencyKeyTakenError,
  type IdempotencyRecord,
  type IdempotencyStore,
} from '../../application/ports/idempotency.ts';
import type { TransactionRepositories, UnitOfWork } from '../../application/ports/unit-of-work.ts';
import { StorageUnavailableError } from '../../application/storage-unavailable-error.ts';

export class InMemoryStore implements UnitOfWork {
  bookings: Booking[] = [];
  contactRequests: ContactRequestRecord[] = [];
  bookingEvents: BookingEvent[] = [];
  auditEvents: AuditEvent[] = [];
  idempotencyRecords = new Map<string, IdempotencyRecord>();
  /** One row per size, as the first start stores them (fleet-seed.ts). */
  fleet = new Map<DumpsterSizeValue, FleetSize>();
  /** When true every call fails as an unreachable database would. */
  unavailable = false;
  /** Transactions committed so far (a test can tell a replay wrote nothing). */
  commits = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: { fleet?: Fleet } = {}) {
    this.setFleet(options.fleet ?? defaultFleet);
  }

  /** Sets every size's units, as a first start would (a test's fleet). */
  setFleet(fleet: Fleet): void {
    const updatedAt = new Date(0);
    this.fleet = new Map(
      dumpsterSizeValues.map((size) => [
        size,
        { size, units: fleet[size], updatedAt, updatedBy: fleetSettingAuthor },
      ]),
    );
  }

  readonly idempotencyStore: IdempotencyStore = {
    find: async (scope, key) => {
      this.check();
      return this.idempotencyRecords.get(`${scope} ${key}`);
    },
  };

  transaction<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.runAlone(work));
    this.queue = run.catch(() => {});
    return run;
  }

  private async runAlone<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T> {
    this.check();
    const before = {
      bookings: [...this.bookings],
      contactRequests: [...this.contactRequests],
      bookingEvents: [...this.bookingEvents],
      auditEvents: [...this.auditEvents],
      idempotencyRecords: new Map(this.idempotencyRecords),
      fleet: new Map(this.fleet),
    };
    let open = true;
    const guard = <A extends unknown[]>(write: (...args: A) => void) => {
      return async (...args: A) => {
        if (!open) throw new Error('this transaction has ended');
        this.check();
        write(...args);
      };
    };
    const read = <A extends unknown[], R>(look: (...args: A) => R) => {
      return async (...args: A): Promise<R> => {
        if (!open) throw new Error('this transaction has ended');
        this.check();
        return look(...args);
      };
    };
    // Transactions here run one at a time: holding a size needs no lock.
    const fleet: FleetLedger = {
      hold: read((size: DumpsterSizeValue, range: DateRange, options?: { excludeBookingId?: string }) =>
        this.heldSize(size, range, options?.excludeBookingId),
      ),
      tryHold: read((size: DumpsterSizeValue, range: DateRange, options?: { excludeBookingId?: string }) =>
        this.heldSize(size, range, options?.excludeBookingId),
      ),
      read: read((size: DumpsterSizeValue, range: DateRange, options?: { excludeBookingId?: string }) =>
        this.heldSize(size, range, options?.excludeBookingId),
      ),
      sizes: read(() => dumpsterSizeValues.flatMap((size) => this.fleet.get(size) ?? [])),
      setUnits: guard((change: { size: DumpsterSizeValue; units: number; at: Date; by: string }) => {
        if (!this.fleet.has(change.size)) throw new FleetNotStoredError(`No fleet row for ${change.size}`);
        this.fleet.set(change.size, {
          size: change.size,
          units: change.units,
          updatedAt: change.at,
          updatedBy: change.by,
        });
      }),
    };
    try {
      const result = await work({
        fleet,
        bookings: {
          add: guard((booking: Booking) => {
            if (this.bookings.some((stored) => stored.reference === booking.reference)) {
              throw new BookingReferenceTakenError(booking.reference);
            }
            this.bookings.push(booking);
          }),
        },
        contactRequests: {
          add: guard((request: ContactRequestRecord) => this.contactRequests.push(request)),
        },
        bookingEvents: { append: guard((event: BookingEvent) => this.bookingEvents.push(event)) },
        audit: { append: guard((event: AuditEvent) => this.auditEvents.push(event)) },
        idempotency: {
          record: guard((record: IdempotencyRecord) => {
            const id = `${record.scope} ${record.key}`;
            if (this.idempotencyRecords.has(id)) throw new IdempotencyKeyTakenError(id);
            this.idempotencyRecords.set(id, record);
          }),
        },
      });
      this.commits += 1;
      return result;
    } catch (error) {
      Object.assign(this, before);
      throw error;
    } finally {
      open = false;
    }
  }

  private heldSize(
    size: DumpsterSizeValue,
    range: DateRange,
    excludeBookingId?: string,
  ): { fleetUnits: number; occupancy: DailyOccupancy } {
    const row = this.fleet.get(size);
    if (!row) throw new FleetNotStoredError(`No fleet row for ${size}`);
    const occupancy = dailyOccupancy(this.bookings, {
      ...range,
      size,
      ...(excludeBookingId === undefined ? {} : { excludeBookingId }),
    });
    return { fleetUnits: row.units, occupancy };
  }

  private check(): void {
    if (this.unavailable) throw new StorageUnavailableError('in-memory store set unavailable');
  }
}
