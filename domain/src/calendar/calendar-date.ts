// Calendar dates travel as ISO strings ('2026-11-22') with no time and no zone, so a date
// picked in Florida is the same date on the server (docs/decisions/0006). Nothing here reads
// the clock: callers pass "now" in.
import { type CalendarDate, fromDate, parseDate, toCalendarDate } from '@internationalized/date';

/** The business works on Florida (Eastern) time. */
export const businessTimeZone = 'America/New_York';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written as YYYY-MM-DD ('2026-02-30' is false). */
export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  try {
    return parseDate(value).toString() === value;
  } catch {
    return false;
  }
}

function toDate(iso: string): CalendarDate {
  if (!isIsoDate(iso)) throw new RangeError(`Not a calendar date: ${iso}`);
  return parseDate(iso);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDate(to).compare(toDate(from));
}

export function addDays(iso: string, days: number): string {
  return toDate(iso).add({ days }).toString();
}

/** -1, 0 or 1, like a sort comparator. */
export function compareDates(a: string, b: string): number {
  return Math.sign(toDate(a).compare(toDate(b)));
}

/** The business's calendar date (Florida) at the given instant. */
export function businessDateAt(instant: Date): string {
  return toCalendarDate(fromDate(instant, businessTimeZone)).toString();
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The business's date and time of day (Florida, 24-hour) at the given instant, as a spreadsheet
 * reads it: '2026-11-26 20:00' for 01:00 UTC on Nov 27.
 */
export function businessDateTimeAt(instant: Date): string {
  const zoned = fromDate(instant, businessTimeZone);
  return `${toCalendarDate(zoned).toString()} ${twoDigits(zoned.hour)}:${twoDigits(zoned.minute)}`;
}
