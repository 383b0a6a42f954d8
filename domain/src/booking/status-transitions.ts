// Which status may follow which (decision 0081): pending -> confirmed -> delivered ->
// picked_up -> completed, and pending or confirmed -> cancelled, with a reason. Completed and
// cancelled are final. The server refuses anything else with 409 and the allowed next statuses.
import { type BookingStatus, bookingStatusLabels } from './booking-status.ts';
import { checkCancellationReason } from './cancellation-reason.ts';

/** The transition table: from each status, the statuses it may become. */
export const bookingStatusTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['delivered', 'cancelled'],
  delivered: ['picked_up'],
  picked_up: ['completed'],
  completed: [],
  cancelled: [],
};

/** The statuses whose arrival e-mails the customer: a confirmation and a cancellation notice. */
export const customerEmailedStatuses = ['confirmed', 'cancelled'] as const satisfies readonly BookingStatus[];

export type CustomerEmailedStatus = (typeof customerEmailedStatuses)[number];

export function allowedTransitions(from: BookingStatus): readonly BookingStatus[] {
  return bookingStatusTransitions[from];
}

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return bookingStatusTransitions[from].includes(to);
}

/** Completed and cancelled: nothing follows them. */
export function isTerminalStatus(status: BookingStatus): boolean {
  return bookingStatusTransitions[status].length === 0;
}

/** True when moving a booking to `to` e-mails its customer (through the outbox). */
export function transitionEmailsCustomer(to: BookingStatus): to is CustomerEmailedStatus {
  return (customerEmailedStatuses as readonly BookingStatus[]).includes(to);
}

export interface StatusChange {
  readonly to: BookingStatus;
  /** Required (non-empty once trimmed, at most 500 characters) when `to` is cancelled. */
  readonly reason?: string | null | undefined;
}

export type TransitionDecision =
  | {
      readonly ok: true;
      readonly from: BookingStatus;
      readonly to: BookingStatus;
      /** The trimmed reason, null when none was given. */
      readonly reason: string | null;
      readonly emailsCustomer: boolean;
    }
  | {
      readonly ok: false;
      /** Answered 409 with `allowed`. */
      readonly refusal: 'transition_not_allowed';
      readonly message: string;
      readonly allowed: readonly BookingStatus[];
    }
  | {
      readonly ok: false;
      /** Answered 400 on the `reason` field. */
      readonly refusal: 'invalid_reason';
      readonly message: string;
    };

function lower(status: BookingStatus): string {
  return bookingStatusLabels[status].toLowerCase();
}

function notAllowedMessage(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `This booking is already ${lower(from)}.`;
  const allowed = allowedTransitions(from);
  if (allowed.length === 0) return `This booking is ${lower(from)}; its status can no longer change.`;
  const choices = allowed.map((status) => bookingStatusLabels[status]).join(' or ');
  return `A ${lower(from)} booking cannot be marked ${bookingStatusLabels[to]}; it can be marked ${choices}.`;
}

/** Decides a requested status change of a booking now in `from`. */
export function decideTransition(from: BookingStatus, change: StatusChange): TransitionDecision {
  const { to } = change;
  if (!canTransition(from, to))
    return {
      ok: false,
      refusal: 'transition_not_allowed',
      message: notAllowedMessage(from, to),
      allowed: allowedTransitions(from),
    };
  const reason = checkCancellationReason(change.reason, { required: to === 'cancelled' });
  if (!reason.ok) return { ok: false, refusal: 'invalid_reason', message: reason.message };
  return { ok: true, from, to, reason: reason.reason, emailsCustomer: transitionEmailsCustomer(to) };
}
