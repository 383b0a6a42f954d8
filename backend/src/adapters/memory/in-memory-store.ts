// In-memory adapters of the storage ports, for use-case and HTTP tests. One object plays the
// database so a booking and its idempotency record are written together or not at all.
import type { Booking } from '../../application/booking.ts';
import type { ContactRequestRecord } from '../../application/contact-request.ts';
import type { BookingRepository } from '../../application/ports/booking-repository.ts';
import type { ContactRequestRepository } from '../../application/ports/contact-request-repository.ts';
import {
  IdempotencyKeyTakenError,
  type IdempotencyRecord,
  type IdempotencyStore,
} from '../../application/ports/idempotency.ts';
import { StorageUnavailableError } from '../../application/ports/storage-unavailable.ts';

export class InMemoryStore {
  readonly bookings: Booking[] = [];
  readonly contactRequests: ContactRequestRecord[] = [];
  readonly idempotencyRecords = new Map<string, IdempotencyRecord>();
  /** When true every call fails as an unreachable database would. */
  unavailable = false;

  readonly bookingRepository: BookingRepository = {
    add: async (booking, record) => this.write(record, () => this.bookings.push(booking)),
  };

  readonly contactRequestRepository: ContactRequestRepository = {
    add: async (request, record) => this.write(record, () => this.contactRequests.push(request)),
  };

  readonly idempotencyStore: IdempotencyStore = {
    find: async (scope, key) => {
      this.check();
      return this.idempotencyRecords.get(`${scope} ${key}`);
    },
  };

  private write(record: IdempotencyRecord | undefined, store: () => void): void {
    this.check();
    if (record) {
      const id = `${record.scope} ${record.key}`;
      if (this.idempotencyRecords.has(id)) throw new IdempotencyKeyTakenError(id);
      this.idempotencyRecords.set(id, record);
    }
    store();
  }

  private check(): void {
    if (this.unavailable) throw new StorageUnavailableError('in-memory store set unavailable');
  }
}
