// Bookings in the back office (decisions 0080-0082, 0094): keyset pages, the CSV export, one
// booking, a status change, a dead message sent again, a new My booking link, and the day board.

import * as v from 'valibot';
import { earlyStatusConflictSchema } from '../admin/admin-booking-changes.ts';
import {
  adminBookingDetailSchema,
  adminBookingsFilterSchema,
  adminBookingsPageSchema,
  adminBookingsQuerySchema,
  adminMessageResendAnswerSchema,
} from '../admin/admin-bookings.ts';
import { dayBoardQuerySchema, dayBoardSchema } from '../admin/admin-day-board.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import { adminStatusChangeRequestSchema, adminStatusConflictSchema } from '../admin/admin-status-change.ts';
import { problemSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const staff = access.signedIn('owner', 'staff');
const noSuchBooking = { description: 'There is no such booking.', body: problemSchema('not_found') };

export const adminListBookings = declareRoute({
  name: 'adminListBookings',
  method: 'get',
  path: adminRoutes.bookings,
  access: staff,
  tag,
  summary: 'A keyset page of bookings, with counts per status',
  description:
    'Query: status, size, bookingType, deliveryFrom, deliveryTo, city, q (name, e-mail, phone, reference), sort (created|delivery|pickup), direction (asc|desc), cursor (the last page’s nextCursor), limit (1-200, default 50). Newest first by default.',
  request: { query: adminBookingsQuerySchema },
  answers: { 200: { description: 'The page.', body: adminBookingsPageSchema } },
});

export const adminExportBookings = declareRoute({
  name: 'adminExportBookings',
  method: 'get',
  path: adminRoutes.bookingsCsv,
  access: staff,
  tag,
  summary: 'The bookings of a filter as CSV',
  description:
    'The same filters as the list (no cursor or limit). `text/csv; charset=utf-8`, RFC 4180, with a UTF-8 byte order mark; a cell starting with = + - @ tab or CR is prefixed with an apostrophe. Streamed.',
  request: { query: adminBookingsFilterSchema },
  answers: { 200: { description: 'The CSV file (text/csv).', contentType: 'text/csv; charset=utf-8' } },
});

export const adminGetBooking = declareRoute({
  name: 'adminGetBooking',
  method: 'get',
  path: adminRoutes.booking,
  access: staff,
  tag,
  summary: 'One booking: every field, the frozen quote, its messages and history',
  answers: { 200: { description: 'The booking.', body: adminBookingDetailSchema }, 404: noSuchBooking },
});

export const adminChangeBookingStatus = declareRoute({
  name: 'adminChangeBookingStatus',
  method: 'post',
  path: adminRoutes.bookingStatus,
  access: staff,
  tag,
  summary: 'Change a booking’s status through the transition table',
  request: {
    body: adminStatusChangeRequestSchema,
    bodyDescription: 'The status wanted; a reason to cancel.',
  },
  answers: {
    200: {
      description: 'Changed; the booking as it is now, with the new history line.',
      body: adminBookingDetailSchema,
    },
    404: noSuchBooking,
    409: {
      description:
        'The transition table refuses it: the status now and the allowed ones. Or `confirmation_needed`: delivered or picked up before the planned day, to be sent again with `confirmEarly: true` (the actual date is recorded).',
      body: v.union([adminStatusConflictSchema, earlyStatusConflictSchema]),
    },
  },
});

export const adminResendMessage = declareRoute({
  name: 'adminResendMessage',
  method: 'post',
  path: adminRoutes.bookingMessageResend,
  access: staff,
  tag,
  summary: 'Send a dead message again',
  answers: {
    200: { description: 'Queued again.', body: adminMessageResendAnswerSchema },
    404: { description: 'There is no such dead message on this booking.', body: problemSchema('not_found') },
  },
});

export const adminReissueAccessLink = declareRoute({
  name: 'adminReissueAccessLink',
  method: 'post',
  path: adminRoutes.bookingAccessLink,
  access: staff,
  tag,
  summary: 'Revoke the customer’s My booking link and e-mail a new one',
  description:
    'Every earlier link of the booking stops working at once; a new one is e-mailed to the customer through the outbox, and the history records who did it, in one transaction.',
  answers: {
    200: {
      description: 'Sent: the booking as it is now, the new link’s e-mail in its messages.',
      body: adminBookingDetailSchema,
    },
    404: noSuchBooking,
  },
});

export const adminDayBoard = declareRoute({
  name: 'adminDayBoard',
  method: 'get',
  path: adminRoutes.dayBoard,
  access: staff,
  tag,
  summary: 'A day’s deliveries and pickups in route order',
  description: 'Query: date (YYYY-MM-DD).',
  request: { query: dayBoardQuerySchema },
  answers: { 200: { description: 'The day.', body: dayBoardSchema } },
});

export const adminBookingsApi = [
  adminListBookings,
  adminExportBookings,
  adminGetBooking,
  adminChangeBookingStatus,
  adminResendMessage,
  adminReissueAccessLink,
  adminDayBoard,
] as const;
