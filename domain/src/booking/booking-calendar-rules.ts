// The business's calendar in a booking's dates (decision 0130): no delivery or pickup on a
// closed day, and no delivery today once the noon cut-off has passed. Judged after the rules of
// booking-date-rules.ts, and only with what the caller passed: without a calendar no day is
// closed, without the instant there is no cut-off, so callers that pass neither see no change.
import { closedDay, nextOpenDay } from '../business-calendar/business-calendar.ts';
import {
  type CalendarService,
  closedDateMessage,
  sameDayCutoffMessage,
} from '../business-calendar/closed-day-words.ts';
import { type BusinessDay, earliestDeliveryDate } from '../business-calendar/same-day-cutoff.ts';
import { addDays, compareDates, isIsoDate } from '../calendar/calendar-date.ts';
import type { BookingDates } from './booking-dates.ts';

function closedDateError(day: BusinessDay, service: CalendarService, date: string): string | undefined {
  if (!day.calendar) return undefined;
  const closed = closedDay(day.calendar, date);
  return closed ? closedDateMessage(service, closed, nextOpenDay(day.calendar, addDays(date, 1))) : undefined;
}

function deliveryError(day: BusinessDay, deliveryDate: string): string | undefined {
  const closed = closedDateError(day, 'delivery', deliveryDate);
  if (closed) return closed;
  if (day.now === undefined || compareDates(deliveryDate, day.today) < 0) return undefined;
  // An open day before the earliest delivery can only be today, after the cut-off.
  const earliest = earliestDeliveryDate(day);
  return compareDates(deliveryDate, earliest) < 0 ? sameDayCutoffMessage(earliest) : undefined;
}

/** The calendar's message per date field, judging only real calendar dates. */
export function calendarDateErrors(
  dates: BookingDates,
  day: BusinessDay,
): Partial<Record<keyof BookingDates, string>> {
  const errors: Partial<Record<keyof BookingDates, string>> = {};
  if (isIsoDate(dates.deliveryDate)) {
    const message = deliveryError(day, dates.deliveryDate);
    if (message) errors.deliveryDate = message;
  }
  if (isIsoDate(dates.pickupDate)) {
    const message = closedDateError(day, 'pickup', dates.pickupDate);
    if (message) errors.pickupDate = message;
  }
  return errors;
}
