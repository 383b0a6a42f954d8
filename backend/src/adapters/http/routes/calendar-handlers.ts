// GET /api/calendar (decision 0168): the business's closed days for the public date pickers. The
// same for everyone, so browsers and proxies may keep it briefly; every date is judged again on
// the server with the calendar in force.
import { type calendarApi, calendarCacheControl } from '@dumpster/domain/api';
import type { ReadPublicCalendar } from '../../../application/business-calendar/read-public-calendar.ts';
import type { HandlersOf } from '../routing/route-handler.ts';

const cacheable = { 'Cache-Control': calendarCacheControl } as const;

export function calendarHandlers(readCalendar: ReadPublicCalendar): HandlersOf<typeof calendarApi> {
  return {
    getCalendar: async () => ({ status: 200, headers: cacheable, body: await readCalendar.execute() }),
  };
}
