// The mock API's business calendar (decisions 0165-0168): GET /api/calendar for the public date
// pickers, from the same settings the mock back office's calendar page changes. Kept in the tab's
// sessionStorage in `npm run dev:mock`, so a closure the owner adds in /admin greys the day on
// /book in the same tab; in memory in tests (reset with the mock API's state).
import {
  businessCalendar,
  businessDateAt,
  type CalendarSettings,
  defaultCalendarSettings,
  publicCalendar,
} from '@dumpster/domain';
import { HttpResponse, http } from 'msw';

export interface MockCalendar {
  settings: CalendarSettings;
  updatedAt: string | null;
  updatedBy: string | null;
}

const storageKey = 'mock-business-calendar';
const persistent = import.meta.env.MODE === 'mock' && typeof sessionStorage !== 'undefined';

/**
 * The server's default (Sunday closed) in `npm run dev:mock`; open every day in tests, whose fixed
 * day is a Sunday: the tests of the calendar set their own (saveMockCalendar).
 */
function initial(): MockCalendar {
  const settings =
    import.meta.env.MODE === 'mock' ? defaultCalendarSettings : { closedWeekdays: [], closures: [] };
  return { settings, updatedAt: null, updatedBy: null };
}

let state: MockCalendar | undefined;

export function mockCalendar(): MockCalendar {
  if (!state) {
    const text = persistent ? sessionStorage.getItem(storageKey) : null;
    state = text ? (JSON.parse(text) as MockCalendar) : initial();
  }
  return state;
}

export function saveMockCalendar(next: MockCalendar): void {
  state = next;
  if (persistent) sessionStorage.setItem(storageKey, JSON.stringify(next));
}

export function resetMockCalendar(): void {
  state = initial();
}

export function calendarHandler() {
  return http.get('*/api/calendar', () => {
    const now = new Date();
    const answer = publicCalendar(businessCalendar(mockCalendar().settings), {
      today: businessDateAt(now),
      now,
    });
    return HttpResponse.json(answer, { headers: { 'Cache-Control': 'no-store' } });
  });
}
