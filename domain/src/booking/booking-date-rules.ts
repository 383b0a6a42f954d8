// The rules a booking's dates obey (spec section 5, decision 0009): no delivery in the past or
// more than a year ahead, no pickup before delivery, no online rental longer than a year. One
// list, read by the booking form's schema and by a customer's reschedule, so both refuse the
// same dates with the same words. Given the business's calendar and the instant, the calendar's
// rules follow (booking-calendar-rules.ts: closed days, the noon cut-off).
import * as v from 'valibot';
import type { BusinessDay } from '../business-calendar/same-day-cutoff.ts';
import { addDays, isIsoDate } from '../calendar/calendar-date.ts';
import { calendarDateErrors } from './booking-calendar-rules.ts';
import type { BookingDates } from './booking-dates.ts';

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

/** A required calendar date field: trimmed, non-empty, a real YYYY-MM-DD date, one message. */
export function calendarDateField(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.check(isIsoDate, message));
}

export type { BookingDates } from './booking-dates.ts';

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

/** True when every date the rule reads is a real calendar date. */
function appliesTo(rule: BookingDateRule, dates: BookingDates): boolean {
  return rule.reads.every((field) => isIsoDate(dates[field]));
}

/**
 * The first broken rule's message per field, judging only real calendar dates: the rules above
 * first, then the calendar's (which speak only when given a calendar or the instant).
 */
function brokenRules(dates: BookingDates, day: BusinessDay): Partial<Record<keyof BookingDates, string>> {
  const errors: Partial<Record<keyof BookingDates, string>> = {};
  for (const rule of Object.values<BookingDateRule>(bookingDateRules))
    if (appliesTo(rule, dates) && !rule.holds(dates, day.today)) errors[rule.field] ??= rule.message;
  if (day.now === undefined && day.calendar === undefined) return errors;
  return { ...calendarDateErrors(dates, day), ...errors };
}

/**
 * The first message per field for these dates, today being `today` (with `now` and `calendar`,
 * the calendar's rules too); empty when they are fine.
 */
export function bookingDateErrors(
  dates: BookingDates,
  day: BusinessDay,
): Partial<Record<keyof BookingDates, string>> {
  return {
    ...(isIsoDate(dates.deliveryDate) ? {} : { deliveryDate: bookingDateMessages.deliveryDate }),
    ...(isIsoDate(dates.pickupDate) ? {} : { pickupDate: bookingDateMessages.pickupDate }),
    ...brokenRules(dates, day),
  };
}

/**
 * The date rules as one valibot action for a schema whose output holds both dates (the booking
 * form, a reschedule): each broken rule's message goes under its field. It runs whenever the
 * object is typed, and a date that fails only its own validation (empty, malformed) is still
 * typed, so each rule skips dates that are not real calendar dates: they carry their own message.
 */
export function bookingDatesCheck<TInput extends BookingDates & Record<string, unknown>>(day: BusinessDay) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    for (const [field, message] of Object.entries(brokenRules(input, day)))
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }],
      });
  });
}
