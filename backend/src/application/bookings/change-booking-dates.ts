// Staff extend, shorten or reschedule a booking on the phone (decision 0176), in the one shape of
// a customer's change (my-booking/change-once.ts): the booking row locked (a customer's change at
// the same moment waits, and then judges the booking as staff left it), the domain's
// decideStaffDateChange on the stored booking, the new days held against the fleet leaving the
// booking itself out (hold-rental.ts), then the booking, its link's expiry, its history line
// (who, the reason when inside the customer's 24-hour limit), the customer's e-mail with the
// updated calendar event and the idempotency record in one unit of work. A full day rolls it
// all back and answers the next dates that work, as for the customer. The business's calendar
// binds staff as it binds the customer (no delivery on a closed day, the pickup's free closed
// days; decisions 0131, 0166), and the day-before reminders move with the dates (decision 0201).
import { businessDateAt, decideStaffDateChange, type StaffDateRequest } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { explainFullRental, holdRental, RentalFullError } from '../availability/hold-rental.ts';
import { recordReply, replayOf } from '../idempotent-reply.ts';
import { accessTokenExpiry } from '../my-booking/access-token-expiry.ts';
import { type ChangeRefusal, changeRefusalOf } from '../my-booking/change-refusal.ts';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { BusinessCalendarSource } from '../ports/business-calendar-source.ts';
import type { Clock } from '../ports/clock.ts';
import {
  type IdempotencyClaim,
  IdempotencyKeyTakenError,
  type IdempotencyStore,
} from '../ports/idempotency.ts';
import type { MessageLog } from '../ports/message-log.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { replanBookingReminders } from '../text-messages/booking-text-queue.ts';
import { type BookingDetail, bookingDetailOf } from './read-booking.ts';

export type DatesOutcome =
  | { readonly kind: 'changed' | 'replayed'; readonly detail: BookingDetail }
  | { readonly kind: 'key_reused' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'refused'; readonly refusal: ChangeRefusal };

/** What the idempotency record keeps: the booking the change was made to (its answer is re-read). */
const changedStatus = 200;

/** A full day found, then free again when explained, twice in a row: give up (a 500, not a loop). */
const fullRentalAttempts = 2;

class RefusedChange extends Error {
  readonly refusal: ChangeRefusal;

  constructor(refusal: ChangeRefusal) {
    super('change refused');
    this.refusal = refusal;
  }
}

/** Keys are per booking, as a customer's change keys are. */
const keyFor = (claim: IdempotencyClaim, bookingId: string) => `staff:${bookingId}:${claim.key}`;

export class ChangeBookingDates {
  private readonly unitOfWork: UnitOfWork;
  private readonly idempotency: IdempotencyStore;
  private readonly queries: AdminQueries;
  private readonly messages: MessageLog;
  private readonly clock: Clock;
  private readonly calendars: BusinessCalendarSource;

  constructor(
    unitOfWork: UnitOfWork,
    idempotency: IdempotencyStore,
    queries: AdminQueries,
    messages: MessageLog,
    clock: Clock,
    calendars: BusinessCalendarSource,
  ) {
    this.unitOfWork = unitOfWork;
    this.idempotency = idempotency;
    this.queries = queries;
    this.messages = messages;
    this.clock = clock;
    this.calendars = calendars;
  }

  async execute(
    actor: Actor,
    id: string,
    request: StaffDateRequest,
    claim?: IdempotencyClaim,
  ): Promise<DatesOutcome> {
    // A unit freed between finding the dates full and explaining why: the change is tried again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcome = await this.once(actor, id, request, claim);
        if (outcome.kind === 'key_reused' || outcome.kind === 'not_found' || outcome.kind === 'refused')
          return outcome;
        const detail = await bookingDetailOf(this.queries, this.messages, id);
        return detail ? { kind: outcome.kind, detail } : { kind: 'not_found' };
      } catch (error) {
        if (!(error instanceof RentalFullError)) throw error;
        const refusal = await explainFullRental(this.unitOfWork, error);
        if (refusal) return { kind: 'refused', refusal: { kind: 'unavailable', answer: refusal.answer } };
        if (attempt >= fullRentalAttempts) throw error;
      }
    }
  }

  private async once(
    actor: Actor,
    id: string,
    request: StaffDateRequest,
    claim: IdempotencyClaim | undefined,
  ): Promise<
    | { kind: 'changed' | 'replayed' }
    | { kind: 'key_reused' }
    | { kind: 'not_found' }
    | { kind: 'refused'; refusal: ChangeRefusal }
  > {
    const now = this.clock.now();
    // Read before the transaction: PGlite has one connection, and the source may read the store.
    const calendar = await this.calendars.current();
    try {
      return await this.unitOfWork.transaction(async (repositories) => {
        const { bookings, bookingEvents, fleet, outbox, accessTokens } = repositories;
        const booking = await bookings.findForUpdate(id);
        if (!booking) return { kind: 'not_found' } as const;
        const decision = decideStaffDateChange(booking, request, { now, calendar });
        if (!decision.ok) throw new RefusedChange(changeRefusalOf(decision));
        const rental = { deliveryDate: decision.deliveryDate, pickupDate: decision.pickupDate };
        // Throws RentalFullError (the transaction rolls back) when a new day is full. A shorter
        // rental needs no new day, but holding it is one short statement and keeps one path.
        await holdRental(fleet, {
          size: booking.dumpsterSize,
          rental,
          today: businessDateAt(now),
          now,
          calendar,
          excludeBookingId: booking.id,
        });
        const changed = { ...booking, ...rental, quote: decision.quote };
        await bookings.saveChange(changed);
        await replanBookingReminders(repositories.texts, changed, now);
        if (changed.pickupDate !== booking.pickupDate)
          await accessTokens.moveExpiry(booking.id, accessTokenExpiry(changed.pickupDate));
        await bookingEvents.append({
          bookingId: booking.id,
          occurredAt: now,
          actor,
          type: decision.change,
          details: {
            deliveryDate: { from: booking.deliveryDate, to: decision.deliveryDate },
            pickupDate: { from: booking.pickupDate, to: decision.pickupDate },
            priceDifferenceCents: decision.priceDifferenceCents,
            totalCents: { from: booking.quote.totalCents, to: decision.quote.totalCents },
            ...(decision.insideCustomerLimit ? { insideCustomerLimit: true } : {}),
            ...(decision.reason ? { reason: decision.reason } : {}),
          },
        });
        // The customer's calendar follows (decision 0127); staff made the change, so the
        // business gets no notice of its own.
        await outbox.enqueue({
          kind: 'booking-changed',
          audience: 'customer',
          change: decision.change,
          madeBy: 'staff',
          booking: changed,
          previous: booking,
          manageLink: null,
          revision: { sequence: await bookingEvents.count(booking.id), at: now },
        });
        if (claim)
          await recordReply(
            repositories.idempotency,
            claim,
            { status: changedStatus, body: { bookingId: booking.id } },
            now,
            keyFor(claim, booking.id),
          );
        return { kind: 'changed' } as const;
      });
    } catch (error) {
      const refused = error instanceof RefusedChange;
      if (!refused && !(error instanceof IdempotencyKeyTakenError)) throw error;
      const replay = claim ? await replayOf(this.idempotency, claim, keyFor(claim, id)) : undefined;
      if (replay) return replay.kind === 'replayed' ? { kind: 'replayed' } : replay;
      if (refused) return { kind: 'refused', refusal: error.refusal };
      throw error;
    }
  }
}
