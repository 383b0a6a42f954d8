// The back office's bookings: a keyset page with counts, one booking in full, a status change
// through the domain's transition table, the day board and the export's stream.
import {
  type AdminBookingsFilter,
  type AdminBookingsQuery,
  adminStatusCountCap,
  type BookingStatus,
  decideTransition,
  type StatusChange,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Booking } from '../booking.ts';
import type { AdminQueries, BookingKeyset, HistoryLine } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { MessageLog, MessageLogEntry } from '../ports/message-log.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export interface BookingsPage {
  readonly items: readonly Booking[];
  readonly nextCursor: string | null;
  readonly countsByStatus: Record<BookingStatus, number>;
  /** Free text matched more than adminStatusCountCap bookings: the counts are of the first ones only. */
  readonly countsPartial: boolean;
}

export interface BookingDetail {
  readonly booking: Booking;
  readonly messages: readonly MessageLogEntry[];
  readonly history: readonly HistoryLine[];
}

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
  | { readonly ok: false; readonly refusal: 'invalid_reason'; readonly message: string };

/** A cursor names where a page ended and under which sort, so it cannot be replayed under another. */
export function encodeCursor(query: AdminBookingsFilter, keyset: BookingKeyset): string {
  return Buffer.from(JSON.stringify([query.sort, query.direction, keyset.key, keyset.id])).toString(
    'base64url',
  );
}

export function decodeCursor(query: AdminBookingsFilter, cursor: string): BookingKeyset | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return undefined;
    const [sort, direction, key, id] = value as unknown[];
    if (sort !== query.sort || direction !== query.direction) return undefined;
    if (typeof key !== 'string' || typeof id !== 'string') return undefined;
    if (!/^[0-9a-f-]{36}$/i.test(id) || key.length > 40 || !/^[0-9TZ:.+\- ]+$/.test(key)) return undefined;
    return { key, id };
  } catch {
    return undefined;
  }
}

/** The sort key of a booking as the cursor carries it. */
export function sortKeyOf(booking: Booking, sort: AdminBookingsFilter['sort']): string {
  if (sort === 'delivery') return booking.deliveryDate;
  if (sort === 'pickup') return booking.pickupDate;
  return booking.createdAt.toISOString();
}

export class AdminBookings {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;
  private readonly clock: Clock;
  /** The outbox as the back office reads it: absent until the mail work is wired (the messages list stays empty). */
  private readonly messages: MessageLog;

  constructor(unitOfWork: UnitOfWork, queries: AdminQueries, clock: Clock, messages: MessageLog) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
    this.clock = clock;
    this.messages = messages;
  }

  /** undefined: the cursor does not belong to this query (400). */
  async page(query: AdminBookingsQuery): Promise<BookingsPage | undefined> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query, query.cursor);
    if (query.cursor !== undefined && !after) return undefined;
    // With free text the counts come first: how many bookings match decides how the page is
    // best read (sql-admin-queries.ts), and they read the same index the page would.
    let rows: Booking[];
    let countsByStatus: Record<BookingStatus, number>;
    let countsPartial = false;
    if (query.q) {
      countsByStatus = await this.queries.countsByStatus(query);
      const total = Object.values(countsByStatus).reduce((sum, count) => sum + count, 0);
      countsPartial = total > adminStatusCountCap;
      const matches = countsPartial
        ? total
        : Object.entries(countsByStatus)
            .filter(([status]) => !query.status || status === query.status)
            .reduce((sum, [, count]) => sum + count, 0);
      rows = await this.queries.bookingsPage(query, after, query.limit + 1, matches);
    } else {
      [rows, countsByStatus] = await Promise.all([
        this.queries.bookingsPage(query, after, query.limit + 1),
        this.queries.countsByStatus(query),
      ]);
    }
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > query.limit && last
        ? encodeCursor(query, { key: sortKeyOf(last, query.sort), id: last.id })
        : null;
    return { items, nextCursor, countsByStatus, countsPartial };
  }

  async detail(id: string): Promise<BookingDetail | undefined> {
    const booking = await this.queries.findBooking(id);
    if (!booking) return undefined;
    const [history, messages] = await Promise.all([
      this.queries.bookingHistory(id),
      this.messages.listForBooking(id),
    ]);
    return { booking, history, messages };
  }

  /** The booking, its new status, its history line and the customer's e-mail are one write; anything else is refused. */
  async changeStatus(actor: Actor, id: string, change: StatusChange): Promise<StatusChangeOutcome> {
    const now = this.clock.now();
    const outcome = await this.unitOfWork.transaction(async ({ bookings, bookingEvents, outbox }) => {
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
        },
      });
      // Confirming and cancelling tell the customer (decision 0065), in this transaction: the
      // status and its e-mail commit together or not at all.
      if (decision.to === 'confirmed' || decision.to === 'cancelled') {
        await outbox.enqueue({
          kind: 'booking-status-changed',
          booking: { ...booking, status: decision.to },
          status: decision.to,
          reason: decision.reason ?? null,
          revision: { sequence: await bookingEvents.count(id), at: now },
        });
      }
      return { ok: true } as const;
    });
    if (!outcome.ok) return outcome;
    const detail = await this.detail(id);
    if (!detail) return { ok: false, refusal: 'not_found' };
    return { ok: true, detail };
  }

  /** Puts a dead message back in the queue; the booking's history says who did it. */
  async resendMessage(
    actor: Actor,
    bookingId: string,
    messageId: string,
  ): Promise<MessageLogEntry | undefined> {
    // Only a dead message of this booking: an id from another booking's page re-sends nothing.
    const isDeadHere = (await this.messages.listForBooking(bookingId)).some(
      (entry) => entry.id === messageId && entry.status === 'dead',
    );
    if (!isDeadHere || !(await this.messages.requeueDead(messageId))) return undefined;
    const message = (await this.messages.listForBooking(bookingId)).find((entry) => entry.id === messageId);
    if (!message) return undefined;
    const now = this.clock.now();
    await this.unitOfWork.transaction(({ audit }) =>
      audit.append({
        occurredAt: now,
        actor,
        action: 'message_resent',
        subject: { type: 'booking', id: bookingId },
        details: { messageId, kind: message.kind },
      }),
    );
    return message;
  }

  dayBoard(date: string) {
    return this.queries.dayBoard(date);
  }

  exportCsv(filter: AdminBookingsFilter): AsyncIterable<string> {
    return this.queries.streamBookingCsv(filter);
  }
}
