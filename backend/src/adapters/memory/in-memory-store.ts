// The unit of work and its repositories in memory, for use-case and HTTP tests. It behaves like
// the database where the use cases can tell: a transaction that throws leaves nothing behind, a
// taken idempotency key or booking reference is refused, and an "unreachable" store refuses
// everything. Transactions run one at a time, as on PGlite.

import {
  type DailyOccupancy,
  type DateRange,
  type DumpsterSizeValue,
  dailyOccupancy,
  defaultFleet,
  dumpsterSizeValues,
  type Fleet,
} from '@dumpster/domain';
import type { AuditEvent } from '../../application/audit-event.ts';
import type { Booking } from '../../application/booking.ts';
import type { BookingEvent } from '../../application/booking-event.ts';
import type { ContactRequestRecord } from '../../application/contact-request.ts';
import type { AccessTokenRecord } from '../../application/ports/access-tokens.ts';
import { BookingReferenceTakenError } from '../../application/ports/booking-repository.ts';
import {
  type FleetLedger,
  FleetNotStoredError,
  type FleetSize,
  fleetSettingAuthor,
} from '../../application/ports/fleet-ledger.ts';
import {
  IdempotencyKeyTakenError,
  type IdempotencyRecord,
  type IdempotencyStore,
} from '../../application/ports/idempotency.ts';
import type { MessageLog, MessageLogEntry, MessageStatus } from '../../application/ports/message-log.ts';
import type { OutboxMessage } from '../../application/ports/outbox.ts';
import { StaffEmailTakenError } from '../../application/ports/staff-users.ts';
import type { TransactionRepositories, UnitOfWork } from '../../application/ports/unit-of-work.ts';
import type { StaffSessionRecord, StaffUserRecord } from '../../application/staff-user.ts';
import { StorageUnavailableError } from '../../application/storage-unavailable-error.ts';
import { MailComposer, type QueuedMail } from '../mail/mail-composer.ts';

/** A queued e-mail in memory: the use case's message, as rendered, and its delivery state. */
export interface InMemoryOutboxRow {
  readonly message: OutboxMessage;
  readonly mail: QueuedMail;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  readonly createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

const entryOf = (row: InMemoryOutboxRow): MessageLogEntry => ({
  id: row.mail.id,
  kind: row.mail.kind,
  recipient: row.mail.to,
  subject: row.mail.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
  sentAt: row.sentAt,
});

export class InMemoryStore implements UnitOfWork {
  bookings: Booking[] = [];
  contactRequests: ContactRequestRecord[] = [];
  bookingEvents: BookingEvent[] = [];
  auditEvents: AuditEvent[] = [];
  accessTokens: AccessTokenRecord[] = [];
  idempotencyRecords = new Map<string, IdempotencyRecord>();
  outbox: InMemoryOutboxRow[] = [];
  users: StaffUserRecord[] = [];
  sessions: StaffSessionRecord[] = [];
  /** Who marked a contact request contacted, by its id. */
  contactMarks = new Map<string, { userId: string; name: string; at: Date }>();
  /** One row per size, as the first start stores them (fleet-seed.ts). */
  fleet = new Map<DumpsterSizeValue, FleetSize>();
  /** When true every call fails as an unreachable database would. */
  unavailable = false;
  /** Transactions committed so far (a test can tell a replay wrote nothing). */
  commits = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly composer: MailComposer;
  private readonly now: () => Date;

  constructor(options: { composer?: MailComposer; now?: () => Date; fleet?: Fleet } = {}) {
    this.composer = options.composer ?? new MailComposer();
    this.now = options.now ?? (() => new Date());
    this.setFleet(options.fleet ?? defaultFleet);
  }

  /** The back office's view of the queued messages (ports/message-log.ts). */
  readonly messageLog: MessageLog = {
    listForBooking: async (bookingId) => {
      this.check();
      return this.outbox.filter((row) => row.mail.bookingId === bookingId).map(entryOf);
    },
    listForContactRequest: async (contactRequestId) => {
      this.check();
      return this.outbox.filter((row) => row.mail.contactRequestId === contactRequestId).map(entryOf);
    },
    requeueDead: async (messageId) => {
      this.check();
      const row = this.outbox.find(
        (candidate) => candidate.mail.id === messageId && candidate.status === 'dead',
      );
      if (!row) return false;
      row.status = 'pending';
      row.attempts = 0;
      row.nextAttemptAt = this.now();
      return true;
    },
  };

