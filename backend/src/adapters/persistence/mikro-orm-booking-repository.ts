import type { BookingStatus, BookingType, DumpsterSizeValue } from '@dumpster/domain';
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

/** Dates as text, so both drivers hand back the calendar date and never a local midnight. */
const selectBooking = `select "id", "reference", "status", "booking_type", "name", "email", "phone", "address",
  "city", "state", "zip_code", "company_name", "job_number", "job_name", "dumpster_size",
  to_char("delivery_date", 'YYYY-MM-DD') as "delivery_date", to_char("pickup_date", 'YYYY-MM-DD') as "pickup_date",
  "special_instructions", "sms_opt_in", "base_price_cents", "included_days", "extra_days",
  "extra_day_rate_cents", "extra_cost_cents", "total_cents", "created_at"
  from "bookings"`;

type BookingRowRead = Record<string, unknown>;

function bookingFromRow(row: BookingRowRead): Booking {
  return {
    id: String(row.id),
    reference: String(row.reference),
    status: row.status as BookingStatus,
    bookingType: row.booking_type as BookingType,
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    address: String(row.address),
    city: String(row.city),
    state: 'FL',
    zipCode: String(row.zip_code),
    companyName: (row.company_name as string | null) ?? null,
    jobNumber: (row.job_number as string | null) ?? null,
    jobName: (row.job_name as string | null) ?? null,
    dumpsterSize: row.dumpster_size as DumpsterSizeValue,
    deliveryDate: String(row.delivery_date),
    pickupDate: String(row.pickup_date),
    specialInstructions: (row.special_instructions as string | null) ?? null,
    smsOptIn: Boolean(row.sms_opt_in),
    quote: {
      basePriceCents: Number(row.base_price_cents),
      includedDays: Number(row.included_days),
      extraDays: Number(row.extra_days),
      extraDayRateCents: Number(row.extra_day_rate_cents),
      extraCostCents: Number(row.extra_cost_cents),
      totalCents: Number(row.total_cents),
    },
    createdAt: new Date(row.created_at as string | Date),
  };
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
    const rows = await this.em.execute<BookingRowRead[]>(`${selectBooking} where "id" = ?`, [id]);
    const row = rows[0];
    return row ? bookingFromRow(row) : undefined;
  }

  async findForUpdate(id: string): Promise<Booking | undefined> {
    const rows = await this.em.execute<BookingRowRead[]>(`${selectBooking} where "id" = ? for update`, [id]);
    const row = rows[0];
    return row ? bookingFromRow(row) : undefined;
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
