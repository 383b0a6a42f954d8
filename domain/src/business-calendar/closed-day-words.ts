// The business's calendar in words: what a date picker announces for a closed day, the message
// under a date field that falls on one (with the next open day, so the visitor knows what to
// pick), the same-day cut-off's sentence, and the closed day as an API refusal names it.

import { addDays } from '../calendar/calendar-date.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';
import { type BusinessCalendar, type ClosedDay, closedDay, nextOpenDays } from './business-calendar.ts';
import { sameDayCutoffLabel } from './same-day-cutoff.ts';
import { weekdayLabel } from './weekdays.ts';

/** Which of the two services a date is for. */
export type CalendarService = 'delivery' | 'pickup';

const serviceWords: Record<CalendarService, string> = { delivery: 'deliveries', pickup: 'pickups' };

/** What a date picker announces for a closed day: 'Closed on Sundays', 'Closed: Christmas Day'. */
export function closedDayLabel(closed: ClosedDay): string {
  return closed.kind === 'weekday'
    ? `Closed on ${weekdayLabel(closed.weekday)}s`
    : `Closed: ${closed.reason}`;
}

/** The date picker's reading of a date: its closed-day label, or null when it is open. */
export function closedDayLabelOn(calendar: BusinessCalendar, date: string): string | null {
  const closed = closedDay(calendar, date);
  return closed ? closedDayLabel(closed) : null;
}

/**
 * The message under a date field on a closed day: 'No pickups on Sundays. The next open day is
 * Mon, Nov 30.' or 'No deliveries on Fri, Dec 25 (Christmas Day). The next open day is ...'.
 */
export function closedDateMessage(service: CalendarService, closed: ClosedDay, nextOpen: string): string {
  const when =
    closed.kind === 'weekday'
      ? `${weekdayLabel(closed.weekday)}s`
      : `${shortDateLabel(closed.date)} (${closed.reason})`;
  return `No ${serviceWords[service]} on ${when}. The next open day is ${shortDateLabel(nextOpen)}.`;
}

/** Why a delivery today is refused after noon, and the date to choose instead. */
export function sameDayCutoffMessage(earliestDelivery: string): string {
  return `Same-day delivery is for orders placed before ${sameDayCutoffLabel}, Florida time. The earliest delivery date is ${shortDateLabel(earliestDelivery)}.`;
}

/** How many open days a refusal offers. */
export const offeredOpenDays = 3;

/** A closed date as the API names it when refusing: the reason in words and the next open days. */
export interface ClosedDateAnswer {
  readonly date: string;
  readonly reason: string;
  readonly nextOpenDates: readonly string[];
}

export function closedDateAnswer(calendar: BusinessCalendar, date: string): ClosedDateAnswer | null {
  const closed = closedDay(calendar, date);
  if (!closed) return null;
  return {
    date,
    reason: closedDayLabel(closed),
    nextOpenDates: nextOpenDays(calendar, addDays(date, 1), offeredOpenDays),
  };
}
