// The mock's office changes to a booking (decisions 0175-0178), by the domain's own rules: the
// details edit with its version check, staff date changes priced as the server prices them (the
// fleet is not checked here), the undo of the last status change, and internal notes.
import {
  type AdminBookingDetail,
  adminRoutes,
  allowedTransitions,
  bookingEditRequestSchema,
  bookingNotePinRequestSchema,
  bookingNoteRequestSchema,
  decideBookingEdit,
  decideStaffDateChange,
  decideStatusUndo,
  mailSubjects,
  staffDateChangeRequestSchema,
  statusUndoRequestSchema,
} from '@dumpster/domain';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { data } from './back-office-state.ts';
import { fieldsOf, json, ok, problem } from './mock-answers.ts';
import { guard } from './mock-session.ts';

const path = (suffix: string) => `*${adminRoutes.booking}${suffix}`;
const noSuchBooking = () => problem(404, 'not_found', 'There is no such booking.');
const findBooking = (id: unknown) => data().bookings.find((booking) => booking.id === id);

function staffLine(
  booking: AdminBookingDetail,
  name: string,
  type: string,
  details: Record<string, unknown>,
) {
  booking.history.push({
    occurredAt: new Date().toISOString(),
    actor: { kind: 'staff', name },
    type,
    details,
  });
  booking.version += 1;
}

export const bookingChangesHandlers = [
  http.patch(path(''), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const booking = findBooking(params.id);
    if (!booking) return noSuchBooking();
    const parsed = v.safeParse(bookingEditRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const decision = decideBookingEdit(booking, booking.version, parsed.output);
    if (!decision.ok && decision.refusal === 'invalid') return validationFailed({ ...decision.fields });
    if (!decision.ok) return problem(409, 'conflict', decision.message);
    Object.assign(booking, decision.next);
    staffLine(booking, checked.answer.user.name, 'details_edited', { ...decision.changed });
    return ok(booking);
  }),
  http.post(path('/dates'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const booking = findBooking(params.id);
    if (!booking) return noSuchBooking();
    const parsed = v.safeParse(staffDateChangeRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const decision = decideStaffDateChange(booking, parsed.output, { now: new Date() });
    if (!decision.ok && (decision.refusal === 'invalid_dates' || decision.refusal === 'invalid_reason'))
      return validationFailed({ ...decision.fields });
    if (!decision.ok) return problem(409, 'change_refused', decision.message);
    const before = { deliveryDate: booking.deliveryDate, pickupDate: booking.pickupDate };
    const totalBefore = booking.quote.totalCents;
    Object.assign(booking, {
      deliveryDate: decision.deliveryDate,
      pickupDate: decision.pickupDate,
      quote: decision.quote,
    });
    staffLine(booking, checked.answer.user.name, decision.change, {
      deliveryDate: { from: before.deliveryDate, to: decision.deliveryDate },
      pickupDate: { from: before.pickupDate, to: decision.pickupDate },
      priceDifferenceCents: decision.priceDifferenceCents,
      totalCents: { from: totalBefore, to: decision.quote.totalCents },
      ...(decision.reason ? { reason: decision.reason } : {}),
    });
    const now = new Date().toISOString();
    booking.messages.push({
      id: `msg-${booking.id}-${booking.messages.length + 1}`,
      kind: 'booking-changed',
      to: booking.email,
      subject: mailSubjects.bookingChanged(booking, decision.change),
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: now,
      sentAt: null,
      nextAttemptAt: now,
    });
    return ok(booking);
  }),
  http.post(`*${adminRoutes.bookingStatus}/undo`, async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const booking = findBooking(params.id);
    if (!booking) return noSuchBooking();
    const parsed = v.safeParse(statusUndoRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const last = booking.lastStatusChange;
    const { user } = checked.answer;
    const decision = decideStatusUndo({
      status: booking.status,
      last: last ? { ...last, at: new Date(last.at) } : null,
      actor: { userId: user.id, role: user.role },
      now: new Date(),
      reason: parsed.output.reason,
    });
    if (!decision.ok && decision.refusal === 'invalid_reason')
      return validationFailed({ reason: decision.message });
    if (!decision.ok) return problem(409, 'conflict', decision.message);
    booking.status = decision.to;
    booking.allowedNextStatuses = [...allowedTransitions(decision.to)];
    staffLine(booking, user.name, 'status_undone', {
      from: decision.from,
      to: decision.to,
      ...(decision.reason ? { reason: decision.reason } : {}),
    });
    booking.lastStatusChange = {
      kind: 'undone',
      from: decision.from,
      to: decision.to,
      at: new Date().toISOString(),
      authorUserId: user.id,
      authorName: user.name,
    };
    return ok(booking);
  }),
  http.get(path('/notes'), async ({ request, params }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    if (!findBooking(params.id)) return noSuchBooking();
    const notes = data()
      .notes.filter((note) => note.bookingId === params.id)
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt));
    return ok({ notes });
  }),
  http.post(path('/notes'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const booking = findBooking(params.id);
    if (!booking) return noSuchBooking();
    const parsed = v.safeParse(bookingNoteRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const note = {
      id: String(data().notes.length + 1),
      bookingId: booking.id,
      text: parsed.output.text,
      pinned: parsed.output.pinned,
      authorName: checked.answer.user.name,
      createdAt: new Date().toISOString(),
    };
    data().notes.push(note);
    return ok(note, 201);
  }),
  http.post(path('/notes/:noteId/pin'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(bookingNotePinRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const note = data().notes.find(
      (candidate) => candidate.bookingId === params.id && candidate.id === params.noteId,
    );
    if (!note) return problem(404, 'not_found', 'There is no such note on this booking.');
    note.pinned = parsed.output.pinned;
    return ok(note);
  }),
];
