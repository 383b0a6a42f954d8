// Calendars for tests and the mock API: the business's own default, and the shapes its rules must
// hold for (holidays, a hurricane's run of closures across a year end, a single open weekday).
import { type BusinessCalendar, businessCalendar } from '../business-calendar/business-calendar.ts';
import type { CalendarSettings, DatedClosure } from '../business-calendar/calendar-settings.ts';
import { defaultCalendarSettings } from '../business-calendar/calendar-settings.ts';

function yearly(years: readonly number[], monthDay: string, reason: string): DatedClosure[] {
  return years.map((year) => ({ from: `${year}-${monthDay}`, to: `${year}-${monthDay}`, reason }));
}

const years = [2025, 2026, 2027, 2028, 2029, 2030];

/** Sunday closed, with the year's holidays (Thanksgiving 2026 is Thu, Nov 26). */
export const sampleHolidaySettings: CalendarSettings = {
  closedWeekdays: ['sunday'],
  closures: [
    ...yearly(years, '01-01', "New Year's Day"),
    ...yearly(years, '07-04', 'Independence Day'),
    { from: '2026-11-26', to: '2026-11-26', reason: 'Thanksgiving Day' },
    ...yearly(years, '12-25', 'Christmas Day'),
  ],
};

/** Weekends closed, a hurricane's run of three adjacent closures, and a closure over a year end. */
export const sampleHurricaneSettings: CalendarSettings = {
  closedWeekdays: ['saturday', 'sunday'],
  closures: [
    { from: '2026-10-07', to: '2026-10-09', reason: 'Hurricane Milton' },
    { from: '2026-10-10', to: '2026-10-12', reason: 'Hurricane clean-up' },
    { from: '2026-10-13', to: '2026-10-13', reason: 'Roads closed' },
    { from: '2026-12-24', to: '2027-01-04', reason: 'Winter break' },
  ],
};

/** Every weekday closed but Wednesday. */
export const sampleOneOpenWeekdaySettings: CalendarSettings = {
  closedWeekdays: ['sunday', 'monday', 'tuesday', 'thursday', 'friday', 'saturday'],
  closures: [{ from: '2026-12-30', to: '2026-12-30', reason: 'Year-end inventory' }],
};

export const sampleCalendars: readonly { readonly name: string; readonly calendar: BusinessCalendar }[] = [
  { name: 'open every day', calendar: businessCalendar({ closedWeekdays: [], closures: [] }) },
  { name: 'the default (Sunday closed)', calendar: businessCalendar(defaultCalendarSettings) },
  { name: 'holidays', calendar: businessCalendar(sampleHolidaySettings) },
  { name: 'a hurricane', calendar: businessCalendar(sampleHurricaneSettings) },
  { name: 'one open weekday', calendar: businessCalendar(sampleOneOpenWeekdaySettings) },
];
