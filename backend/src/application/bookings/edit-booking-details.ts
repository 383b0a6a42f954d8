// Staff correct a booking's details (decision 0175): the booking row locked, the domain's
// decideBookingEdit judges the changed fields against the version the form was filled from (the
// booking's history length, read under the lock), then the fields and a history line holding
// each field's before and after are one write. An edit made from an older version changes
// nothing and says so: two people on the phone never overwrite each other silently.
import { type BookingEditRequest, decideBookingEdit, type EditableBookingField } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { MessageLog } from '../ports/message-log.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { type BookingDetail, bookingDetailOf } from './read-booking.ts';

export type EditOutcome =
  | { readonly ok: true; readonly detail: BookingDetail }
  | { readonly ok: false; readonly refusal: 'not_found' }
  | { readonly ok: false; readonly refusal: 'stale' | 'nothing'; readonly message: string }
  | {
      readonly ok: false;
      readonly refusal: 'invalid';
      readonly message: string;
      readonly fields: Readonly<Partial<Record<EditableBookingField, string>>>;
    };

export class EditBookingDetails {
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

  async execute(actor: Actor, id: string, request: BookingEditRequest): Promise<EditOutcome> {
    const now = this.clock.now();
    const outcome = await this.unitOfWork.transaction(async ({ bookings, bookingEvents }) => {
      const booking = await bookings.findForUpdate(id);
      if (!booking) return { ok: false, refusal: 'not_found' } as const;
      const decision = decideBookingEdit(booking, await bookingEvents.count(id), request);
      if (!decision.ok) return decision;
      await bookings.saveDetails({ ...booking, ...decision.next });
      await bookingEvents.append({
        bookingId: id,
        occurredAt: now,
        actor,
        type: 'details_edited',
        details: { ...decision.changed },
      });
      return { ok: true } as const;
    });
    if (!outcome.ok) return outcome;
    const detail = await bookingDetailOf(this.queries, this.messages, id);
    return detail ? { ok: true, detail } : { ok: false, refusal: 'not_found' };
  }
}
