// The rules a booking's dates obey (spec section 5, decision 0009): no delivery in the past or
// more than a year ahead, no pickup before delivery, no online rental longer than a year. One
// list, read by the booking form's schema and by a customer's reschedule, so both refuse the
// same dates with the same words.
import { addDays, isIsoDate } from '../calendar/calendar-date.ts';

/** How far ahead a delivery can be booked online, and the longest rental quoted online. */
export const bookingWindowDays = 365;
export const longestOnlineRentalDays = 365;

export const bookingDateMessages = {
  deliveryDate: 'Please choose a delivery date',
  pickupDate: 'Please choose a pickup date',
  deliveryInPast: 'Delivery date cannot be in the past',
  deliveryTooFar: `Delivery date must be within the next ${bookingWindowDays} days`,
  pickupBeforeDelivery: 'Pickup date cannot be before the delivery date',
  rentalTooLong: `For rentals longer than ${longestOnlineRentalDays} days, please call us for a custom quote`,
} as const;

export interface BookingDates {
  readonly deliveryDate: string;
  readonly pickupDate: string;
}

export interface BookingDateRule {
  /** The field the message belongs under. */
  readonly field: keyof BookingDates;
  readonly message: string;
  /** The dates the rule reads: it is judged only when they are real calendar dates. */
  readonly reads: readonly (keyof BookingDates)[];
  readonly holds: (dates: BookingDates, today: string) => boolean;
}

export const bookingDateRules = {
  deliveryInPast: {
    field: 'deliveryDate',
    message: bookingDateMessages.deliveryInPast,
    reads: ['deliveryDate'],
    holds: ({ deliveryDate }, today) => deliveryDate >= today,
  },
  deliveryTooFar: {
    field: 'deliveryDate',
    message: bookingDateMessages.deliveryTooFar,
    reads: ['deliveryDate'],
    holds: ({ deliveryDate }, today) => deliveryDate <= addDays(today, bookingWindowDays),
  },
  pickupBeforeDelivery: {
    field: 'pickupDate',
    message: bookingDateMessages.pickupBeforeDelivery,
    reads: ['deliveryDate', 'pickupDate'],
    holds: ({ deliveryDate, pickupDate }) => pickupDate >= deliveryDate,
  },
  rentalTooLong: {
    field: 'pickupDate',
    message: bookingDateMessages.rentalTooLong,
    reads: ['deliveryDate', 'pickupDate'],
    holds: ({ deliveryDate, pickupDate }) => pickupDate <= addDays(deliveryDate, longestOnlineRentalDays),
  },
} as const satisfies Record<string, BookingDateRule>;

/** The first message per field for these dates, today being `today`; empty when they are fine. */
export function bookingDateErrors(
  dates: BookingDates,
  { today }: { today: string },
): Partial<Record<keyof BookingDates, string>> {
  const errors: Partial<Record<keyof BookingDates, string>> = {};
  if (!isIsoDate(dates.deliveryDate)) errors.deliveryDate = bookingDateMessages.deliveryDate;
  if (!isIsoDate(dates.pickupDate)) errors.pickupDate = bookingDateMessages.pickupDate;
  for (const rule of Object.values<BookingDateRule>(bookingDateRules))
    if (appliesTo(rule, dates) && !rule.holds(dates, today)) errors[rule.field] ??= rule.message;
  return errors;
}

/** True when every date the rule reads is a real calendar date. */
export function appliesTo(rule: BookingDateRule, dates: BookingDates): boolean {
  return rule.reads.every((field) => isIsoDate(dates[field]));
}
