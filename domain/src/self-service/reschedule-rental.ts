// Reschedule: new delivery and pickup dates (decision 0065), allowed for a booking not yet
// out for delivery (pending, confirmed) until the 24-hour limit of its current delivery date.
// The new dates obey the booking form's rules and are quoted afresh, like a new booking. The
// caller checks them against the fleet, leaving the booking itself out of the count. Given the
// business's calendar, the new dates obey it like a new booking's (closed days, the noon
// cut-off, the free closed days before a pickup: decisions 0130, 0131).
import { bookingDateErrors } from '../booking/booking-date-rules.ts';
import type { BookingStatus } from '../booking/booking-status.ts';
import { type FrozenQuote, frozenQuote } from '../booking/frozen-quote.ts';
import type { BusinessCalendar } from '../business-calendar/business-calendar.ts';
import { businessDateAt } from '../calendar/calendar-date.ts';
import { isBeforeSelfServiceDeadline } from './change-deadline.ts';
import {
  invalidDates,
  type SelfServiceBooking,
  type SelfServiceRefusal,
  statusRefusal,
  tooLateRefusal,
} from './self-service-decision.ts';

export const reschedulableStatuses: readonly BookingStatus[] = ['pending', 'confirmed'];

export const rescheduleMessages = {
  unchanged: 'These are already the dates of your booking',
} as const;

export type RescheduleDecision =
  | {
      readonly ok: true;
      readonly deliveryDate: string;
      readonly pickupDate: string;
      readonly quote: FrozenQuote;
      /** New total minus the old one, in cents (negative when the rental is shorter). */
      readonly priceDifferenceCents: number;
    }
  | SelfServiceRefusal;

export function decideReschedule(
  booking: SelfServiceBooking,
  request: { readonly deliveryDate: string; readonly pickupDate: string },
  {
    now,
    calendar,
    staff = false,
  }: {
    now: Date;
    calendar?: BusinessCalendar | undefined;
    /** Staff on the phone are not held to the customer's 24-hour limit (decision 0176). */
    staff?: boolean;
  },
): RescheduleDecision {
  if (!reschedulableStatuses.includes(booking.status)) return statusRefusal('reschedule', booking.status);
  if (!staff && !isBeforeSelfServiceDeadline(booking.deliveryDate, now)) return tooLateRefusal;
  const { deliveryDate, pickupDate } = request;
  const today = businessDateAt(now);
  const errors = bookingDateErrors(
    { deliveryDate, pickupDate },
    calendar ? { today, now, calendar } : { today },
  );
  if (errors.deliveryDate || errors.pickupDate) return invalidDates(errors);
  if (deliveryDate === booking.deliveryDate && pickupDate === booking.pickupDate)
    return invalidDates({ deliveryDate: rescheduleMessages.unchanged });
  const quote = frozenQuote({ dumpsterSize: booking.dumpsterSize, deliveryDate, pickupDate }, { calendar });
  return {
    ok: true,
    deliveryDate,
    pickupDate,
    quote,
    priceDifferenceCents: quote.totalCents - booking.quote.totalCents,
  };
}
