// The one way a use case writes (docs/decisions/0048): it asks for a transaction and gets its
// repositories bound to it. Everything written through them commits together, or, when the work
// throws, nothing does: a booking, its idempotency record, its history event (and, as the
// business side grows, its outbox messages and its availability lock) are one write, and so
// are a staff change and its line in the audit trail.
import type { AccessTokenRepository } from './access-tokens.ts';
import type { AuditLog } from './audit-log.ts';
import type { BookingEventLog } from './booking-event-log.ts';
import type { BookingNoteRepository } from './booking-notes.ts';
import type { BookingRepository } from './booking-repository.ts';
import type { BusinessCalendarStore } from './business-calendar-store.ts';
import type { ContactRequestRepository } from './contact-request-repository.ts';
import type { ContainerRepository } from './containers.ts';
import type { CustomerNoteRepository } from './customer-notes.ts';
import type { CustomerRepository } from './customer-repository.ts';
import type { StopAssignmentRepository, TruckRepository } from './dispatch.ts';
import type { FleetLedger } from './fleet-ledger.ts';
import type { IdempotencyRecords } from './idempotency.ts';
import type { InvoiceRepository } from './invoice-repository.ts';
import type { Outbox } from './outbox.ts';
import type { PhotoRecords } from './photo-records.ts';
import type { StaffSessionRepository, StaffUserRepository } from './staff-users.ts';
import type { TextMessageRepository } from './text-messages.ts';

/** The repositories of one transaction. Used after the transaction ended, they throw. */
export interface TransactionRepositories {
  readonly bookings: BookingRepository;
  readonly contactRequests: ContactRequestRepository;
  readonly idempotency: IdempotencyRecords;
  readonly bookingEvents: BookingEventLog;
  readonly audit: AuditLog;
  /** The customers' "My booking" links (docs/decisions/0090). */
  readonly accessTokens: AccessTokenRepository;
  /** E-mails that commit with everything else (docs/decisions/0070). */
  readonly outbox: Outbox;
  /** Back office accounts (decision 0075). */
  readonly users: StaffUserRepository;
  /** Their sessions, by token hash (decision 0076). */
  readonly sessions: StaffSessionRepository;
  /** The fleet and each size's lock (decisions 0085-0088). */
  readonly fleet: FleetLedger;
  /** The owner's calendar: closed weekdays and dated closures (decision 0165). */
  readonly businessCalendar: BusinessCalendarStore;
  /** Who booked or asked, linked in the same write (decision 0171). */
  readonly customers: CustomerRepository;
  /** Staff's internal notes on bookings (decision 0177). */
  readonly bookingNotes: BookingNoteRepository;
  readonly customerNotes: CustomerNoteRepository;
  /** The numbered containers; a change of one sets its size's fleet units (decision 0183). */
  readonly containers: ContainerRepository;
  /** Trucks and the sizes each carries (decision 0184). */
  readonly trucks: TruckRepository;
  /** Who drives each part of a day's stops, in which order (decision 0181). */
  readonly stopAssignments: StopAssignmentRepository;
  /** Invoices, credit notes, payments and their numbers (billing, decision 0195). */
  readonly invoices: InvoiceRepository;
  /** Text consents, the texts' outbox and the customers' replies (docs/decisions/0200). */
  readonly texts: TextMessageRepository;
  /** The drivers' photos of bookings (decision 0190). */
  readonly photos: PhotoRecords;
}

export interface UnitOfWork {
  /**
   * Runs `work` in one database transaction and commits when it resolves; rolls back and
   * rethrows when it rejects. An unreachable database rejects with StorageUnavailableError.
   * Transactions may run concurrently (PostgreSQL) or one after another (PGlite): `work` must not
   * wait on anything but its own repositories.
   */
  transaction<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T>;
}
