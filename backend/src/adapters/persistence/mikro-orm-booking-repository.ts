import type { BookingStatus } from '@dumpster/domain';
import type { Booking } from '../../application/booking.ts';
import {
  BookingReferenceTakenError,
  type BookingRepository,
} from '../../application/ports/booking-repository.ts';
import { type BookingRow, bookingColumns, bookingFromRow } from './booking-rows.ts';
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

  async findById(id: string): Promise<Booking | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.em.execute<BookingRow[]>(
      `select ${bookingColumns} from "bookings" b where b."id" = ?`,
      [id],
    );
    const row = rows[0];
    return row ? bookingFromRow(row) : undefined;
  }

  async findForUpdate(id: string): Promise<Booking | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.em.execute<BookingRow[]>(
      `select ${bookingColumns} from "bookings" b where b."id" = ? for update`,
      [id],
    );
    return rows[0] ? bookingFromRow(rows[0]) : undefined;
  }

  async setStatus(id: string, status: BookingStatus): Promise<void> {
    await this.em.execute(`update "bookings" set "status" = ? where "id" = ?`, [status, id], 'run');
  }

  async saveChange(booking: Booking): Promise<void> {
    const { quote } = booking;
    await this.em.execute(
      `update "bookings" set "status" = ?, "delivery_date" = ?, "pickup_date" = ?, "base_price_cents" = ?,
        "included_days" = ?, "extra_days" = ?, "extra_day_rate_cents" = ?, "extra_cost_cents" = ?,
        "total_cents" = ? where "id" = ?`,
      [
        booking.status,
        booking.deliveryDate,
        booking.pickupDate,
        quote.basePriceCents,
        quote.includedDays,
        quote.extraDays,
        quote.extraDayRateCents,
        quote.extraCostCents,
        quote.totalCents,
        booking.id,
      ],
      'run',
    );
  }
}

/** A path's id that is no UUID names no row (and must not reach a uuid cast). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
