// The back office's API (/api/admin, admin/admin-router.ts) as the OpenAPI document states it.
// Every route but sign-in needs the session cookie (401 without), and every state-changing one
// Sec-Fetch-Site: same-origin (or a same-origin Origin) and the X-CSRF-Token header (403).
import {
  addUserRequestSchema,
  adminBookingDetailSchema,
  adminBookingsPageSchema,
  adminContactMarkedAnswerSchema,
  adminContactRequestsPageSchema,
  adminFleetSchema,
  adminMessageResendAnswerSchema,
  adminRoutes,
  adminSessionAnswerSchema,
  adminStatusChangeRequestSchema,
  adminStatusConflictSchema,
  adminUserAnswerSchema,
  adminUsersListSchema,
  dayBoardSchema,
  fleetChangeRequestSchema,
  fleetOccupancySchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
} from '@dumpster/domain';
import * as v from 'valibot';
import { type ApiErrorCode, errorMessages } from '../api-error.ts';
import type { ApiAnswer, ApiOperation } from '../openapi/api-operation.ts';
import { errorAnswers } from '../openapi/error-answers.ts';

const errorEntries = { message: v.string(), requestId: v.string() };

function error(code: ApiErrorCode, description: string, withFields = false): ApiAnswer {
  const fields = v.optional(v.record(v.string(), v.string()));
  const body = withFields
    ? v.object({ error: v.literal(code), ...errorEntries, fields })
    : v.object({ error: v.literal(code), ...errorEntries });
  return { description, body };
}

const notSignedIn = error(
  'not_signed_in',
  `No live session (none, ended, expired, or its account disabled): "${errorMessages.not_signed_in}"`,
);
const refused = (owner: boolean): ApiAnswer => ({
  description: owner
    ? 'A staff account (owners only), or for a state change: a cross-site request or a missing or wrong X-CSRF-Token.'
    : 'A state change sent cross-site, or without the session’s X-CSRF-Token.',
  body: v.object({ error: v.picklist(['forbidden', 'cross_site_refused']), ...errorEntries }),
});
const readRefused: ApiAnswer = error('forbidden', 'A staff account: owners only.');
const notFound = (what: string) => error('not_found', `There is no such ${what}.`);
const tag = 'Back office';

const guardedRead = (owner = false): Record<number, ApiAnswer> =>
  owner ? { 401: notSignedIn, 403: readRefused } : { 401: notSignedIn };
const guardedWrite = (owner = false) => ({ 401: notSignedIn, 403: refused(owner) });

