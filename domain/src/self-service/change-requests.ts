// The bodies of a customer's three change requests, with the domain's messages. The shape is
// judged here (a 400 names the field); whether the booking may take the change is the
// decide* functions' answer, given the stored booking and `now`.
import * as v from 'valibot';
import { bookingDateMessages, bookingDatesCheck, calendarDateField } from '../booking/booking-date-rules.ts';
import { cancellationReasonField } from '../booking/cancellation-reason.ts';
import type { BusinessDay } from '../business-calendar/same-day-cutoff.ts';
import { missingFieldMessage } from '../validation/missing-field-message.ts';

const dateMessages = {
  deliveryDate: bookingDateMessages.deliveryDate,
  pickupDate: bookingDateMessages.pickupDate,
};

/** Extend: the new pickup date. */
export const extensionRequestSchema = v.object(
  { pickupDate: calendarDateField(bookingDateMessages.pickupDate) },
  missingFieldMessage(dateMessages),
);

const rescheduleFields = v.object(
  {
    deliveryDate: calendarDateField(bookingDateMessages.deliveryDate),
    pickupDate: calendarDateField(bookingDateMessages.pickupDate),
  },
  missingFieldMessage(dateMessages),
);

/**
 * Reschedule: new delivery and pickup dates, under the booking form's date rules (with `now` and
 * `calendar`, the business's calendar's too: decision 0130).
 */
export function createRescheduleRequestSchema(day: BusinessDay) {
  return v.pipe(rescheduleFields, bookingDatesCheck<v.InferOutput<typeof rescheduleFields>>(day));
}

/** Cancel: an optional reason, trimmed, at most 500 characters. */
export const cancellationRequestSchema = v.object({ reason: v.optional(cancellationReasonField, '') });

export type ExtensionRequest = v.InferOutput<typeof extensionRequestSchema>;
export type RescheduleRequest = v.InferOutput<ReturnType<typeof createRescheduleRequestSchema>>;
export type CancellationRequest = v.InferOutput<typeof cancellationRequestSchema>;
