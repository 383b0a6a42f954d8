// No text goes out between 9 PM and 8 AM Florida time (decision 0142): one due in those hours is
// held to 8 AM. The hours are wall-clock hours in America/New_York, so they stay 9 PM and 8 AM
// across both daylight-saving changes (which happen at 2 AM, inside the quiet hours, and so never
// move either edge).
import { CalendarDateTime, fromDate, parseDate, toZoned } from '@internationalized/date';
import { businessTimeZone, isIsoDate } from '../calendar/calendar-date.ts';

export const textQuietHours = {
  /** The first hour of quiet, 24-hour clock: 21:00 itself is quiet. */
  startHour: 21,
  /** The first hour texts may go again: 08:00 itself is allowed. */
  endHour: 8,
} as const;

/** The instant a Florida wall-clock time on a Florida date happens. */
export function floridaInstant(date: string, hour: number, minute = 0): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const day = parseDate(date);
  return toZoned(new CalendarDateTime(day.year, day.month, day.day, hour, minute), businessTimeZone).toDate();
}

/** The instant a Florida date begins (00:00 there). */
export function floridaDayStart(date: string): Date {
  return floridaInstant(date, 0);
}

export function isInTextQuietHours(instant: Date): boolean {
  const hour = fromDate(instant, businessTimeZone).hour;
  return hour >= textQuietHours.startHour || hour < textQuietHours.endHour;
}

/** The instant itself outside quiet hours; inside them, the next 8 AM Florida time. */
export function holdForTextQuietHours(instant: Date): Date {
  if (!isInTextQuietHours(instant)) return instant;
  const zoned = fromDate(instant, businessTimeZone);
  const day = zoned.hour >= textQuietHours.startHour ? zoned.add({ days: 1 }) : zoned;
  const date = new CalendarDateTime(day.year, day.month, day.day, textQuietHours.endHour, 0);
  return toZoned(date, businessTimeZone).toDate();
}
