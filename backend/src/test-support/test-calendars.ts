// The business's calendar for tests that build use cases by hand (decision 0166): open every day
// (the rules as they were before the calendar, for tests about something else), or the settings a
// test names. The test app reads the stored calendar, as the server does (test-app.ts).
import type { CalendarSettings } from '@dumpster/domain';
import { SettingsBusinessCalendar } from '../adapters/system/settings-business-calendar.ts';
import type { BusinessCalendarSource } from '../application/ports/business-calendar-source.ts';

export function fixedCalendar(
  settings: CalendarSettings = { closedWeekdays: [], closures: [] },
): BusinessCalendarSource {
  return new SettingsBusinessCalendar(settings);
}
