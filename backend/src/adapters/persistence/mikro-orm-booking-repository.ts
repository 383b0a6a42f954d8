import type { Booking } from '../../application/booking.ts';
import {
  BookingReferenceTakenError,
  type BookingRepository,
} from '../../application/ports/booking-repository.ts';
import { isUniqueViolationOf } from './database-errors.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

/** The booking as one row: the frozen quote's fields beside the booking's. */
export function bookingRow(booking: Booking) {
  const { quote, ...fields } = booking;
  return { ...fields, ...quote };
}

export class MikroOrmBookingRepository implements BookingRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(booking: Booking): Promise<void> {
    try {
      await insertRow(this.em, BookingEntity, bookingRow(booking));
    } catch (error) {
      if (isUniqueViolationOf(error, 'bookings_reference_unique')) {
        throw new BookingReferenceTakenError(booking.reference, { cause: error });
      }
      throw error;
    }
  }
}
