import type { BookingStatus } from '@dumpster/domain';
import type { Booking } from '../booking.ts';

/** Bookings, inside a transaction (ports/unit-of-work.ts). */
export interface BookingRepository {
  /**
   * Stores a new booking, of the customer `customerId` when given (decision 0171). Throws
   * BookingReferenceTakenError when its reference exists already.
   */
  add(booking: Booking, customerId?: string): Promise<void>;
  /** The booking as stored, read without a lock (a page that only shows it). */
  findById(id: string): Promise<Booking | undefined>;
  /**
   * The booking, its row locked until the transaction ends, so a customer's change and a staff
   * member's judge it one after the other (docs/decisions/0092). Undefined when there is none.
   */
  findForUpdate(id: string): Promise<Booking | undefined>;
  /** Writes the booking's status, dates and frozen quote. */
  saveChange(booking: Booking): Promise<void>;
  /** Writes the details staff correct (decision 0175): contact, address, instructions, company and job. */
  saveDetails(booking: Booking): Promise<void>;
  /** Writes only the status (a staff transition; the rest of the booking is untouched). */
  setStatus(id: string, status: BookingStatus): Promise<void>;
}

/**
 * Another booking has this reference (40 random bits: rare, yet possible). The transaction is
 * lost; the use case tries again with a new reference.
 */
export class BookingReferenceTakenError extends Error {
  override name = 'BookingReferenceTakenError';
}
