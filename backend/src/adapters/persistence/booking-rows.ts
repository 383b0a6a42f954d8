// A booking as the ORM stores and reads it (BookingEntity): the frozen quote's fields beside the
// booking's, under the entity's property names. The entity's `date` columns come back as
// YYYY-MM-DD text on PostgreSQL and PGlite alike, so no driver turns a calendar day into an
// instant; `created_at` comes back as a Date.
import type { BookingStatus, BookingType, DumpsterSizeValue, FrozenQuote } from '@dumpster/domain';
import type { InferEntity } from '@mikro-orm/core';
import type { Booking } from '../../application/booking.ts';
import type { BookingEntity } from './entities/booking-entity.ts';

/** A bookings row read through the query builder, under the entity's property names. */
export type BookingData = InferEntity<typeof BookingEntity>;

/** The entity's data of a booking: one row, the frozen quote flattened beside the booking. */
export function bookingData(booking: Booking) {
  const { quote, ...fields } = booking;
  return { ...fields, ...quote };
}

export function bookingFromData(row: BookingData): Booking {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as BookingStatus,
    bookingType: row.bookingType as BookingType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: 'FL',
    zipCode: row.zipCode,
    companyName: row.companyName ?? null,
    jobNumber: row.jobNumber ?? null,
    jobName: row.jobName ?? null,
    dumpsterSize: row.dumpsterSize as DumpsterSizeValue,
    deliveryDate: String(row.deliveryDate),
    pickupDate: String(row.pickupDate),
    specialInstructions: row.specialInstructions ?? null,
    smsOptIn: Boolean(row.smsOptIn),
    quote: {
      basePriceCents: row.basePriceCents,
      includedDays: row.includedDays,
      extraDays: row.extraDays,
      extraDayRateCents: row.extraDayRateCents,
      extraCostCents: row.extraCostCents,
      totalCents: row.totalCents,
    },
    createdAt: new Date(row.createdAt),
  };
}

/**
 * The quote frozen on a booking, from a row read by column name (PostgreSQL may answer numbers
 * as text): the reliability suite reads the stored rows back this way.
 */
export function quoteFromRow(row: Record<string, unknown>): FrozenQuote {
  return {
    basePriceCents: Number(row.base_price_cents),
    includedDays: Number(row.included_days),
    extraDays: Number(row.extra_days),
    extraDayRateCents: Number(row.extra_day_rate_cents),
    extraCostCents: Number(row.extra_cost_cents),
    totalCents: Number(row.total_cents),
  };
}
