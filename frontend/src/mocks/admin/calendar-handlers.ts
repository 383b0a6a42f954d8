// The mock's business calendar for owners (decision 0167): the settings, the bookings on closed
// days, and a change that would strand bookings answered 409 with them unless confirmed, judged
// by the domain's rules over the mock's bookings as the server judges its own.
import {
  adminCalendarChangeSchema,
  businessCalendar,
  type CalendarSettings,
  isOpenDay,
  strandedBookingAnswer,
  strandedBookings,
  strandedCalendarMessage,
} from '@dumpster/domain';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { mockCalendar, saveMockCalendar } from '../calendar.ts';
import { backOffice, data } from './back-office-state.ts';
import { fieldsOf, json, ok, problem, route } from './mock-answers.ts';
import { guard } from './mock-session.ts';

function stranded(settings: CalendarSettings) {
  return strandedBookings(businessCalendar(settings), data().bookings, { today: backOffice.today });
}

function calendarAnswer() {
  const { settings, updatedAt, updatedBy } = mockCalendar();
  return {
    closedWeekdays: [...settings.closedWeekdays],
    closures: settings.closures.map(({ from, to, reason }) => ({ from, to, reason })),
    updatedAt,
    updatedBy,
    stranded: stranded(settings).map(strandedBookingAnswer),
  };
}

export const calendarHandlers = [
  http.get(route('calendar'), async ({ request }) => {
    const checked = await guard(request, { owner: true });
    if ('refusal' in checked) return checked.refusal;
    return ok(calendarAnswer());
  }),
  http.put(route('calendar'), async ({ request }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(adminCalendarChangeSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const { confirmStranded, ...next } = parsed.output;
    const before = businessCalendar(mockCalendar().settings);
    const newly = stranded(next)
      .map((entry) => ({
        ...entry,
        dates: entry.dates.filter((date) => isOpenDay(before, date.closed.date)),
      }))
      .filter((entry) => entry.dates.length > 0);
    if (newly.length > 0 && !confirmStranded)
      return problem(409, 'conflict', strandedCalendarMessage(newly.length), {
        stranded: newly.map(strandedBookingAnswer),
      });
    saveMockCalendar({
      settings: next,
      updatedAt: new Date().toISOString(),
      updatedBy: checked.answer.user.name,
    });
    return ok(calendarAnswer());
  }),
];
