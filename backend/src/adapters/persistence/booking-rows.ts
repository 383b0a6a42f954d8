// A bookings row read back with raw SQL: the select list (dates as text, so no driver turns a
// calendar day into an instant) and the mapping to the application's Booking.
import type { BookingStatus, BookingType, DumpsterSizeValue, FrozenQuote } from '@dumpster/domain';
import type { Booking } from '../../application/booking.ts';

export const bookingColumns = `b."id", b."reference", b."status", b."booking_type", b."name", b."email", b."phone",
  b."address", b."city", b."state", b."zip_code", b."company_name", b."job_number", b."job_name",
  b."dumpster_size", b."delivery_date"::text as "delivery_date", b."pickup_date"::text as "pickup_date",
  b."special_instructions", b."sms_opt_in", b."base_price_cents", b."included_days", b."extra_days",
  b."extra_day_rate_cents", b."extra_cost_cents", b."total_cents", b."created_at"`;

export type BookingRow = Record<string, unknown>;

export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** The quote frozen on a booking, from its columns (PostgreSQL may answer numbers as text). */
export function quoteFromRow(row: BookingRow): FrozenQuote {
  return {
    basePriceCents: Number(row.base_price_cents),
    includedDays: Number(row.included_days),
    extraDays: Number(row.extra_days),
    extraDayRateCents: Number(row.extra_day_rate_cents),
    extraCostCents: Number(row.extra_cost_cents),
    totalCents: Number(row.total_cents),
  };
}

export function bookingFromRow(row: BookingRow): Booking {
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
    quote: quoteFromRow(row),
    createdAt: toDate(row.created_at),
  };
}
