import type { Booking } from '../booking.ts';
import type { IdempotencyRecord } from './idempotency.ts';

export interface BookingRepository {
  /**
   * Stores the booking and, when given, its idempotency record in one transaction. Throws
   * IdempotencyKeyTakenError (storing nothing) when the record's key already exists.
   */
  add(booking: Booking, record?: IdempotencyRecord): Promise<void>;
}
