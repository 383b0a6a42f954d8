// Same-day delivery is for orders placed before noon, Florida time (spec section 9). After the
// cut-off, or on a day the business is closed, the earliest delivery is the next open day. The
// clock is an argument: the rule never reads it (the domain has no clock). Exactly 12:00:00.000
// is past the cut-off: "before noon" is strictly before (decision 0130).
import { CalendarDateTime, parseDate, toZoned } from '@internationalized/date';
import { addDays, businessTimeZone, isIsoDate } from '../calendar/calendar-date.ts';
import { type BusinessCalendar, isOpenDay, nextOpenDay, openEveryDay } from './business-calendar.ts';

export const sameDayCutoff = { hour: 12, minute: 0 } as const;

/** For the sentence that explains the cut-off. */
export const sameDayCutoffLabel = '12:00 PM (noon)';

/**
 * The business's day as the calendar-aware rules read it: today's date in Florida, and
 * optionally the instant (for the same-day cut-off) and the calendar (for closed days). Without
 * `now` there is no cut-off and without `calendar` no closed day: the rules as they were.
 * `today` is `businessDateAt(now)` when both are given.
 */
export interface BusinessDay {
  readonly today: string;
  readonly now?: Date | undefined;
  readonly calendar?: BusinessCalendar | undefined;
}

/** The instant of the cut-off on `date`: noon in Florida (noon is never in a DST gap there). */
export function sameDayCutoffInstant(date: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const { year, month, day } = parseDate(date);
  const noon = new CalendarDateTime(year, month, day, sameDayCutoff.hour, sameDayCutoff.minute);
  return toZoned(noon, businessTimeZone).toDate();
}

/** True from noon of `today` on, Florida time. */
export function isPastSameDayCutoff(today: string, now: Date): boolean {
  return now.getTime() >= sameDayCutoffInstant(today).getTime();
}

/** The first date a delivery can be booked for now: today before the cut-off on an open day. */
export function earliestDeliveryDate({ today, now, calendar = openEveryDay }: BusinessDay): string {
  if (isOpenDay(calendar, today) && (now === undefined || !isPastSameDayCutoff(today, now))) return today;
  return nextOpenDay(calendar, addDays(today, 1));
}
