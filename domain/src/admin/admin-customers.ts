// The back office's customers (decision 0171): the look-up staff type a phone number or an e-mail
// into (the domain's customerLookup), each match with their recent bookings and requests, and one
// customer's page with everything of theirs and their totals in cents.
import * as v from 'valibot';
import { bookingTypes } from '../booking/booking-schema.ts';
import { bookingStatuses } from '../booking/booking-status.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { customerLookupMinLength } from '../contact-details/customer-keys.ts';
import { adminContactRequestSchema } from './admin-contact-requests.ts';

export const customerLookupMessages = {
  q: `Type at least ${customerLookupMinLength} characters of a phone number or an e-mail address`,
} as const;

export const adminCustomerLookupQuerySchema = v.object({
  q: v.pipe(
    v.string(customerLookupMessages.q),
    v.trim(),
    v.minLength(customerLookupMinLength, customerLookupMessages.q),
    v.maxLength(254, customerLookupMessages.q),
  ),
});

/** A booking as a customer's lists show it: enough to fill a new booking's address in one click. */
export const adminCustomerBookingSchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: v.picklist(bookingStatuses),
  bookingType: v.picklist(bookingTypes),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  zipCode: v.string(),
  companyName: v.nullable(v.string()),
  jobNumber: v.nullable(v.string()),
  jobName: v.nullable(v.string()),
  dumpsterSize: v.picklist(dumpsterSizeValues),
  deliveryDate: v.string(),
  pickupDate: v.string(),
  totalCents: v.number(),
  createdAt: v.string(),
});
export type AdminCustomerBooking = v.InferOutput<typeof adminCustomerBookingSchema>;

const customerFields = {
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  /** Canonical addresses the customer is known by. */
  emails: v.array(v.string()),
  /** Numbers in E.164 the customer is known by. */
  phones: v.array(v.string()),
};

/** How many of each a look-up's match carries. */
export const customerLookupRecent = 5;

export const adminCustomerMatchSchema = v.object({
  ...customerFields,
  /** Newest first, at most customerLookupRecent. */
  recentBookings: v.array(adminCustomerBookingSchema),
  recentRequests: v.array(adminContactRequestSchema),
});
export type AdminCustomerMatch = v.InferOutput<typeof adminCustomerMatchSchema>;

export const adminCustomerLookupSchema = v.object({ customers: v.array(adminCustomerMatchSchema) });
export type AdminCustomerLookup = v.InferOutput<typeof adminCustomerLookupSchema>;

export const adminCustomerTotalsSchema = v.object({
  bookings: v.number(),
  /** Not cancelled. */
  activeBookings: v.number(),
  cancelledBookings: v.number(),
  /** The frozen totals of the bookings not cancelled, in cents. */
  bookedCents: v.number(),
  contactRequests: v.number(),
});
export type AdminCustomerTotals = v.InferOutput<typeof adminCustomerTotalsSchema>;

export const adminCustomerDetailSchema = v.object({
  ...customerFields,
  /** Newest first. */
  bookings: v.array(adminCustomerBookingSchema),
  contactRequests: v.array(adminContactRequestSchema),
  totals: adminCustomerTotalsSchema,
});
export type AdminCustomerDetail = v.InferOutput<typeof adminCustomerDetailSchema>;

/** The totals of a customer's bookings (cancelled ones count but add nothing). */
export function customerTotals(
  bookings: readonly { readonly status: string; readonly totalCents: number }[],
  contactRequests: number,
): AdminCustomerTotals {
  const active = bookings.filter((booking) => booking.status !== 'cancelled');
  return {
    bookings: bookings.length,
    activeBookings: active.length,
    cancelledBookings: bookings.length - active.length,
    bookedCents: active.reduce((sum, booking) => sum + booking.totalCents, 0),
    contactRequests,
  };
}
