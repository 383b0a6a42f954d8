// What POST /api/bookings answers for a stored booking (docs/api.md): its id and reference,
// status, size, dates and frozen quote, and no personal data echoed back. The valibot schema is
// the contract: the server builds its answer with `bookingReceipt`, the browser and the mock API
// type theirs with `BookingReceipt`, and the OpenAPI document is generated from the schema.
import * as v from 'valibot';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { bookingReferencePattern } from './booking-reference.ts';
import { bookingTypes } from './booking-schema.ts';
import { bookingStatuses } from './booking-status.ts';
import type { FrozenQuote } from './frozen-quote.ts';

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const isoDate = v.pipe(v.string(), v.isoDate());

export const frozenQuoteSchema = v.object({
  basePriceCents: cents,
  includedDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
  extraDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
  extraDayRateCents: cents,
  extraCostCents: cents,
  totalCents: cents,
}) satisfies v.GenericSchema<FrozenQuote>;

export const bookingReceiptSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  /** What the customer quotes on the phone, e.g. CH-7K3M-9Q2P. */
  reference: v.pipe(v.string(), v.regex(bookingReferencePattern)),
  status: v.picklist(bookingStatuses),
  bookingType: v.picklist(bookingTypes),
  dumpsterSize: v.picklist(dumpsterSizeValues),
  deliveryDate: isoDate,
  pickupDate: isoDate,
  /** When the booking was stored, as an ISO 8601 instant. */
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  quote: frozenQuoteSchema,
});

export type BookingReceipt = v.InferOutput<typeof bookingReceiptSchema>;

/** The receipt of a stored booking. */
export function bookingReceipt(booking: {
  readonly id: string;
  readonly reference: string;
  readonly status: BookingReceipt['status'];
  readonly bookingType: BookingReceipt['bookingType'];
  readonly dumpsterSize: BookingReceipt['dumpsterSize'];
  readonly deliveryDate: string;
  readonly pickupDate: string;
  readonly createdAt: Date;
  readonly quote: FrozenQuote;
}): BookingReceipt {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    bookingType: booking.bookingType,
    dumpsterSize: booking.dumpsterSize,
    deliveryDate: booking.deliveryDate,
    pickupDate: booking.pickupDate,
    createdAt: booking.createdAt.toISOString(),
    quote: { ...booking.quote },
  };
}
