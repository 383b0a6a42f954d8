// The 24-hour limit (decision 0065, spec section 9's cancellation policy): a customer may
// reschedule or cancel online until 24 hours before the delivery day starts in Florida, that
// is 00:00 America/New_York on the delivery date minus 24 real hours. Across a daylight-saving
// change that is not the previous midnight: for a delivery on Mon, Mar 9, 2026 the limit is
// Sat, Mar 7 at 11:00 PM; for Mon, Nov 2, 2026 it is Sun, Nov 1 at 1:00 AM (the first one).
import { parseDate, toZoned } from '@internationalized/date';
import { policies } from '../business/business-facts.ts';
import { businessTimeZone, isIsoDate } from '../calendar/calendar-date.ts';

export const selfServiceNoticeHours = policies.cancellationHoursBeforeDelivery;

const hourMs = 3_600_000;

/**
 * The instant each recent date starts in Florida, in milliseconds. Finding it asks the platform's
 * time-zone data several times; every booking stored asks it for its link's expiry, so a date
 * once found is kept (a few hundred dates at most are in use; the map starts over past that).
 */
const dayStarts = new Map<string, number>();
const dayStartsKept = 1_000;

function floridaDayStart(date: string): number {
  let start = dayStarts.get(date);
  if (start === undefined) {
    if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
    start = toZoned(parseDate(date), businessTimeZone).toDate().getTime();
    if (dayStarts.size >= dayStartsKept) dayStarts.clear();
    dayStarts.set(date, start);
  }
  return start;
}

/** The instant from which changes must be made by phone. */
export function selfServiceDeadline(deliveryDate: string): Date {
  return new Date(floridaDayStart(deliveryDate) - selfServiceNoticeHours * hourMs);
}

/** True strictly before the limit; at the limit itself, changes are by phone. */
export function isBeforeSelfServiceDeadline(deliveryDate: string, now: Date): boolean {
  return now.getTime() < selfServiceDeadline(deliveryDate).getTime();
}

// Built on first use, so a page that imports the domain but shows no deadline pays nothing.
let formats: { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;

const minuteMs = 60_000;

/**
 * The last minute a change is taken online, as people read it in Florida time: '11:59 PM
 * Sunday, Nov 29' for a delivery on Tuesday, Dec 1. The limit itself is the next minute (Monday
 * at 12:00 AM), but "until Mon, Nov 30 at 12:00 AM" reads as Monday night (decision 0129).
 */
export function selfServiceDeadlineLabel(deliveryDate: string): string {
  formats ??= {
    day: new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
      timeZone: businessTimeZone,
    }),
    time: new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: businessTimeZone,
    }),
  };
  const lastMinute = new Date(selfServiceDeadline(deliveryDate).getTime() - minuteMs);
  return `${formats.time.format(lastMinute)} ${formats.day.format(lastMinute)}`;
}
