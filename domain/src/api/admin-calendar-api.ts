// The owner's calendar (decisions 0165, 0167): the closed weekdays and dated closures, and a
// change that would strand bookings answered with those bookings instead of saved silently.
import * as v from 'valibot';
import { adminRoutes } from '../admin/admin-routes.ts';
import {
  adminCalendarChangeSchema,
  adminCalendarSchema,
  strandedCalendarConflictSchema,
} from '../business-calendar/calendar-answers.ts';
import { problemEntries } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const owners = access.signedIn('owner');

export const adminGetCalendar = declareRoute({
  name: 'adminGetCalendar',
  method: 'get',
  path: adminRoutes.calendar,
  access: owners,
  tag,
  summary: "The business's closed weekdays and dated closures, and the bookings on closed days (owners)",
  description:
    'Until the owner saves a calendar, the contact section’s hours apply (Sunday closed) and `updatedAt` is null. ' +
    '`stranded` lists the bookings with a delivery or pickup from today on that fall on a closed day.',
  answers: { 200: { description: 'The calendar in force.', body: adminCalendarSchema } },
});

export const adminChangeCalendar = declareRoute({
  name: 'adminChangeCalendar',
  method: 'put',
  path: adminRoutes.calendar,
  access: owners,
  tag,
  summary: "Replace the business's closed weekdays and dated closures (owners; audited)",
  description:
    'At least one weekday stays open; a closure lasts at most 31 days and names its reason; closures never share a day. ' +
    'When the new calendar closes a day on which a booking still has a delivery or pickup, nothing is saved and the ' +
    'answer is 409 with those bookings, unless `confirmStranded` is true. Public pages see the change within seconds.',
  request: {
    body: adminCalendarChangeSchema,
    bodyDescription: 'The whole calendar: closed weekdays (lower-case names), closures, and confirmStranded.',
  },
  answers: {
    200: {
      description: 'Saved: the calendar as it is now, with the bookings it strands (those confirmed).',
      body: adminCalendarSchema,
    },
    409: {
      description:
        'Not saved: the change would close a day on which these bookings have a delivery or pickup still to come. ' +
        'Each date says why it would be closed and the next open day.',
      body: v.object({ ...strandedCalendarConflictSchema.entries, requestId: problemEntries.requestId }),
    },
  },
});

export const adminCalendarApi = [adminGetCalendar, adminChangeCalendar] as const;
