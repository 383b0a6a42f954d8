// The business's calendar for tests that build use cases by hand (decision 0166): open every day
// (the rules as they were before the calendar, for tests about something else), or the settings a
// test names. The test app reads the stored calendar, as the server does (test-app.ts).
import { type CalendarSettings, defaultCalendarSettings } from '@dumpster/domain';
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
