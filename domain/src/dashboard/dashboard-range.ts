// The dashboard's ranges (decision 0205): whole Florida days from `from` to `to`, both included,
// the period of the same length just before, and the buckets (day, week from Monday, calendar
// month) a figure is counted in. A Florida day runs from its own midnight to the next one, so a
// day when the clocks change lasts 23 or 25 hours; its instants come from the time-zone rules,
// never from adding 24 hours.
import * as v from 'valibot';
import { addDays, businessDateAt, compareDates, daysBetween, isIsoDate } from '../calendar/calendar-date.ts';
import { floridaDayStart } from '../text-messages/quiet-hours.ts';

export const dashboardBuckets = ['day', 'week', 'month'] as const;
export type DashboardBucket = (typeof dashboardBuckets)[number];

/** The longest range one request may ask for: two years and a day (a leap year included). */
export const dashboardMaxDays = 732;

export interface DashboardRange {
  readonly from: string;
  readonly to: string;
}

const isoDate = v.pipe(v.string(), v.check(isIsoDate, 'Use a date written YYYY-MM-DD.'));

export const dashboardQuerySchema = v.pipe(
  v.object({
    from: isoDate,
    to: isoDate,
    bucket: v.optional(v.picklist(dashboardBuckets, 'Choose day, week or month.'), 'day'),
  }),
  v.forward(
    v.check((query) => compareDates(query.from, query.to) <= 0, 'The end comes on or after the start.'),
    ['to'],
  ),
  v.forward(
    v.check(
      (query) => daysBetween(query.from, query.to) < dashboardMaxDays,
      `A range covers at most ${dashboardMaxDays} days.`,
    ),
    ['to'],
  ),
);
export type DashboardQuery = v.InferOutput<typeof dashboardQuerySchema>;

/** How many Florida days the range covers. */
export function rangeDays(range: DashboardRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** The same number of days, ending the day before the range starts. */
export function previousPeriod(range: DashboardRange): DashboardRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The instants [start, end) of a range's Florida days: what a query on timestamps reads. */
export function rangeInstants(range: DashboardRange): { readonly start: Date; readonly end: Date } {
  return { start: floridaDayStart(range.from), end: floridaDayStart(addDays(range.to, 1)) };
}

export function inRange(date: string, range: DashboardRange): boolean {
  return compareDates(range.from, date) <= 0 && compareDates(date, range.to) <= 0;
}

/** The Florida day of an instant, and whether it falls in the range. */
export function instantInRange(instant: Date, range: DashboardRange): boolean {
  return inRange(businessDateAt(instant), range);
}

/** The first day of the bucket a date belongs to: itself, its week's Monday, its month's first. */
export function bucketStart(date: string, bucket: DashboardBucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return `${date.slice(0, 7)}-01`;
  // 2024-01-01 was a Monday: whole days since then, modulo 7, is the weekday from Monday.
  const fromMonday = ((daysBetween('2024-01-01', date) % 7) + 7) % 7;
  return addDays(date, -fromMonday);
}

/** The buckets a range touches, in order, by their first day (the first may begin before `from`). */
export function rangeBuckets(range: DashboardRange, bucket: DashboardBucket): string[] {
  const starts: string[] = [];
  for (let day = range.from; compareDates(day, range.to) <= 0; day = addDays(day, 1)) {
    const start = bucketStart(day, bucket);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}
