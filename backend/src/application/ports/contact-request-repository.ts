import type { ContactRequestRecord } from '../contact-request.ts';
import type { IdempotencyRecord } from './idempotency.ts';

export interface ContactRequestRepository {
  /** Same contract as BookingRepository.add: one transaction, IdempotencyKeyTakenError on a taken key. */
  add(request: ContactRequestRecord, record?: IdempotencyRecord): Promise<void>;
}
