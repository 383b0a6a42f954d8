// Staff move a booking along the domain's transition table (docs/decisions/0065 and 0081): the
// booking, its new status, its history line and, when the domain says the change e-mails the
// customer (transitionEmailsCustomer: confirming, cancelling), that e-mail are one write; any
// other change is refused with the statuses allowed from here. Delivered or picked up before the
// planned day waits for the staff member's confirmation and then records the actual date; a
// status the customer was already e-mailed about (it came back after an undo) is not e-mailed
// again (decision 0178). A booking picked up (or completed) gets its invoice draft in the same
// transaction (decision 0195).
import {
  type BookingStatus,
  businessDateAt,
  decideTransition,
  earlyStatusOf,
  type StatusChange,
  statusEmailAlreadySent,
  transitionEmailsCustomer,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { openInvoiceDraft } from '../billing/open-invoice-draft.ts';
import type { Booking } from '../booking.ts';
import type { AccessLinks } from '../my-booking/access-links.ts';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { MessageLog } from '../ports/message-log.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';
import { queueBookingText, replanBookingReminders } from '../text-messages/booking-text-queue.ts';
import { type BookingDetail, bookingDetailOf } from './read-booking.ts';

export type StatusChangeOutcome =
  | { readonly ok: true; readonly detail: BookingDetail }
  | { readonly ok: false; readonly refusal: 'not_found' }
  | {
      readonly ok: false;
      readonly refusal: 'transition_not_allowed';
      readonly message: string;
      readonly status: BookingStatus;
      readonly allowed: readonly BookingStatus[];
    }
  | { readonly ok: false; readonly refusal: 'invalid_reason'; readonly message: string }
  | {
      readonly ok: false;
      readonly refusal: 'confirmation_needed';
      readonly message: string;
      readonly plannedDate: string;
      readonly actualDate: string;
    };

export class ChangeBookingStatus {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;
  private readonly clock: Clock;
  private readonly messages: MessageLog;
  /** Makes the My booking link the "delivered" text carries (absent: the text goes without it). */
  private readonly links: AccessLinks | undefined;

  private readonly ids: IdGenerator;

  constructor(
    unitOfWork: UnitOfWork,
    queries: AdminQueries,
    clock: Clock,
    messages: MessageLog,
    ids: IdGenerator,
    links?: AccessLinks,
  ) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
    this.clock = clock;
    this.messages = messages;
    this.ids = ids;
    this.links = links;
  }

  /** The booking as it is after the change (its new history line and e-mail included), or why not. */
  async execute(
    actor: Actor,
    id: string,
    change: StatusChange & { readonly confirmEarly?: boolean | undefined },
  ): Promise<StatusChangeOutcome> {
    const now = this.clock.now();
    const outcome = await this.unitOfWork.transaction((repositories) =>
      this.applyIn(repositories, actor, id, change, now),
    );
    if (!outcome.ok) return outcome;
    const detail = await bookingDetailOf(this.queries, this.messages, id);
    if (!detail) return { ok: false, refusal: 'not_found' };
    return { ok: true, detail };
  }

  /**
   * The change inside the caller's transaction (a driver's Delivered places the container and
   * records the photos in the same write): the booking row locked, the rules, the history line,
   * the e-mail, the invoice draft and the texts.
   */
  async applyIn(
    repositories: TransactionRepositories,
    actor: Actor,
    id: string,
    change: StatusChange & { readonly confirmEarly?: boolean | undefined },
    now: Date,
    extraDetails: Readonly<Record<string, unknown>> = {},
  ): Promise<Exclude<StatusChangeOutcome, { ok: true }> | { readonly ok: true }> {
    const { bookings, bookingEvents, outbox, invoices } = repositories;
    const booking = await bookings.findForUpdate(id);
    if (!booking) return { ok: false, refusal: 'not_found' } as const;
    const decision = decideTransition(booking.status, change);
    if (!decision.ok) {
      if (decision.refusal === 'invalid_reason')
        return { ok: false, refusal: 'invalid_reason', message: decision.message } as const;
      return {
        ok: false,
        refusal: 'transition_not_allowed',
        message: decision.message,
        status: booking.status,
        allowed: decision.allowed,
      } as const;
    }
    const early = earlyStatusOf(booking, decision.to, businessDateAt(now));
    if (early && !change.confirmEarly)
      return { ok: false, refusal: 'confirmation_needed', ...early } as const;
    // Read before this change's own line: was the customer e-mailed about this status before?
    const emailed =
      transitionEmailsCustomer(decision.to) &&
      statusEmailAlreadySent(await bookingEvents.ofTypes(id, ['status_changed']), decision.to);
    await bookings.setStatus(id, decision.to);
    await bookingEvents.append({
      bookingId: id,
      occurredAt: now,
      actor,
      type: 'status_changed',
      details: {
        from: decision.from,
        to: decision.to,
        ...(decision.reason ? { reason: decision.reason } : {}),
        ...(early ? { plannedDate: early.plannedDate, actualDate: early.actualDate } : {}),
        ...extraDetails,
      },
    });
    // In this transaction: the status and its e-mail commit together or not at all.
    if (transitionEmailsCustomer(decision.to) && !emailed) {
      await outbox.enqueue({
        kind: 'booking-status-changed',
        booking: { ...booking, status: decision.to },
        status: decision.to,
        reason: decision.reason ?? null,
        revision: { sequence: await bookingEvents.count(id), at: now },
      });
    }
    if (decision.to === 'picked_up' || decision.to === 'completed')
      await openInvoiceDraft(invoices, booking, { id: this.ids.next(), now });
    await this.queueTexts(repositories, { ...booking, status: decision.to }, now);
    return { ok: true } as const;
  }

  /**
   * The texts of the new status (decision 0201), in the change's transaction: the reminders
   * replanned (a cancellation withdraws them, a delivery leaves only the pickup's), and the
   * customer's text for confirmed, delivered and picked up.
   */
  private async queueTexts(
    repositories: TransactionRepositories,
    booking: Booking,
    now: Date,
  ): Promise<void> {
    const { texts, accessTokens } = repositories;
    await replanBookingReminders(texts, booking, now);
    const at = { happenedAt: now, now };
    if (booking.status === 'confirmed') {
      await queueBookingText(texts, booking, { kind: 'booking_confirmed', window: null }, at);
    } else if (booking.status === 'delivered') {
      const links = this.links;
      await queueBookingText(
        texts,
        booking,
        async () => ({
          kind: 'delivered',
          deliveredAt: now.toISOString(),
          manageLinkTokenId: links ? (await links.issue(accessTokens, booking, now)).tokenId : null,
        }),
        at,
      );
    } else if (booking.status === 'picked_up') {
      await queueBookingText(texts, booking, { kind: 'picked_up', invoiceLink: null }, at);
    }
  }
}
