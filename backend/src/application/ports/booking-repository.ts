import type { BookingStatus } from '@dumpster/domain';
import type { Booking } from '../booking.ts';

/** Bookings, inside a transaction (ports/unit-of-work.ts). */
export interface BookingRepository {
  /** Stores a new booking. Throws BookingReferenceTakenError when its reference exists already. */
  add(booking: Booking): Promise<void>;
  /** The booking, its row locked until the transaction ends (a status change reads then writes). */
  findForUpdate(id: string): Promise<Booking | undefined>;
  setStatus(id: string, status: BookingStatus): Promise<void>;
}

/**
 * Another booking has this reference (40 random bits: rare, yet possible). The transaction is
 * lost; the use case tries again with a new reference.
 */
export class BookingReferenceTakenError extends Error {
  override name = 'BookingReferenceTakenError';
}