export const adminOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: adminRoutes.session,
    operationId: 'adminSignIn',
    tag,
    summary: 'Sign in to the back office',
    description:
      'Sets the session cookie (`__Host-admin-session` over HTTPS; HttpOnly, SameSite=Strict) and answers the user and the CSRF token. Throttled per account (5 failures in 15 minutes) and per address (30 attempts).',
    requestBody: { schema: signInRequestSchema, description: 'E-mail and password.' },
    answers: {
      200: { description: 'Signed in: a new session.', body: adminSessionAnswerSchema },
      400: errorAnswers.validationFailed,
      401: error(
        'sign_in_refused',
        'The same answer for an unknown e-mail, a wrong password and a disabled account.',
      ),
      403: error('cross_site_refused', 'Posted from another site (Sec-Fetch-Site or Origin).'),
      429: error(
        'rate_limited',
        'Too many attempts for this account or from this address (Retry-After: 900).',
      ),
    },
  },
  {
    method: 'get',
    path: adminRoutes.session,
    operationId: 'adminSession',
    tag,
    summary: 'Who is signed in, and the CSRF token',
    answers: { 200: { description: 'The live session.', body: adminSessionAnswerSchema }, ...guardedRead() },
  },
  {
    method: 'delete',
    path: adminRoutes.session,
    operationId: 'adminSignOut',
    tag,
    summary: 'Sign out: the session ends on the server',
    answers: { 204: { description: 'Signed out; the cookie is cleared.' }, ...guardedWrite() },
  },
  {
    method: 'get',
    path: adminRoutes.bookings,
    operationId: 'adminListBookings',
    tag,
    summary: 'A keyset page of bookings, with counts per status',
    description:
      'Query: status, size, bookingType, deliveryFrom, deliveryTo, city, q (name, e-mail, phone, reference), sort (created|delivery|pickup), direction (asc|desc), cursor (the last page’s nextCursor), limit (1-200, default 50). Newest first by default.',
    answers: {
      200: { description: 'The page.', body: adminBookingsPageSchema },
      400: errorAnswers.validationFailed,
      ...guardedRead(),
    },
  },
  {
    method: 'get',
    path: adminRoutes.bookingsCsv,
    operationId: 'adminExportBookings',
    tag,
    summary: 'The bookings of a filter as CSV',
    description:
      'The same filters as the list (no cursor or limit). `text/csv; charset=utf-8`, RFC 4180, with a UTF-8 byte order mark; a cell starting with = + - @ tab or CR is prefixed with an apostrophe. Streamed.',
    answers: {
      200: { description: 'The CSV file (text/csv).' },
      400: errorAnswers.validationFailed,
      ...guardedRead(),
    },
  },
  {
    method: 'get',
    path: adminRoutes.booking,
    operationId: 'adminGetBooking',
    tag,
    summary: 'One booking: every field, the frozen quote, its messages and history',
    answers: {
      200: { description: 'The booking.', body: adminBookingDetailSchema },
      404: notFound('booking'),
      ...guardedRead(),
    },
  },
  {
    method: 'post',
    path: adminRoutes.bookingStatus,
    operationId: 'adminChangeBookingStatus',
    tag,
    summary: 'Change a booking’s status through the transition table',
    requestBody: {
      schema: adminStatusChangeRequestSchema,
      description: 'The status wanted; a reason to cancel.',
    },
    answers: {
      200: {
        description: 'Changed; the booking as it is now, with the new history line.',
        body: adminBookingDetailSchema,
      },
      400: errorAnswers.validationFailed,
      404: notFound('booking'),
      409: {
        description: 'The transition table refuses it: the status now and the allowed ones.',
        body: adminStatusConflictSchema,
      },
      ...guardedWrite(),
    },
  },
  {
    method: 'post',
    path: adminRoutes.bookingMessageResend,
    operationId: 'adminResendMessage',
    tag,
    summary: 'Send a dead message again',
    answers: {
      200: { description: 'Queued again.', body: adminMessageResendAnswerSchema },
      404: notFound('dead message on this booking'),
      ...guardedWrite(),
    },
  },
  {
    method: 'post',
    path: adminRoutes.bookingAccessLink,
    operationId: 'adminReissueAccessLink',
    tag,
    summary: 'Revoke the customer’s My booking link and e-mail a new one',
    description:
      'Every earlier link of the booking stops working at once; a new one is e-mailed to the customer through the outbox, and the history records who did it, in one transaction.',
    answers: {
      200: {
        description: 'Sent: the booking as it is now, the new link’s e-mail in its messages.',
        body: adminBookingDetailSchema,
      },
      404: notFound('booking'),
      ...guardedWrite(),
    },
  },
  {
    method: 'get',
    path: adminRoutes.dayBoard,
    operationId: 'adminDayBoard',
    tag,
    summary: 'A day’s deliveries and pickups in route order',
    description: 'Query: date (YYYY-MM-DD).',
    answers: {
      200: { description: 'The day.', body: dayBoardSchema },
      400: errorAnswers.validationFailed,
      ...guardedRead(),
    },
  },
  {
    method: 'get',
    path: adminRoutes.contactRequests,
    operationId: 'adminListContactRequests',
    tag,
    summary: 'Contact requests, newest first',
    description: 'Query: notContacted (true), cursor, limit (1-200, default 50).',
    answers: {
      200: { description: 'The page.', body: adminContactRequestsPageSchema },
      400: errorAnswers.validationFailed,
      ...guardedRead(),
    },
  },
  {
    method: 'post',
    path: adminRoutes.contactRequestContacted,
    operationId: 'adminMarkContacted',
    tag,
    summary: 'Mark a contact request contacted (who and when; audited)',
    answers: {
      200: {
        description: 'Marked (marking again keeps the first who and when).',
        body: adminContactMarkedAnswerSchema,
      },
      404: notFound('contact request'),
      ...guardedWrite(),
    },
  },
  {
    method: 'get',
    path: adminRoutes.users,
    operationId: 'adminListUsers',
    tag,
    summary: 'Staff accounts (owners)',
    answers: { 200: { description: 'Every account.', body: adminUsersListSchema }, ...guardedRead(true) },
  },
  {
    method: 'post',
    path: adminRoutes.users,
    operationId: 'adminAddUser',
    tag,
    summary: 'Add a staff account (owners)',
    requestBody: { schema: addUserRequestSchema, description: 'E-mail, name, role and first password.' },
    answers: {
      201: { description: 'Added.', body: adminUserAnswerSchema },
      400: errorAnswers.validationFailed,
      409: error('conflict', 'An account with this e-mail exists already.', true),
      ...guardedWrite(true),
    },
  },
  {
    method: 'post',
    path: adminRoutes.userDisable,
    operationId: 'adminDisableUser',
    tag,
    summary: 'Disable an account; its sessions end at once (owners)',
    answers: {
      200: { description: 'Disabled.', body: adminUserAnswerSchema },
      404: notFound('account'),
      409: error('conflict', 'Your own account, or the last active owner.'),
      ...guardedWrite(true),
    },
  },
  {
    method: 'post',
    path: adminRoutes.userResetPassword,
    operationId: 'adminResetPassword',
    tag,
    summary: 'Set a new password; the account’s sessions end (owners)',
    requestBody: { schema: resetPasswordRequestSchema, description: 'The new password.' },
    answers: {
      200: { description: 'Set.', body: adminUserAnswerSchema },
      400: errorAnswers.validationFailed,
      404: notFound('account'),
      ...guardedWrite(true),
    },
  },
  {
    method: 'get',
    path: adminRoutes.fleet,
    operationId: 'adminGetFleet',
    tag,
    summary: 'Units per size, and the days from today a size is over-committed (owners)',
    answers: {
      200: { description: 'Every size, in catalogue order.', body: adminFleetSchema },
      ...guardedRead(true),
    },
  },
  {
    method: 'put',
    path: adminRoutes.fleet,
    operationId: 'adminChangeFleet',
    tag,
    summary: 'Change how many dumpsters of one size the business has (owners; audited)',
    description:
      'Lowering below what is booked is allowed: the answer lists the days that are then over-committed. The same figure again changes nothing and writes no audit line.',
    requestBody: { schema: fleetChangeRequestSchema, description: 'The size and its units (0-999).' },
    answers: {
      200: { description: 'Changed: the whole fleet as it is now.', body: adminFleetSchema },
      400: errorAnswers.validationFailed,
      ...guardedWrite(true),
    },
  },
  {
    method: 'get',
    path: adminRoutes.fleetOccupancy,
    operationId: 'adminFleetOccupancy',
    tag,
    summary: 'Booked of owned per day of a month, for one size (owners)',
    description: 'Query: size, month (YYYY-MM).',
    answers: {
      200: { description: 'Every day of the month.', body: fleetOccupancySchema },
      400: errorAnswers.validationFailed,
      ...guardedRead(true),
    },
  },
];
