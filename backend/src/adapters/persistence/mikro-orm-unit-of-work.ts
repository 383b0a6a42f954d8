// The unit of work on MikroORM (docs/decisions/0048): each transaction is a fork of the
// EntityManager inside `em.transactional()`, and the repositories it hands out write through that
// fork, so they share its connection and its transaction on PostgreSQL and on PGlite alike. The
// whole transaction, commit included, is one guarded database call: an unreachable or silent
// database is StorageUnavailableError within the request deadline (database-errors.ts).
import type { TransactionRepositories, UnitOfWork } from '../../application/ports/unit-of-work.ts';
import { MailComposer } from '../mail/mail-composer.ts';
import { guarded } from './database-errors.ts';
import { MikroOrmAccessTokenRepository } from './mikro-orm-access-token-repository.ts';
import { MikroOrmAuditLog } from './mikro-orm-audit-log.ts';
import { MikroOrmBookingEventLog } from './mikro-orm-booking-event-log.ts';
import { MikroOrmBookingNotes } from './mikro-orm-booking-notes.ts';
import { MikroOrmBookingRepository } from './mikro-orm-booking-repository.ts';
import { MikroOrmBusinessCalendarStore } from './mikro-orm-business-calendar-store.ts';
import { MikroOrmContactRequestRepository } from './mikro-orm-contact-request-repository.ts';
import { MikroOrmContainers } from './mikro-orm-containers.ts';
import { MikroOrmCustomerNotes } from './mikro-orm-customer-notes.ts';
import { MikroOrmCustomerRepository } from './mikro-orm-customer-repository.ts';
import { MikroOrmStopAssignments, MikroOrmTrucks } from './mikro-orm-dispatch.ts';
import { MikroOrmFleetLedger } from './mikro-orm-fleet-ledger.ts';
import { MikroOrmIdempotencyRecords } from './mikro-orm-idempotency-records.ts';
import { MikroOrmInvoiceRepository } from './mikro-orm-invoice-repository.ts';
import { MikroOrmOutbox } from './mikro-orm-outbox.ts';
import { MikroOrmPhotoRecords } from './mikro-orm-photo-records.ts';
import { MikroOrmStaffSessions, MikroOrmStaffUsers } from './mikro-orm-staff-users.ts';
import { MikroOrmTextMessages } from './mikro-orm-text-messages.ts';
import type { Orm } from './orm.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

/** The repositories of one transaction; after it ended, any use throws instead of writing elsewhere. */
function repositoriesFor(
  em: TransactionEntityManager,
  composer: MailComposer,
  isOpen: () => boolean,
): TransactionRepositories {
  const repositories: TransactionRepositories = {
    bookings: new MikroOrmBookingRepository(em),
    contactRequests: new MikroOrmContactRequestRepository(em),
    idempotency: new MikroOrmIdempotencyRecords(em),
    bookingEvents: new MikroOrmBookingEventLog(em),
    audit: new MikroOrmAuditLog(em),
    accessTokens: new MikroOrmAccessTokenRepository(em),
    outbox: new MikroOrmOutbox(em, composer),
    users: new MikroOrmStaffUsers(em),
    sessions: new MikroOrmStaffSessions(em),
    fleet: new MikroOrmFleetLedger(em),
    businessCalendar: new MikroOrmBusinessCalendarStore(em),
    customers: new MikroOrmCustomerRepository(em),
    bookingNotes: new MikroOrmBookingNotes(em),
    customerNotes: new MikroOrmCustomerNotes(em),
    containers: new MikroOrmContainers(em),
    trucks: new MikroOrmTrucks(em),
    stopAssignments: new MikroOrmStopAssignments(em),
    invoices: new MikroOrmInvoiceRepository(em),
    texts: new MikroOrmTextMessages(em),
    photos: new MikroOrmPhotoRecords(em),
  };
  return new Proxy(repositories, {
    get(target, name, receiver) {
      if (!isOpen()) throw new Error('these repositories belong to a transaction that has ended');
      return Reflect.get(target, name, receiver);
    },
  });
}

export class MikroOrmUnitOfWork implements UnitOfWork {
  private readonly orm: Orm;
  private readonly composer: MailComposer;

  /** `composer` renders queued e-mails; its default has the business's own addresses. */
  constructor(orm: Orm, composer: MailComposer = new MailComposer()) {
    this.orm = orm;
    this.composer = composer;
  }

  transaction<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T> {
    return guarded(() =>
      this.orm.em.fork().transactional(async (em) => {
        let open = true;
        try {
          return await work(repositoriesFor(em, this.composer, () => open));
        } finally {
          open = false;
        }
      }),
    );
  }
}
