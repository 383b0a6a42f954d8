// The one shape of a customer's change (extend, reschedule, cancel), in one unit of work
// (docs/decisions/0048 and 0091): the token opens the booking, the booking row is locked (a staff
// member's change waits, and so does a double click), the domain decides on the stored booking,
// then the booking, its link's expiry, its history, its two e-mails and the idempotency record
// are written together, or nothing is.
//
// A double click: the second request waits on the row lock, then finds the booking already
// changed. If the domain now refuses (the same pickup date is no longer later) or the key is
// taken, the first request's recorded reply is replayed: the visitor sees one change.

import { type BusinessCalendar, myBookingView } from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import { type Replay, recordReply, replayOf } from '../idempotent-reply.ts';
import type { BusinessCalendarSource } from '../ports/business-calendar-source.ts';
import type { Clock } from '../ports/clock.ts';
import {
  type IdempotencyClaim,
  IdempotencyKeyTakenError,
  type IdempotencyStore,
  type RecordedReply,
} from '../ports/idempotency.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';
import { replanBookingReminders } from '../text-messages/booking-text-queue.ts';
import type { AccessLinks } from './access-links.ts';
import { accessTokenExpiry } from './access-token-expiry.ts';
import type { ChangeRefusal } from './change-refusal.ts';

export type CustomerChange = 'extended' | 'rescheduled' | 'cancelled';

export type ChangeDecision =
  | {
      readonly ok: true;
      readonly booking: Booking;
      readonly change: CustomerChange;
      /** The facts for the booking's history (from/to, price difference, reason). */
      readonly details: Readonly<Record<string, unknown>>;
    }
  | { readonly ok: false; readonly refusal: ChangeRefusal };

export type ChangeOutcome =
  | { readonly kind: 'changed'; readonly reply: RecordedReply }
  | Replay
  | { readonly kind: 'not_found' }
  | { readonly kind: 'refused'; readonly refusal: ChangeRefusal };

/** A change's reply is the booking as its page now shows it. */
export const changedStatus = 200;

/** The longest Idempotency-Key a change takes: the booking id is put before it (255 in all). */
export const changeKeyMaxLength = 200;

class RefusedChange extends Error {
  readonly refusal: ChangeRefusal;

  constructor(refusal: ChangeRefusal) {
    super('change refused');
    this.refusal = refusal;
  }
}

/** Keys are per booking: one customer's key can never replay another booking's reply. */
function keyFor(claim: IdempotencyClaim, bookingId: string): string {
  return `${bookingId}:${claim.key}`;
}

interface ChangeRun {
  readonly unitOfWork: UnitOfWork;
  readonly idempotency: IdempotencyStore;
  readonly links: AccessLinks;
  readonly now: Date;
  readonly token: string;
  readonly claim: IdempotencyClaim | undefined;
  readonly decide: (booking: Booking, repositories: TransactionRepositories) => Promise<ChangeDecision>;
}

async function changeOnce(run: ChangeRun): Promise<ChangeOutcome> {
  const { unitOfWork, links, now, token, claim } = run;
  let bookingId: string | undefined;
  try {
    return await unitOfWork.transaction(async (repositories): Promise<ChangeOutcome> => {
      const link = await links.opened(repositories.accessTokens, token, now);
      bookingId = link?.bookingId;
      const booking = link ? await repositories.bookings.findForUpdate(link.bookingId) : undefined;
      if (!link || !booking) return { kind: 'not_found' };
      const decision = await run.decide(booking, repositories);
      // Thrown, so the transaction rolls back whatever the decision locked or read.
      if (!decision.ok) throw new RefusedChange(decision.refusal);
      const changed = decision.booking;
      await repositories.bookings.saveChange(changed);
      // New dates or a cancellation move or withdraw the pending reminders, in this transaction.
      await replanBookingReminders(repositories.texts, changed, now);
      if (changed.pickupDate !== booking.pickupDate) {
        await repositories.accessTokens.moveExpiry(booking.id, accessTokenExpiry(changed.pickupDate));
      }
      await repositories.bookingEvents.append({
        bookingId: booking.id,
        occurredAt: now,
        actor: { kind: 'customer' },
        type: decision.change,
        details: decision.details,
      });
      const revision = { sequence: await repositories.bookingEvents.count(booking.id), at: now };
      // The link the customer used, made again as the e-mail is sent (decision 0160).
      await repositories.outbox.enqueue({
        kind: 'booking-changed',
        audience: 'customer',
        change: decision.change,
        booking: changed,
        previous: booking,
        manageLink: links.referenceTo(link),
        revision,
      });
      // The business's copy never carries the customer's credential.
      await repositories.outbox.enqueue({
        kind: 'booking-changed',
        audience: 'business',
        change: decision.change,
        booking: changed,
        previous: booking,
        manageLink: null,
        revision,
      });
      const reply: RecordedReply = { status: changedStatus, body: myBookingView(changed, now) };
      if (claim) await recordReply(repositories.idempotency, claim, reply, now, keyFor(claim, booking.id));
      return { kind: 'changed', reply };
    });
  } catch (error) {
    const refused = error instanceof RefusedChange;
    if (!refused && !(error instanceof IdempotencyKeyTakenError)) throw error;
    const replay =
      claim && bookingId ? await replayOf(run.idempotency, claim, keyFor(claim, bookingId)) : undefined;
    if (replay) return replay;
    if (refused) return { kind: 'refused', refusal: error.refusal };
    throw error;
  }
}

/**
 * A customer's change as a use case: each change (extend, reschedule, cancel) says only how the
 * domain decides on the stored booking; reading the token, locking, writing and replaying are
 * changeOnce's, the same for all three.
 */
export abstract class MyBookingChange<Request> {
  protected readonly unitOfWork: UnitOfWork;
  private readonly idempotency: IdempotencyStore;
  private readonly links: AccessLinks;
  private readonly clock: Clock;
  /** The business's calendar: a change's new dates obey it (decision 0166). */
  protected readonly calendars: BusinessCalendarSource;

  constructor(
    unitOfWork: UnitOfWork,
    idempotency: IdempotencyStore,
    links: AccessLinks,
    clock: Clock,
    calendars: BusinessCalendarSource,
  ) {
    this.unitOfWork = unitOfWork;
    this.idempotency = idempotency;
    this.links = links;
    this.clock = clock;
    this.calendars = calendars;
  }

  async execute(token: string, request: Request, claim?: IdempotencyClaim): Promise<ChangeOutcome> {
    const now = this.clock.now();
    // Read before the transaction: on PGlite a second transaction inside one would wait forever.
    const calendar = await this.calendars.current();
    return changeOnce({
      unitOfWork: this.unitOfWork,
      idempotency: this.idempotency,
      links: this.links,
      now,
      token,
      claim,
      decide: (booking, repositories) => this.decide(booking, request, { now, calendar }, repositories),
    });
  }

  /** The change to write, or why it is refused; runs inside the transaction, the booking locked. */
  protected abstract decide(
    booking: Booking,
    request: Request,
    day: { readonly now: Date; readonly calendar: BusinessCalendar },
    repositories: TransactionRepositories,
  ): Promise<ChangeDecision>;
}
