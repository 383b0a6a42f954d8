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
import { adminPhoneOrderAnswerSchema } from '../admin/admin-phone-orders.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import { adminStatusChangeRequestSchema, adminStatusConflictSchema } from '../admin/admin-status-change.ts';
import { unavailableAnswerSchema } from '../availability/unavailable-answer.ts';
import { createStaffBookingSchema } from '../booking/booking-schema.ts';
import { problemEntries, problemSchema } from './api-errors.ts';
import { replayedHeader } from './derived-answers.ts';
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

/** The 409 of a booking whose dates have a full day: the public route's body (decision 0086). */
export const adminDatesUnavailableAnswer = {
  description:
    'Every unit of the size is booked on at least one day from delivery through pickup; nothing was stored, not even the Idempotency-Key. `unavailableDates` lists the full days, `nextAvailable` the first rental of the same length that works, `message` both in a sentence.',
  body: v.object({ ...unavailableAnswerSchema.entries, requestId: problemEntries.requestId }),
} as const;

/** 201 of a booking staff took: the receipt and the details to read out or print (decision 0170). */
export const adminPhoneOrderCreatedAnswer = {
  description:
    'Stored through the public booking’s write (quote frozen by the server, history naming the staff member, My booking link, confirmation and notice through the outbox): the receipt, the details as stored and whether a confirmation e-mail goes. The same request again with the same Idempotency-Key answers the same, with Idempotent-Replayed: true.',
  body: adminPhoneOrderAnswerSchema,
  headers: replayedHeader,
} as const;

export const adminCreateBooking = declareRoute({
  name: 'adminCreateBooking',
  method: 'post',
  path: adminRoutes.bookings,
  access: staff,
  tag,
  summary: 'Take a booking on the phone',
  description:
    'The booking form’s fields and rules (the same domain schema as POST /api/bookings), except that `email` may be blank for a caller without an address (decision 0170): no confirmation e-mail is sent then, and the answer carries what to read out or print. `phone` is required.',
  request: {
    body: createStaffBookingSchema,
    bodyDescription: 'The booking form; `email` may be empty.',
    idempotency: { scope: 'admin-bookings' },
  },
  answers: { 201: adminPhoneOrderCreatedAnswer, 409: adminDatesUnavailableAnswer },
});

export const adminBookingsApi = [
  adminListBookings,
  adminExportBookings,
  adminGetBooking,
  adminChangeBookingStatus,
  adminResendMessage,
  adminReissueAccessLink,
  adminDayBoard,
  adminCreateBooking,
] as const;
