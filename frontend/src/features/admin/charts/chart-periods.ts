// A time series' periods are Florida days (decision 0006: a date has no time zone): the day
// itself, the Monday a week starts on, or the first of a month, as YYYY-MM-DD from the server.
// They are formatted as that date's UTC midnight in UTC, like the domain's date labels, so a
// browser in another time zone never moves a bar to the day before.
import { shortDateLabel } from '@dumpster/domain';

export type Granularity = 'day' | 'week' | 'month';

const monthLong = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function utcMidnight(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${iso}`);
  return date;
}

/** The period in full, for the table and what is announced: 'Tue, Jan 6, 2026', 'January 2026'. */
export function periodLabel(granularity: Granularity, iso: string): string {
  if (granularity === 'month') return monthLong.format(utcMidnight(iso));
  const day = shortDateLabel(iso, { year: true });
  return granularity === 'week' ? `Week of ${day}` : day;
}

/** The period on the axis: 'Jan 6' for a day or a week, 'Jan 2026' for a month. */
export function periodTick(granularity: Granularity, iso: string): string {
  return granularity === 'month' ? monthShort.format(utcMidnight(iso)) : dayShort.format(utcMidnight(iso));
}

/** The table's first column and the CSV's first header. */
export const periodHeaders: Readonly<Record<Granularity, string>> = {
  day: 'Day',
  week: 'Week starting',
  month: 'Month',
};

/** PageUp and PageDown move by a week of days, a month of weeks, a quarter of months. */
export const periodPage: Readonly<Record<Granularity, number>> = { day: 7, week: 4, month: 3 };
