// Staff change a booking's dates on the phone (decision 0176): extend, shorten or reschedule,
// priced exactly as the customer's own changes are (an extension or a shorter rental on the
// booking's frozen terms, new delivery and pickup dates quoted afresh like a new booking), under
// the booking form's date rules. The customer's 24-hour limit does not bind staff, but acting
// inside it needs a reason, which goes into the history (and so the audit). The browser runs the
// same function to show the price difference before anything is saved.

import type { BusinessCalendar } from '../business-calendar/business-calendar.ts';
import { businessDateAt, daysBetween, isIsoDate } from '../calendar/calendar-date.ts';
import { isBeforeSelfServiceDeadline } from '../self-service/change-deadline.ts';
import { decideExtension } from '../self-service/extend-rental.ts';
import { decideReschedule } from '../self-service/reschedule-rental.ts';
import {
  invalidDates,
  type SelfServiceBooking,
  type SelfServiceRefusal,
} from '../self-service/self-service-decision.ts';
import { bookingDateErrors, bookingDateMessages, longestOnlineRentalDays } from './booking-date-rules.ts';
import { type BookingStatus, bookingStatusLabels } from './booking-status.ts';
import { type FrozenQuote, requoteOnFrozenTerms } from './frozen-quote.ts';
import { givenReason } from './staff-reason.ts';

/** What a staff date change is, as the history and the customer's e-mail name it. */
export type StaffDateChangeKind = 'extended' | 'shortened' | 'rescheduled';

export const staffDateMessages = {
  unchanged: 'These are already the booking’s dates',
  deliveredDeliveryDate: 'The dumpster is already delivered: only its pickup date can move',
  pickupInPast: 'The new pickup date cannot be in the past',
  pickupAfterDelivery: 'The pickup date must be after the delivery date',
  tooLong: bookingDateMessages.rentalTooLong,
  notInThisStatus: (status: BookingStatus) =>
    `This booking is ${bookingStatusLabels[status].toLowerCase()}, so its dates can no longer change.`,
  reasonInsideLimit:
    'The customer’s 24-hour limit has passed: please say why the dates change (kept in the history)',
} as const;

/** The statuses whose dates staff may move: before delivery any date, once delivered the pickup. */
export const staffDateStatuses: readonly BookingStatus[] = ['pending', 'confirmed', 'delivered'];

export interface StaffDateRequest {
  readonly deliveryDate: string;
  readonly pickupDate: string;
  /** Needed inside the customer's 24-hour limit (a shorter rental of a delivered dumpster included). */
  readonly reason?: string | null | undefined;
}

export type StaffDateDecision =
  | {
      readonly ok: true;
      readonly change: StaffDateChangeKind;
      readonly deliveryDate: string;
      readonly pickupDate: string;
      readonly quote: FrozenQuote;
      /** New total minus the old one, in cents. */
      readonly priceDifferenceCents: number;
      /** True when the customer could no longer have made this change online. */
      readonly insideCustomerLimit: boolean;
      /** The reason given (null when none was needed and none given). */
      readonly reason: string | null;
    }
  | (SelfServiceRefusal & { readonly reasonRequired?: boolean });

function reasonRefusal(): SelfServiceRefusal & { reasonRequired: true } {
  return {
    ok: false,
    refusal: 'invalid_reason',
    message: staffDateMessages.reasonInsideLimit,
    fields: { reason: staffDateMessages.reasonInsideLimit },
    reasonRequired: true,
  };
}

/** Whether changing this booking's dates now would need a reason (the form shows the field). */
export function staffDateChangeNeedsReason(
  booking: Pick<SelfServiceBooking, 'status' | 'deliveryDate' | 'pickupDate'>,
  request: { readonly deliveryDate: string; readonly pickupDate: string },
  now: Date,
): boolean {
  // A date still being typed is not a date yet: judged as a change that may need a reason.
  const extensionOnly =
    request.deliveryDate === booking.deliveryDate &&
    isIsoDate(request.pickupDate) &&
    daysBetween(booking.pickupDate, request.pickupDate) > 0;
  if (extensionOnly) return false;
  return booking.status === 'delivered' || !isBeforeSelfServiceDeadline(booking.deliveryDate, now);
}

