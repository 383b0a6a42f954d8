// The office's changes to a booking (decisions 0175-0178): correct its details, move its dates,
// undo the last status change, and its internal notes.
import * as v from 'valibot';
import {
  bookingEditRequestSchema,
  staffDateChangeRequestSchema,
  statusUndoRequestSchema,
} from '../admin/admin-booking-changes.ts';
import { adminBookingDetailSchema } from '../admin/admin-bookings.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import {
  bookingNotePinRequestSchema,
  bookingNoteRequestSchema,
  bookingNoteSchema,
  bookingNotesSchema,
} from '../admin/booking-notes.ts';
import { unavailableAnswerSchema } from '../availability/unavailable-answer.ts';
import { problemEntries, problemSchema } from './api-errors.ts';
import { replayedHeader } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const staff = access.signedIn('owner', 'staff');
const noSuchBooking = { description: 'There is no such booking.', body: problemSchema('not_found') };
const changed = {
  description: 'Changed: the booking as it is now, with the new history line.',
  body: adminBookingDetailSchema,
};

export const adminEditBooking = declareRoute({
  name: 'adminEditBooking',
  method: 'patch',
  path: adminRoutes.booking,
  access: staff,
  tag,
  summary: 'Correct a booking’s contact details, address, instructions, company and job fields',
  description:
    'Only the fields sent change, each under the booking form’s rule. `version` is the booking’s `version` the form was filled from: when the booking changed since, nothing is saved (409), so two staff never overwrite each other silently. The history records each field before and after.',
  request: { body: bookingEditRequestSchema, bodyDescription: 'The version and the changed fields.' },
  answers: {
    200: changed,
    404: noSuchBooking,
    409: {
      description:
        'The booking changed since the form was filled (or nothing differs): reload and edit again.',
      body: problemSchema('conflict'),
    },
  },
});

export const adminChangeBookingDates = declareRoute({
  name: 'adminChangeBookingDates',
  method: 'post',
  path: `${adminRoutes.booking}/dates`,
  access: staff,
  tag,
  summary: 'Extend, shorten or reschedule a booking (staff)',
  description:
    'Priced as the customer’s own changes are (frozen terms for a longer or shorter rental, afresh for new delivery dates) and checked against the fleet with the size held. Inside the customer’s 24-hour limit (and for a shorter rental of a delivered dumpster) a `reason` is required; it is kept in the history. The customer is e-mailed with the updated calendar event. The same Idempotency-Key again answers the same.',
  request: {
    body: staffDateChangeRequestSchema,
    bodyDescription: 'The new delivery and pickup dates; a reason inside the 24-hour limit.',
    idempotency: { scope: 'admin-booking-dates', keyMaxLength: 200 },
  },
  answers: {
    200: { ...changed, headers: replayedHeader },
    404: noSuchBooking,
    409: {
      description:
        '`change_refused`: the booking’s status does not allow it. `unavailable`: a day is full for the size; `nextAvailable` holds dates that work.',
      body: v.union([
        problemSchema('change_refused'),
        v.object({ ...unavailableAnswerSchema.entries, requestId: problemEntries.requestId }),
      ]),
    },
  },
});

export const adminUndoStatusChange = declareRoute({
  name: 'adminUndoStatusChange',
  method: 'post',
  path: `${adminRoutes.bookingStatus}/undo`,
  access: staff,
  tag,
  summary: 'Undo the booking’s last status change',
  description:
    'Its author may undo it within 15 minutes; later, or someone else’s, only an owner, with a reason. The undo is a line of the history; no e-mail is sent, and a status the customer was already e-mailed about does not e-mail them again when it comes back.',
  request: {
    body: statusUndoRequestSchema,
    bodyDescription: 'A reason (required for the owner’s late undo).',
  },
  answers: {
    200: changed,
    404: noSuchBooking,
    409: {
      description:
        'Nothing to undo (already undone, or the status moved), the actor may not undo it, or the fleet no longer has a unit for a cancellation being undone.',
      body: v.union([
        problemSchema('conflict'),
        v.object({ ...unavailableAnswerSchema.entries, requestId: problemEntries.requestId }),
      ]),
    },
  },
});

export const adminListBookingNotes = declareRoute({
  name: 'adminListBookingNotes',
  method: 'get',
  path: `${adminRoutes.booking}/notes`,
  access: staff,
  tag,
  summary: 'A booking’s internal notes, pinned first, newest first',
  answers: { 200: { description: 'The notes.', body: bookingNotesSchema }, 404: noSuchBooking },
});

export const adminAddBookingNote = declareRoute({
  name: 'adminAddBookingNote',
  method: 'post',
  path: `${adminRoutes.booking}/notes`,
  access: staff,
  tag,
  summary: 'Add an internal note to a booking (never shown to the customer)',
  request: {
    body: bookingNoteRequestSchema,
    bodyDescription: 'The text; pinned to show it on the day board.',
  },
  answers: { 201: { description: 'Added.', body: bookingNoteSchema }, 404: noSuchBooking },
});

export const adminPinBookingNote = declareRoute({
  name: 'adminPinBookingNote',
  method: 'post',
  path: `${adminRoutes.booking}/notes/:noteId/pin`,
  access: staff,
  tag,
  summary: 'Pin a note to the day board, or unpin it',
  request: { body: bookingNotePinRequestSchema, bodyDescription: '{ pinned: true | false }' },
  answers: {
    200: { description: 'The note as it is now.', body: bookingNoteSchema },
    404: { description: 'There is no such note on this booking.', body: problemSchema('not_found') },
  },
});

export const adminBookingChangesApi = [
  adminEditBooking,
  adminChangeBookingDates,
  adminUndoStatusChange,
  adminListBookingNotes,
  adminAddBookingNote,
  adminPinBookingNote,
] as const;
