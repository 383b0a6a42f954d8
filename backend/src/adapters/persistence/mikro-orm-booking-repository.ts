import type { Booking } from '../../application/booking.ts';
import type { BookingRepository } from '../../application/ports/booking-repository.ts';
import type { IdempotencyRecord } from '../../application/ports/idempotency.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import type { Orm } from './orm.ts';
import { insertWithRecord } from './transactional-insert.ts';

export function bookingRow(booking: Booking) {
  const { quote, ...fields } = booking;
  return { ...fields, ...quote };
}

export class MikroOrmBookingRepository implements BookingRepository {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  add(booking: Booking, record?: IdempotencyRecord): Promise<void> {
    return insertWithRecord(this.orm, BookingEntity, bookingRow(booking), record);
  }
}
