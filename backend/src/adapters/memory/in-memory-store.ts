// The unit of work and its repositories in memory, for use-case and HTTP tests. It behaves like
// the database where the use cases can tell: a transaction that throws leaves nothing behind, a
// taken idempotency key or booking reference is refused, and an "unreachable" store refuses
// everything. Transactions run one at a time, as on PGlite.
import type { AuditEvent } from '../../application/audit-event.ts';
import type { Booking } from '../../application/booking.ts';
import type { BookingEvent } from '../../application/booking-event.ts';
import type { ContactRequestRecord } from '../../application/contact-request.ts';
import { BookingReferenceTakenError } from '../../application/ports/booking-repository.ts';
import {
  IdempotencyKeyTakenError,
  type IdempotencyRecord,
  type IdempotencyStore,
} from '../../application/ports/idempotency.ts';
import { StaffEmailTakenError } from '../../application/ports/staff-users.ts';
import type { TransactionRepositories, UnitOfWork } from '../../application/ports/unit-of-work.ts';
import type { StaffSessionRecord, StaffUserRecord } from '../../application/staff-user.ts';
import { StorageUnavailableError } from '../../application/storage-unavailable-error.ts';

export class InMemoryStore implements UnitOfWork {
  bookings: Booking[] = [];
  contactRequests: ContactRequestRecord[] = [];
  bookingEvents: BookingEvent[] = [];
  auditEvents: AuditEvent[] = [];
  idempotencyRecords = new Map<string, IdempotencyRecord>();
  users: StaffUserRecord[] = [];
  sessions: StaffSessionRecord[] = [];
  /** Who marked a contact request contacted, by its id. */
  contactMarks = new Map<string, { userId: string; name: string; at: Date }>();
  /** When true every call fails as an unreachable database would. */
  unavailable = false;
  /** Transactions committed so far (a test can tell a replay wrote nothing). */
  commits = 0;
  private queue: Promise<unknown> = Promise.resolve();

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
      idempotencyRecords: new Map(this.idempotencyRecords),
      users: [...this.users],
      sessions: [...this.sessions],
      contactMarks: new Map(this.contactMarks),
    };
    let open = true;
    const guard = <A extends unknown[], R = void>(write: (...args: A) => R) => {
      return async (...args: A): Promise<R> => {
        if (!open) throw new Error('this transaction has ended');
        this.check();
        return write(...args);
      };
    };
    const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    try {
      const result = await work({
        bookings: {
          add: guard((booking: Booking) => {
            if (this.bookings.some((stored) => stored.reference === booking.reference)) {
              throw new BookingReferenceTakenError(booking.reference);
            }
            this.bookings.push(booking);
          }),
          findForUpdate: guard((id: string) => this.bookings.find((stored) => stored.id === id)),
          setStatus: guard((id: string, status: Booking['status']) => {
            this.bookings = this.bookings.map((stored) =>
              stored.id === id ? { ...stored, status } : stored,
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
        },
        audit: {
          append: guard((event: AuditEvent) => {
            this.auditEvents.push(event);
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

  private check(): void {
    if (this.unavailable) throw new StorageUnavailableError('in-memory store set unavailable');
  }
}
