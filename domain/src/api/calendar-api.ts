// GET /api/calendar (decision 0168): the business's calendar for the public date pickers, the
// booking form's and My booking's: which days are closed and why, and the earliest delivery now.
import { publicCalendarSchema } from '../business-calendar/calendar-answers.ts';
import { serverFailureAnswers } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

/** Short: an owner's new closure reaches the pickers within half a minute. */
export const calendarCacheControl = 'public, max-age=30';

export const getCalendar = declareRoute({
  name: 'getCalendar',
  method: 'get',
  path: '/api/calendar',
  access: access.public,
  tag: 'Availability',
  summary: "The business's closed days and the earliest delivery date",
  description:
    'Closed weekdays (lower-case names) and the dated closures that end today or later, each with its reason; ' +
    '`earliestDeliveryDate` is today before 12:00 noon Florida time on an open day, else the next open day. ' +
    'Bookings, reschedules and extensions on a closed day are refused with the same reasons.',
  answers: {
    200: {
      description: 'The calendar in force.',
      body: publicCalendarSchema,
      headers: { 'Cache-Control': `\`${calendarCacheControl}\`: the same answer for everyone, briefly.` },
    },
    ...serverFailureAnswers,
  },
});

export const calendarApi = [getCalendar] as const;
