// What the real adapters committed, read back for a test's assertions in the application's own
// shapes (test-store.ts): each table in the order its rows were written. Reads go through the
// ports where one reads the whole row (a booking, the fleet), else through plain SQL on the
// tables the migrations made.
import type { DumpsterSizeValue, StaffRole } from '@dumpster/domain';
import type { Orm } from '../adapters/persistence/orm.ts';
import type { Actor } from '../application/actor.ts';
import type { AuditEvent } from '../application/audit-event.ts';
import type { Booking } from '../application/booking.ts';
import type { BookingEvent } from '../application/booking-event.ts';
import type { ContactRequestRecord } from '../application/contact-request.ts';
import type { AccessTokenRecord } from '../application/ports/access-tokens.ts';
import type { FleetSize } from '../application/ports/fleet-ledger.ts';
import type { IdempotencyRecord } from '../application/ports/idempotency.ts';
import type { MessageStatus } from '../application/ports/message-log.ts';
import type { OutboxMessage } from '../application/ports/outbox.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';
import type { StaffSessionRecord, StaffUserRecord } from '../application/staff-user.ts';

/** A queued e-mail: the use case's message it was made from, the mail as stored, its delivery state. */
export interface StoredOutboxRow {
  readonly message: OutboxMessage;
  readonly mail: {
    readonly id: string;
    readonly kind: string;
    readonly to: string;
    readonly subject: string;
  };
  readonly status: MessageStatus;
  readonly attempts: number;
  readonly lastError: string | null;
}

export interface StoredState {
  bookings(): Promise<Booking[]>;
  contactRequests(): Promise<ContactRequestRecord[]>;
  /** Every booking's history lines, or one booking's. */
  bookingEvents(bookingId?: string): Promise<BookingEvent[]>;
  auditEvents(): Promise<AuditEvent[]>;
  accessTokens(): Promise<AccessTokenRecord[]>;
  /** By `${scope} ${key}`. */
  idempotencyRecords(): Promise<Map<string, IdempotencyRecord>>;
  outbox(): Promise<StoredOutboxRow[]>;
  users(): Promise<StaffUserRecord[]>;
  sessions(): Promise<StaffSessionRecord[]>;
  /** The rate limiters' keys, sorted. */
  rateLimitKeys(): Promise<string[]>;
  fleet(): Promise<Map<DumpsterSizeValue, FleetSize>>;
}

type Row = Record<string, unknown>;

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : date(value);
const json = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

function actorOf(row: Row): Actor {
  if (row.actor_kind === 'staff')
    return { kind: 'staff', userId: String(row.actor_user_id), name: String(row.actor_name) };
  return { kind: row.actor_kind as 'customer' | 'system' };
}

/** `madeFrom`: the message each outbox row was composed from, and its place in the queue. */
export function storedState(
  orm: Orm,
  unitOfWork: UnitOfWork,
  madeFrom: (mailId: string) => { readonly order: number; readonly message: OutboxMessage } | undefined,
): StoredState {
  const rows = (sql: string, parameters: unknown[] = []) =>
    orm.em.getConnection().execute<Row[]>(sql, parameters);
  return {
    async bookings() {
      const ids = await rows(`select "id" from "bookings" order by "created_at", "id"`);
      return unitOfWork.transaction(async ({ bookings }) => {
        const found: Booking[] = [];
        for (const { id } of ids) {
          const booking = await bookings.findById(String(id));
          if (booking) found.push(booking);
        }
        return found;
      });
    },
    async contactRequests() {
      return (await rows(`select * from "contact_requests" order by "created_at", "id"`)).map((row) => ({
        id: String(row.id),
        name: String(row.name),
        phone: String(row.phone),
        email: String(row.email),
        service: row.service as ContactRequestRecord['service'],
        message: String(row.message),
        smsOptIn: Boolean(row.sms_opt_in),
        isContacted: Boolean(row.is_contacted),
        createdAt: date(row.created_at),
      }));
    },
    async bookingEvents(bookingId) {
      const events =
        bookingId === undefined
          ? await rows(`select * from "booking_events" order by "id"`)
          : await rows(`select * from "booking_events" where "booking_id" = ? order by "id"`, [bookingId]);
      return events.map((row) => ({
        bookingId: String(row.booking_id),
        occurredAt: date(row.occurred_at),
        actor: actorOf(row),
        type: String(row.type),
        details: json(row.details),
      }));
    },
    async auditEvents() {
      return (await rows(`select * from "audit_events" order by "id"`)).map((row) => ({
        occurredAt: date(row.occurred_at),
        actor: actorOf(row),
        action: String(row.action),
        subject: { type: String(row.subject_type), id: String(row.subject_id) },
        details: json(row.details),
      }));
    },
    async accessTokens() {
      return (await rows(`select * from "booking_access_tokens" order by "id"`)).map((row) => ({
        bookingId: String(row.booking_id),
        keyId: String(row.key_id),
        tokenHmac: String(row.token_hmac),
        nonce: row.nonce == null ? null : String(row.nonce),
        expiresAt: date(row.expires_at),
        revokedAt: dateOrNull(row.revoked_at),
        createdAt: date(row.created_at),
      }));
    },
    async idempotencyRecords() {
      const stored = await rows(`select * from "idempotency_keys" order by "created_at"`);
      return new Map(
        stored.map((row) => [
          `${row.route} ${row.key}`,
          {
            scope: String(row.route),
            key: String(row.key),
            requestHash: String(row.request_hash),
            reply: { status: Number(row.response_status), body: json(row.response_body) },
            createdAt: date(row.created_at),
          },
        ]),
      );
    },
    async outbox() {
      const stored = await rows(`select * from "outbox_messages"`);
      return stored
        .map((row) => ({ row, made: madeFrom(String(row.id)) }))
        .sort((a, b) => (a.made?.order ?? 0) - (b.made?.order ?? 0))
        .map(({ row, made }) => {
          if (!made) throw new Error(`outbox row ${String(row.id)} was not queued through this test's store`);
          return {
            message: made.message,
            mail: {
              id: String(row.id),
              kind: String(row.kind),
              to: String(row.recipient),
              subject: String(row.subject),
            },
            status: row.status as MessageStatus,
            attempts: Number(row.attempts),
            lastError: (row.last_error as string | null) ?? null,
          };
        });
    },
    async users() {
      return (await rows(`select * from "users" order by "created_at", "id"`)).map((row) => ({
        id: String(row.id),
        email: String(row.email),
        name: String(row.name),
        role: row.role as StaffRole,
        passwordHash: String(row.password_hash),
        createdAt: date(row.created_at),
        disabledAt: dateOrNull(row.disabled_at),
        passwordVersion: Number(row.password_version),
      }));
    },
    async rateLimitKeys() {
      return (await rows(`select "key" from "rate_limit_counters" order by "key"`)).map((row) =>
        String(row.key),
      );
    },
    async sessions() {
      // ctid: the order rows were written in, where a fixed clock gives them the same instant.
      return (await rows(`select * from "sessions" order by "created_at", "ctid"`)).map((row) => ({
        tokenHash: String(row.token_hash),
        userId: String(row.user_id),
        createdAt: date(row.created_at),
        lastSeenAt: date(row.last_seen_at),
        expiresAt: date(row.expires_at),
      }));
    },
    async fleet() {
      const sizes = await unitOfWork.transaction(({ fleet }) => fleet.sizes());
      return new Map(sizes.map((row) => [row.size, row]));
    },
  };
}
