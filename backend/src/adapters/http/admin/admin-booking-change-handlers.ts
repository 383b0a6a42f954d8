// The office's changes to a booking (decisions 0175-0178): correct its details, move its dates,
// undo its last status change, and its internal notes. Each handler calls its use case and maps
// the outcome to a declared answer.
import { type adminBookingChangesApi, errorMessages } from '@dumpster/domain/api';
import type { StoredBookingNote } from '../../../application/ports/booking-notes.ts';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { invalid } from '../routing/invalid.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import { bookingDetail } from './admin-answers.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

const noSuchBooking = () => problem(404, 'not_found', 'There is no such booking.');

function noteAnswer(note: StoredBookingNote) {
  return {
    id: note.id,
    bookingId: note.bookingId,
    text: note.text,
    pinned: note.pinned,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  };
}

export function adminBookingChangeHandlers(
  deps: AdminDependencies,
): HandlersOf<typeof adminBookingChangesApi> {
  const changes = deps.bookingChanges;
  return {
    adminEditBooking: async ({ params, body }, { session }) => {
      const outcome = await changes.edit.execute(staffActor(session.user), params.id, body);
      if (outcome.ok) return { status: 200, body: bookingDetail(outcome.detail) };
      if (outcome.refusal === 'not_found') return noSuchBooking();
      if (outcome.refusal === 'invalid') return invalid(outcome.fields);
      return problem(409, 'conflict', outcome.message);
    },
    adminChangeBookingDates: async ({ params, body, idempotency }, { session }) => {
      const outcome = await changes.changeDates.execute(
        staffActor(session.user),
        params.id,
        body,
        idempotency,
      );
      switch (outcome.kind) {
        case 'changed':
          return { status: 200, body: bookingDetail(outcome.detail) };
        case 'replayed':
          return {
            status: 200,
            body: bookingDetail(outcome.detail),
            headers: { 'Idempotent-Replayed': 'true' },
          };
        case 'not_found':
          return noSuchBooking();
        case 'key_reused':
          return problem(422, 'idempotency_key_reused', errorMessages.idempotency_key_reused);
        case 'refused': {
          const { refusal } = outcome;
          if (refusal.kind === 'invalid') return invalid(refusal.fields);
          if (refusal.kind === 'unavailable') return { status: 409, body: refusal.answer };
          return problem(409, 'change_refused', refusal.message);
        }
      }
    },
    adminUndoStatusChange: async ({ params, body }, { session }) => {
      const outcome = await changes.undoStatus.execute(
        staffActor(session.user),
        session.user.role,
        params.id,
        body.reason,
      );
      if (outcome.ok) return { status: 200, body: bookingDetail(outcome.detail) };
      if (outcome.refusal === 'not_found') return noSuchBooking();
      if (outcome.refusal === 'invalid_reason') return invalid({ reason: outcome.message });
      if (outcome.refusal === 'unavailable') return { status: 409, body: outcome.answer };
      return problem(409, 'conflict', outcome.message);
    },
    adminListBookingNotes: async ({ params }) => {
      const notes = await changes.listNotes.execute(params.id);
      return notes ? { status: 200, body: { notes: notes.map(noteAnswer) } } : noSuchBooking();
    },
    adminAddBookingNote: async ({ params, body }, { session }) => {
      const note = await changes.addNote.execute(staffActor(session.user), params.id, body);
      return note ? { status: 201, body: noteAnswer(note) } : noSuchBooking();
    },
    adminPinBookingNote: async ({ params, body }) => {
      const note = await changes.pinNote.execute(params.id, params.noteId, body.pinned);
      return note
        ? { status: 200, body: noteAnswer(note) }
        : problem(404, 'not_found', 'There is no such note on this booking.');
    },
  };
}