  /** Sets every size's units, as a first start would (a test's fleet). */
  setFleet(fleet: Fleet): void {
    const updatedAt = new Date(0);
    this.fleet = new Map(
      dumpsterSizeValues.map((size) => [
        size,
        { size, units: fleet[size], updatedAt, updatedBy: fleetSettingAuthor },
      ]),
    );
  }

  readonly idempotencyStore: IdempotencyStore = {
    find: async (scope, key) => {
      this.check();
      return this.idempotencyRecords.get(`${scope} ${key}`);
    },
  };

  transaction<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.runAlone(work));
    this.queue = run.catch(() => {});
    return run;
  }

  private async runAlone<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T> {
    this.check();
    const before = {
      bookings: [...this.bookings],
      contactRequests: [...this.contactRequests],
      bookingEvents: [...this.bookingEvents],
      auditEvents: [...this.auditEvents],
      accessTokens: [...this.accessTokens],
      idempotencyRecords: new Map(this.idempotencyRecords),
      outbox: [...this.outbox],
      users: [...this.users],
      sessions: [...this.sessions],
      contactMarks: new Map(this.contactMarks),
      fleet: new Map(this.fleet),
    };
    let open = true;
    const guard = <A extends unknown[], R = void>(write: (...args: A) => R) => {
      return async (...args: A): Promise<R> => {
        if (!open) throw new Error('this transaction has ended');
        this.check();
        return write(...args);
      };
    };
    const read = <A extends unknown[], R>(look: (...args: A) => R) => {
      return async (...args: A): Promise<R> => {
        if (!open) throw new Error('this transaction has ended');
        this.check();
        return look(...args);
      };
    };
    // Transactions here run one at a time: holding a size needs no lock.
    const fleet: FleetLedger = {
      hold: read((size: DumpsterSizeValue, range: DateRange, options?: { excludeBookingId?: string }) =>
        this.heldSize(size, range, options?.excludeBookingId),
      ),
      tryHold: read((size: DumpsterSizeValue, range: DateRange, options?: { excludeBookingId?: string }) =>
        this.heldSize(size, range, options?.excludeBookingId),
      ),
      read: read((size: DumpsterSizeValue, range: DateRange, options?: { excludeBookingId?: string }) =>
        this.heldSize(size, range, options?.excludeBookingId),
      ),
      sizes: read(() => dumpsterSizeValues.flatMap((size) => this.fleet.get(size) ?? [])),
      setUnits: guard((change: { size: DumpsterSizeValue; units: number; at: Date; by: string }) => {
        if (!this.fleet.has(change.size)) throw new FleetNotStoredError(`No fleet row for ${change.size}`);
        this.fleet.set(change.size, {
          size: change.size,
          units: change.units,
          updatedAt: change.at,
          updatedBy: change.by,
        });
      }),
    };
    const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    try {
      const result = await work({
        fleet,
        bookings: {
          add: guard((booking: Booking) => {
            if (this.bookings.some((stored) => stored.reference === booking.reference)) {
              throw new BookingReferenceTakenError(booking.reference);
            }
            this.bookings.push(booking);
          }),
          findById: async (id: string) => {
            if (!open) throw new Error('this transaction has ended');
            this.check();
            return this.bookings.find((stored) => stored.id === id);
          },
          findForUpdate: async (id: string) => {
            if (!open) throw new Error('this transaction has ended');
            this.check();
            return this.bookings.find((stored) => stored.id === id);
          },
          setStatus: guard((id: string, status: Booking['status']) => {
            this.bookings = this.bookings.map((stored) =>
              stored.id === id ? { ...stored, status } : stored,
            );
          }),
          saveChange: guard((booking: Booking) => {
            this.bookings = this.bookings.map((stored) =>
              stored.id === booking.id
                ? {
                    ...stored,
                    status: booking.status,
                    deliveryDate: booking.deliveryDate,
                    pickupDate: booking.pickupDate,
                    quote: booking.quote,
                  }
                : stored,
            );
          }),
        },
        accessTokens: {
          add: guard((record: AccessTokenRecord) => {
            if (this.accessTokens.some((stored) => stored.tokenHmac === record.tokenHmac)) {
              throw new Error('duplicate token HMAC');
            }
            this.accessTokens.push(record);
          }),
          findByHmac: async (hmacs: readonly string[]) => {
            if (!open) throw new Error('this transaction has ended');
            this.check();
            return this.accessTokens.find((stored) => hmacs.includes(stored.tokenHmac));
          },
          revokeAll: guard((bookingId: string, at: Date) => {
            this.accessTokens = this.accessTokens.map((stored) =>
              stored.bookingId === bookingId && stored.revokedAt === null
                ? { ...stored, revokedAt: at }
                : stored,
            );
          }),
          moveExpiry: guard((bookingId: string, expiresAt: Date) => {
            this.accessTokens = this.accessTokens.map((stored) =>
              stored.bookingId === bookingId && stored.revokedAt === null ? { ...stored, expiresAt } : stored,
            );
          }),
        },
        contactRequests: {
          add: guard((request: ContactRequestRecord) => {
            this.contactRequests.push(request);
          }),
          markContacted: guard((id: string, by: { userId: string; name: string }, at: Date) => {
            const request = this.contactRequests.find((stored) => stored.id === id);
            if (!request) return false;
            if (!request.isContacted) {
              this.contactRequests = this.contactRequests.map((stored) =>
                stored.id === id ? { ...stored, isContacted: true } : stored,
              );
              this.contactMarks.set(id, { ...by, at });
            }
            return true;
          }),
        },
        users: {
          findByEmail: guard((email: string) => this.users.find((user) => sameEmail(user.email, email))),
          findById: guard((id: string) => this.users.find((user) => user.id === id)),
          add: guard((user: StaffUserRecord) => {
            if (this.users.some((stored) => sameEmail(stored.email, user.email)))
              throw new StaffEmailTakenError(user.email);
            this.users.push(user);
          }),
          setPasswordHash: guard((id: string, passwordHash: string) => {
            this.users = this.users.map((user) => (user.id === id ? { ...user, passwordHash } : user));
          }),
          disable: guard((id: string, at: Date) => {
            this.users = this.users.map((user) => (user.id === id ? { ...user, disabledAt: at } : user));
          }),
          list: guard(() => [...this.users].sort((a, b) => a.name.localeCompare(b.name))),
          countActiveOwners: guard(
            () => this.users.filter((u) => u.role === 'owner' && !u.disabledAt).length,
          ),
        },
        sessions: {
          add: guard((session: StaffSessionRecord) => {
            this.sessions.push(session);
          }),
          find: guard((tokenHash: string) =>
            this.sessions.find((session) => session.tokenHash === tokenHash),
          ),
          touch: guard((tokenHash: string, at: Date) => {
            this.sessions = this.sessions.map((s) =>
              s.tokenHash === tokenHash ? { ...s, lastSeenAt: at } : s,
            );
          }),
          delete: guard((tokenHash: string) => {
            this.sessions = this.sessions.filter((session) => session.tokenHash !== tokenHash);
          }),
          deleteForUser: guard((userId: string) => {
            this.sessions = this.sessions.filter((session) => session.userId !== userId);
          }),
        },
        bookingEvents: {
          append: guard((event: BookingEvent) => {
            this.bookingEvents.push(event);
          }),
          count: read(
            (bookingId: string) => this.bookingEvents.filter((event) => event.bookingId === bookingId).length,
          ),
        },
        audit: {
          append: guard((event: AuditEvent) => {
            this.auditEvents.push(event);
          }),
        },
        outbox: {
          enqueue: guard((message: OutboxMessage) => {
            const now = this.now();
            this.outbox.push({
              message,
              mail: this.composer.compose(message),
              status: 'pending',
              attempts: 0,
              lastError: null,
              createdAt: now,
              nextAttemptAt: now,
              sentAt: null,
            });
          }),
        },
        idempotency: {
          record: guard((record: IdempotencyRecord) => {
            const id = `${record.scope} ${record.key}`;
            if (this.idempotencyRecords.has(id)) throw new IdempotencyKeyTakenError(id);
            this.idempotencyRecords.set(id, record);
          }),
        },
      });
      this.commits += 1;
      return result;
    } catch (error) {
      Object.assign(this, before);
      throw error;
    } finally {
      open = false;
    }
  }

  private heldSize(
    size: DumpsterSizeValue,
    range: DateRange,
    excludeBookingId?: string,
  ): { fleetUnits: number; occupancy: DailyOccupancy } {
    const row = this.fleet.get(size);
    if (!row) throw new FleetNotStoredError(`No fleet row for ${size}`);
    const occupancy = dailyOccupancy(this.bookings, {
      ...range,
      size,
      ...(excludeBookingId === undefined ? {} : { excludeBookingId }),
    });
    return { fleetUnits: row.units, occupancy };
  }

  private check(): void {
    if (this.unavailable) throw new StorageUnavailableError('in-memory store set unavailable');
  }
}
