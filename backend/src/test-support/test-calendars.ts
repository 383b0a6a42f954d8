// The business's calendar for tests that build use cases by hand (decision 0166): open every day
// (the rules as they were before the calendar, for tests about something else), or the settings a
// test names. The test app reads the stored calendar, as the server does (test-app.ts).
import { addDays, type CalendarSettings, defaultCalendarSettings } from '@dumpster/domain';
import { StoredBusinessCalendar } from '../adapters/persistence/stored-business-calendar.ts';
import { SettingsBusinessCalendar } from '../adapters/system/settings-business-calendar.ts';
import type { BusinessCalendarSource } from '../application/ports/business-calendar-source.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';

export function fixedCalendar(
  settings: CalendarSettings = { closedWeekdays: [], closures: [] },
): BusinessCalendarSource {
  return new SettingsBusinessCalendar(settings);
}

/** The stored calendar over a test's unit of work, as the server reads it (default: Sunday closed). */
export function storedCalendar(unitOfWork: UnitOfWork): StoredBusinessCalendar {
  return new StoredBusinessCalendar(unitOfWork, new SettingsBusinessCalendar(defaultCalendarSettings));
}

/**
 * The date, or the next day the default calendar (Sunday closed) is open: for tests that book on
 * a server with the default calendar and mean an ordinary rental, not a closed day.
 */
export function openDayOnOrAfter(iso: string): string {
  let day = iso;
  while (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}
