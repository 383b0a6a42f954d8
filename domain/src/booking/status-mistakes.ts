// Status mistakes in the back office (decision 0178). Two rules:
// - marking a booking delivered or picked up before its planned day is probably a wrong row:
//   the server asks for a confirmation, and a confirmed early mark records the day it really
//   happened beside the planned one;
// - the last status change can be undone: by its author within 15 minutes, later (or someone
//   else's) only by an owner, with a reason. The undo is a line of its own in the history; an undo
//   is not undone in turn (the status is changed forward again instead), and a status whose
//   e-mail the customer already got does not e-mail them again when it comes back.
import type { StaffRole } from '../admin/admin-session.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';
import { type BookingStatus, bookingStatusLabels } from './booking-status.ts';
import { givenReason } from './staff-reason.ts';
import { transitionEmailsCustomer } from './status-transitions.ts';

/** The statuses tied to a planned day: delivered (the delivery date), picked up (the pickup date). */
export function plannedDayOf(
  booking: { readonly deliveryDate: string; readonly pickupDate: string },
  to: BookingStatus,
): string | null {
  if (to === 'delivered') return booking.deliveryDate;
  if (to === 'picked_up') return booking.pickupDate;
  return null;
}

export interface EarlyStatus {
  readonly plannedDate: string;
  /** Today in Florida: the day it happened. */
  readonly actualDate: string;
  readonly message: string;
}

/** Non-null when `to` is marked before its planned day (`today` is the business's date). */
export function earlyStatusOf(
  booking: { readonly deliveryDate: string; readonly pickupDate: string },
  to: BookingStatus,
  today: string,
): EarlyStatus | null {
  const planned = plannedDayOf(booking, to);
  if (!planned || today >= planned) return null;
  const what = to === 'delivered' ? 'delivery' : 'pickup';
  return {
    plannedDate: planned,
    actualDate: today,
    message: `The ${what} is planned for ${shortDateLabel(planned)}. Mark it ${bookingStatusLabels[to].toLowerCase()} today, ${shortDateLabel(today)}, instead?`,
  };
}

export const undoWindowMinutes = 15;
const undoWindowMs = undoWindowMinutes * 60_000;

/** The latest status event of a booking's history. */
export interface LastStatusEvent {
  readonly kind: 'changed' | 'undone';
  readonly from: BookingStatus;
  readonly to: BookingStatus;
  readonly at: Date;
  /** The staff member who made it; null when the customer or the system did. */
  readonly authorUserId: string | null;
}

export const statusUndoMessages = {
  nothing: 'There is no status change to undo.',
  alreadyUndone: 'The last status change is already undone. Change the status forward instead.',
  moved: 'The status changed since; there is nothing to undo.',
  notYours: `Only the person who made a status change can undo it, within ${undoWindowMinutes} minutes. After that, or for someone else’s change, the owner can, with a reason.`,
  reason: 'Please say why this status change is undone (kept in the history)',
} as const;

export type StatusUndoDecision =
  | {
      readonly ok: true;
      readonly from: BookingStatus;
      readonly to: BookingStatus;
      readonly reason: string | null;
      /** True when the owner undid past the author's window (the reason says why). */
      readonly byOwner: boolean;
    }
  | { readonly ok: false; readonly refusal: 'nothing_to_undo' | 'not_allowed'; readonly message: string }
  | { readonly ok: false; readonly refusal: 'invalid_reason'; readonly message: string };

/** Whether this actor may undo the last change right now without the owner's reason. */
export function isAuthorsUndoWindow(last: LastStatusEvent, actorUserId: string, now: Date): boolean {
  return last.authorUserId === actorUserId && now.getTime() - last.at.getTime() < undoWindowMs;
}

/** Decides an undo of the booking's last status change. */
export function decideStatusUndo(input: {
  readonly status: BookingStatus;
  readonly last: LastStatusEvent | null;
  readonly actor: { readonly userId: string; readonly role: StaffRole };
  readonly now: Date;
  readonly reason?: string | null | undefined;
}): StatusUndoDecision {
  const { status, last, actor, now } = input;
  if (!last) return { ok: false, refusal: 'nothing_to_undo', message: statusUndoMessages.nothing };
  if (last.kind === 'undone')
    return { ok: false, refusal: 'nothing_to_undo', message: statusUndoMessages.alreadyUndone };
  if (last.to !== status) return { ok: false, refusal: 'nothing_to_undo', message: statusUndoMessages.moved };
  const reason = givenReason(input.reason);
  if (isAuthorsUndoWindow(last, actor.userId, now))
    return { ok: true, from: status, to: last.from, reason, byOwner: false };
  if (actor.role !== 'owner')
    return { ok: false, refusal: 'not_allowed', message: statusUndoMessages.notYours };
  if (!reason) return { ok: false, refusal: 'invalid_reason', message: statusUndoMessages.reason };
  return { ok: true, from: status, to: last.from, reason, byOwner: true };
}

/**
 * Whether the customer was already e-mailed about reaching `to` (an earlier change to it in the
 * history): a status that comes back after an undo does not e-mail them twice.
 */
export function statusEmailAlreadySent(
  history: readonly { readonly type: string; readonly details: Readonly<Record<string, unknown>> }[],
  to: BookingStatus,
): boolean {
  if (!transitionEmailsCustomer(to)) return false;
  return history.some((event) => event.type === 'status_changed' && event.details.to === to);
}
