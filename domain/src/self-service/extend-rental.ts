// Extend: a later pickup date (decision 0065). Allowed while the dumpster is booked or on
// site (pending, confirmed, delivered), with no 24-hour limit: keeping a dumpster a day longer
// is what a customer on site most needs. Charged on the booking's frozen terms ($60 a day),
// shown before confirming. The caller checks the added days against the fleet. Given the
// business's calendar, the new pickup must fall on an open day, and the closed days right
// before it are not charged (decisions 0130, 0131).

import type { DateRange } from '../availability/booking-occupancy.ts';
import { extensionRange } from '../availability/extension-availability.ts';
import { bookingDateMessages, longestOnlineRentalDays } from '../booking/booking-date-rules.ts';
import type { BookingStatus } from '../booking/booking-status.ts';
import { type FrozenQuote, requoteOnFrozenTerms } from '../booking/frozen-quote.ts';
import { type BusinessCalendar, closedDay, nextOpenDay } from '../business-calendar/business-calendar.ts';
import { closedDateMessage } from '../business-calendar/closed-day-words.ts';
import { addDays, businessDateAt, daysBetween, isIsoDate } from '../calendar/calendar-date.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';
import {
  invalidDates,
  type SelfServiceBooking,
  type SelfServiceRefusal,
  statusRefusal,
} from './self-service-decision.ts';

export const extendableStatuses: readonly BookingStatus[] = ['pending', 'confirmed', 'delivered'];

export const extensionMessages = {
  pickupDate: bookingDateMessages.pickupDate,
  notLater: (currentPickup: string) =>
    `Please choose a pickup date after the current one, ${shortDateLabel(currentPickup)}`,
  inPast: 'The new pickup date cannot be in the past',
  tooLong: bookingDateMessages.rentalTooLong,
} as const;

export type ExtensionDecision =
  | {
      readonly ok: true;
      readonly pickupDate: string;
      /** Days added to the rental. */
      readonly addedDays: number;
      /** The days the booking newly needs a unit on: check them against the fleet. */
      readonly addedOccupancy: DateRange;
      readonly quote: FrozenQuote;
      /** New total minus the old one, in cents (never negative). */
      readonly priceDifferenceCents: number;
    }
  | SelfServiceRefusal;

export function decideExtension(
  booking: SelfServiceBooking,
  request: { readonly pickupDate: string },
  { now, calendar }: { now: Date; calendar?: BusinessCalendar | undefined },
): ExtensionDecision {
  if (!extendableStatuses.includes(booking.status)) return statusRefusal('extend', booking.status);
  const { pickupDate } = request;
  if (!isIsoDate(pickupDate)) return invalidDates({ pickupDate: extensionMessages.pickupDate });
  if (daysBetween(booking.pickupDate, pickupDate) <= 0)
    return invalidDates({ pickupDate: extensionMessages.notLater(booking.pickupDate) });
  if (daysBetween(businessDateAt(now), pickupDate) < 0)
    return invalidDates({ pickupDate: extensionMessages.inPast });
  if (daysBetween(booking.deliveryDate, pickupDate) > longestOnlineRentalDays)
    return invalidDates({ pickupDate: extensionMessages.tooLong });
  const closed = calendar ? closedDay(calendar, pickupDate) : null;
  if (calendar && closed)
    return invalidDates({
      pickupDate: closedDateMessage('pickup', closed, nextOpenDay(calendar, addDays(pickupDate, 1))),
    });
  const quote = requoteOnFrozenTerms(
    booking.quote,
    { deliveryDate: booking.deliveryDate, pickupDate },
    { calendar },
  );
  return {
    ok: true,
    pickupDate,
    addedDays: daysBetween(booking.pickupDate, pickupDate),
    addedOccupancy: extensionRange({ currentPickupDate: booking.pickupDate, pickupDate }),
    quote,
    priceDifferenceCents: quote.totalCents - booking.quote.totalCents,
  };
}