function shorten(
  booking: SelfServiceBooking,
  pickupDate: string,
  now: Date,
  calendar: BusinessCalendar | undefined,
): { ok: true; quote: FrozenQuote } | SelfServiceRefusal {
  if (daysBetween(businessDateAt(now), pickupDate) < 0)
    return invalidDates({ pickupDate: staffDateMessages.pickupInPast });
  if (daysBetween(booking.deliveryDate, pickupDate) <= 0)
    return invalidDates({ pickupDate: staffDateMessages.pickupAfterDelivery });
  const rental = { deliveryDate: booking.deliveryDate, pickupDate };
  return { ok: true, quote: requoteOnFrozenTerms(booking.quote, rental, { calendar }) };
}

/**
 * Decides a staff member's new dates for a stored booking: the kind of change, the new frozen
 * quote and the price difference, or why not. The caller checks the new days against the fleet.
 */
export function decideStaffDateChange(
  booking: SelfServiceBooking,
  request: StaffDateRequest,
  { now, calendar }: { now: Date; calendar?: BusinessCalendar | undefined },
): StaffDateDecision {
  const { deliveryDate, pickupDate } = request;
  if (!staffDateStatuses.includes(booking.status))
    return {
      ok: false,
      refusal: 'not_in_this_status',
      message: staffDateMessages.notInThisStatus(booking.status),
    };
  if (!isIsoDate(deliveryDate) || !isIsoDate(pickupDate)) {
    const errors = bookingDateErrors({ deliveryDate, pickupDate }, { today: businessDateAt(now) });
    return invalidDates(errors);
  }
  if (deliveryDate === booking.deliveryDate && pickupDate === booking.pickupDate)
    return invalidDates({ pickupDate: staffDateMessages.unchanged });
  const reason = givenReason(request.reason);
  const needsReason = staffDateChangeNeedsReason(booking, request, now);
  if (needsReason && !reason) return reasonRefusal();
  const insideCustomerLimit = !isBeforeSelfServiceDeadline(booking.deliveryDate, now);
  const sameDelivery = deliveryDate === booking.deliveryDate;
  if (!sameDelivery && booking.status === 'delivered')
    return invalidDates({ deliveryDate: staffDateMessages.deliveredDeliveryDate });
  if (daysBetween(deliveryDate, pickupDate) > longestOnlineRentalDays)
    return invalidDates({ pickupDate: staffDateMessages.tooLong });

  if (sameDelivery && daysBetween(booking.pickupDate, pickupDate) > 0) {
    const extension = decideExtension(booking, { pickupDate }, { now, calendar });
    if (!extension.ok) return extension;
    return {
      ok: true,
      change: 'extended',
      deliveryDate,
      pickupDate,
      quote: extension.quote,
      priceDifferenceCents: extension.priceDifferenceCents,
      insideCustomerLimit,
      reason,
    };
  }
  if (sameDelivery) {
    const shorter = shorten(booking, pickupDate, now, calendar);
    if (!shorter.ok) return shorter;
    return {
      ok: true,
      change: 'shortened',
      deliveryDate,
      pickupDate,
      quote: shorter.quote,
      priceDifferenceCents: shorter.quote.totalCents - booking.quote.totalCents,
      insideCustomerLimit,
      reason,
    };
  }
  // New delivery and pickup dates: the customer's reschedule, without its 24-hour limit.
  const moved = decideReschedule(booking, request, { now, calendar, staff: true });
  if (!moved.ok) return moved;
  return {
    ok: true,
    change: 'rescheduled',
    deliveryDate: moved.deliveryDate,
    pickupDate: moved.pickupDate,
    quote: moved.quote,
    priceDifferenceCents: moved.priceDifferenceCents,
    insideCustomerLimit,
    reason,
  };
}
