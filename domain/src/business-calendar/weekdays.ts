// The days of the week as the calendar settings name them, and the weekday of a calendar date.
// A date has no time zone (decision 0006): its weekday is read at UTC midnight, so it is the same
// in every browser and on the server.
import { isIsoDate } from '../calendar/calendar-date.ts';

/** In the order of `Date.prototype.getUTCDay` (0 is Sunday). */
export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

export type Weekday = (typeof weekdays)[number];

/** 'Sunday', for sentences. */
export function weekdayLabel(weekday: Weekday): string {
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}`;
}

export function weekdayOf(iso: string): Weekday {
  if (!isIsoDate(iso)) throw new RangeError(`Not a calendar date: ${iso}`);
  return weekdays[new Date(`${iso}T00:00:00Z`).getUTCDay()] as Weekday;
}
