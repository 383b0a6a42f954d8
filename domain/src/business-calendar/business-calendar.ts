// The business's calendar (decision 0130): the days with no deliveries and no pickups, either a
// closed weekday (the contact section's Sunday) or a dated closure with its reason. It answers
// whether a date is open, why not, and the next open dates. One calendar serves deliveries and
// pickups alike: a day the trucks do not run is closed for both.
import { addDays, isIsoDate } from '../calendar/calendar-date.ts';
import type { CalendarSettings, DatedClosure } from './calendar-settings.ts';
import { type Weekday, weekdayOf, weekdays } from './weekdays.ts';

export interface BusinessCalendar {
  readonly closedWeekdays: ReadonlySet<Weekday>;
  /** Sorted by first day; no two share a day. */
  readonly closures: readonly DatedClosure[];
}

export type ClosedDay =
  | { readonly date: string; readonly kind: 'weekday'; readonly weekday: Weekday }
  | {
      readonly date: string;
      readonly kind: 'closure';
      readonly reason: string;
      readonly closure: DatedClosure;
    };

/**
 * The calendar of these settings. Settings the schema accepted always build; anything else
 * (a day listed twice, every weekday closed, closures sharing a day) throws, because a calendar
 * with no open day would leave "the next open day" undefined.
 */
export function businessCalendar(settings: CalendarSettings): BusinessCalendar {
  const closedWeekdays = new Set(settings.closedWeekdays);
  if (closedWeekdays.size >= weekdays.length)
    throw new RangeError('A business calendar needs at least one open weekday');
  const closures = [...settings.closures].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  closures.forEach((closure, index) => {
    if (!isIsoDate(closure.from) || !isIsoDate(closure.to) || closure.to < closure.from)
      throw new RangeError(`Not a closure: ${closure.from} to ${closure.to}`);
    const previous = closures[index - 1];
    if (previous && previous.to >= closure.from)
      throw new RangeError(`Closures share a day: ${previous.from} and ${closure.from}`);
  });
  return { closedWeekdays, closures };
}

/** No closed day at all: the rules as they were before the business had a calendar. */
export const openEveryDay: BusinessCalendar = businessCalendar({ closedWeekdays: [], closures: [] });

/** The dated closure covering `date`, found by bisection over the sorted closures. */
function closureOn(calendar: BusinessCalendar, date: string): DatedClosure | undefined {
  const { closures } = calendar;
  let low = 0;
  let high = closures.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const closure = closures[middle] as DatedClosure;
    if (date < closure.from) high = middle - 1;
    else if (date > closure.to) low = middle + 1;
    else return closure;
  }
  return undefined;
}

/** Why `date` is closed, or null when it is open. A dated closure is named before the weekday. */
export function closedDay(calendar: BusinessCalendar, date: string): ClosedDay | null {
  const weekday = weekdayOf(date);
  const closure = closureOn(calendar, date);
  if (closure) return { date, kind: 'closure', reason: closure.reason, closure };
  if (calendar.closedWeekdays.has(weekday)) return { date, kind: 'weekday', weekday };
  return null;
}

export function isOpenDay(calendar: BusinessCalendar, date: string): boolean {
  return closedDay(calendar, date) === null;
}

/**
 * The first open day on or after `from`. A closure is skipped whole, so the search costs the
 * closures it meets plus at most six closed weekdays, however long a run of closures is.
 */
export function nextOpenDay(calendar: BusinessCalendar, from: string): string {
  let date = from;
  for (;;) {
    const closure = closureOn(calendar, date);
    if (closure) date = addDays(closure.to, 1);
    else if (calendar.closedWeekdays.has(weekdayOf(date))) date = addDays(date, 1);
    else return date;
  }
}

/** The last open day on or before `from`. */
export function previousOpenDay(calendar: BusinessCalendar, from: string): string {
  let date = from;
  for (;;) {
    const closure = closureOn(calendar, date);
    if (closure) date = addDays(closure.from, -1);
    else if (calendar.closedWeekdays.has(weekdayOf(date))) date = addDays(date, -1);
    else return date;
  }
}

/** The first `count` open days on or after `from`, in order. */
export function nextOpenDays(calendar: BusinessCalendar, from: string, count: number): string[] {
  const days: string[] = [];
  let date = from;
  while (days.length < count) {
    date = nextOpenDay(calendar, date);
    days.push(date);
    date = addDays(date, 1);
  }
  return days;
}
