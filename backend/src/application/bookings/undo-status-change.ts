// Undo the last status change of a booking (decision 0178): the booking row locked, the domain's
// decideStatusUndo judges the last status event (its author within 15 minutes; an owner later,
// with a reason), then the status goes back and the undo is a history line of its own, in one
// write. Nothing is e-mailed: the customer hears of a status once (ChangeBookingStatus does not
// e-mail a status again when it comes back). Undoing a cancellation takes the fleet's unit back,
// so it is held like a reschedule: a day given away since refuses the undo with the next dates.
import { businessDateAt, decideStatusUndo, type StaffRole, type UnavailableAnswer } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { explainFullRental, holdRental, RentalFullError } from '../availability/hold-rental.ts';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { MessageLog } from '../ports/message-log.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { lastStatusChangeOf, statusEventTypes } from './last-status-change.ts';
import { type BookingDetail, bookingDetailOf } from './read-booking.ts';

export type UndoOutcome =
  | { readonly ok: true; readonly detail: BookingDetail }
  | { readonly ok: false; readonly refusal: 'not_found' }
  | {
      readonly ok: false;
      readonly refusal: 'nothing_to_undo' | 'not_allowed' | 'invalid_reason';
      readonly message: string;
    }
  | { readonly ok: false; readonly refusal: 'unavailable'; readonly answer: UnavailableAnswer };

export class UndoStatusChange {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;
  private readonly messages: MessageLog;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, queries: AdminQueries, messages: MessageLog, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
    this.messages = messages;
    this.clock = clock;
  }

  async execute(
    actor: Extract<Actor, { kind: 'staff' }>,
    role: StaffRole,
    id: string,
    reason: string | null | undefined,
  ): Promise<UndoOutcome> {
    const now = this.clock.now();
    let outcome: Exclude<UndoOutcome, { ok: true }> | { ok: true };
    try {
      outcome = await this.unitOfWork.transaction(async ({ bookings, bookingEvents, fleet }) => {
        const booking = await bookings.findForUpdate(id);
        if (!booking) return { ok: false, refusal: 'not_found' } as const;
        const last = lastStatusChangeOf(await bookingEvents.ofTypes(id, statusEventTypes));
        const decision = decideStatusUndo({
          status: booking.status,
          last,
          actor: { userId: actor.userId, role },
          now,
          reason,
        });
        if (!decision.ok) return decision;
        if (decision.from === 'cancelled')
          await holdRental(fleet, {
            size: booking.dumpsterSize,
            rental: { deliveryDate: booking.deliveryDate, pickupDate: booking.pickupDate },
            today: businessDateAt(now),
            excludeBookingId: booking.id,
          });
        await bookings.setStatus(id, decision.to);
        await bookingEvents.append({
          bookingId: id,
          occurredAt: now,
          actor,
          type: 'status_undone',
          details: {
            from: decision.from,
            to: decision.to,
            ...(decision.reason ? { reason: decision.reason } : {}),
            ...(decision.byOwner ? { byOwner: true } : {}),
          },
        });
        return { ok: true } as const;
      });
    } catch (error) {
      if (!(error instanceof RentalFullError)) throw error;
      const refusal = await explainFullRental(this.unitOfWork, error);
      if (!refusal) throw error;
      return { ok: false, refusal: 'unavailable', answer: refusal.answer };
    }
    if (!outcome.ok) return outcome;
    const detail = await bookingDetailOf(this.queries, this.messages, id);
    return detail ? { ok: true, detail } : { ok: false, refusal: 'not_found' };
  }
}
