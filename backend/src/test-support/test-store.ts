// The real adapters over the test file's embedded database (file-database.ts), emptied, for the
// tests of use cases and HTTP routes (docs/decisions/0107): the same SQL the server runs, so a
// test can fail on what production would do. Beside the ports it reads back what was committed
// (through SQL or the ports themselves), sets up what a test needs, and cuts the database off.
import { dumpsterSizeValues, type Fleet } from '@dumpster/domain';
import { MailComposer, type QueuedMail } from '../adapters/mail/mail-composer.ts';
import { MikroOrmIdempotencyStore } from '../adapters/persistence/mikro-orm-idempotency-store.ts';
import { MikroOrmUnitOfWork } from '../adapters/persistence/mikro-orm-unit-of-work.ts';
import type { Orm } from '../adapters/persistence/orm.ts';
import { OrmReadiness } from '../adapters/persistence/orm-readiness.ts';
import { SqlAdminQueries } from '../adapters/persistence/sql-admin-queries.ts';
import { SqlCustomerQueries } from '../adapters/persistence/sql-customer-queries.ts';
import { SqlDashboardQueries } from '../adapters/persistence/sql-dashboard-queries.ts';
import { SqlHitCounter } from '../adapters/persistence/sql-hit-counter.ts';
import { SqlMessageLog } from '../adapters/persistence/sql-message-log.ts';
import type { Booking } from '../application/booking.ts';
import type { AdminQueries } from '../application/ports/admin-queries.ts';
import type { CustomerQueries } from '../application/ports/customer-queries.ts';
import type { DashboardQueries } from '../application/ports/dashboard-queries.ts';
import type { IdempotencyStore } from '../application/ports/idempotency.ts';
import type { MessageLog } from '../application/ports/message-log.ts';
import type { OutboxMessage } from '../application/ports/outbox.ts';
import type { Readiness } from '../application/ports/readiness.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';
import { cutOff, emptyFileDatabase, reconnect } from './file-database.ts';
import { type StoredState, storedState } from './stored-state.ts';

/** The composer of the test's outbox, keeping what each queued row was made from, in order. */
class RecordingComposer extends MailComposer {
  readonly made = new Map<string, { readonly order: number; readonly message: OutboxMessage }>();

  override compose(message: OutboxMessage): QueuedMail {
    const mail = super.compose(message);
    this.made.set(mail.id, { order: this.made.size, message });
    return mail;
  }
}

export interface TestStore extends StoredState {
  readonly orm: Orm;
  /** The MikroORM unit of work, counting the transactions it committed. */
  readonly unitOfWork: UnitOfWork;
  readonly idempotency: IdempotencyStore;
  readonly adminQueries: AdminQueries;
  readonly customerQueries: CustomerQueries;
  /** The owner's dashboard's facts (decision 0205). */
  readonly dashboardQueries: DashboardQueries;
  readonly messageLog: MessageLog;
  readonly hitCounter: SqlHitCounter;
  readonly readiness: Readiness;
  /** Transactions committed through `unitOfWork` so far (a test can tell a replay wrote nothing). */
  readonly commits: number;
  /** Stores bookings as a use case would, in one transaction. */
  addBookings(...bookings: readonly Booking[]): Promise<void>;
  /**
   * `count` copies of a stored booking in one statement (a table of thousands in a second): each
   * with its own id and a reference of its own (CH-0000-0001 on), named in turn from `names`.
   */
  copyBooking(id: string, count: number, names: readonly string[]): Promise<void>;
  /** Sets every size's units, as the first start stored them (a test's fleet). */
  setFleet(fleet: Fleet): Promise<void>;
  /** The queued message is dead: its attempts spent, with this last error. */
  markDead(messageId: string, lastError: string): Promise<void>;
  /**
   * Ends every rate-limit window now. The windows run on the database's clock (decision 0013),
   * which a test's FixedClock does not move: a test that lets time pass ends them here.
   */
  endRateWindows(): Promise<void>;
  /** A statement a test sets up with (an expired link, a row as another version left it). */
  sql(statement: string, parameters?: readonly unknown[]): Promise<void>;
  /** The database stops answering (every call 503) until `reconnect`. */
  cutOff(): Promise<void>;
  reconnect(): Promise<void>;
}

/** The test file's database emptied (the fleet as given, else the default one), with its adapters. */
export async function openTestStore(options: { readonly fleet?: Fleet } = {}): Promise<TestStore> {
  const orm = await emptyFileDatabase(options.fleet);
  const composer = new RecordingComposer();
  const ormUnitOfWork = new MikroOrmUnitOfWork(orm, composer);
  let commits = 0;
  const unitOfWork: UnitOfWork = {
    async transaction(work) {
      const result = await ormUnitOfWork.transaction(work);
      commits += 1;
      return result;
    },
  };
  const execute = (statement: string, parameters: readonly unknown[] = []) =>
    orm.em.getConnection().execute(statement, [...parameters]);
  return {
    orm,
    unitOfWork,
    idempotency: new MikroOrmIdempotencyStore(orm),
    adminQueries: new SqlAdminQueries(orm),
    customerQueries: new SqlCustomerQueries(orm),
    dashboardQueries: new SqlDashboardQueries(orm),
    messageLog: new SqlMessageLog(orm),
    hitCounter: new SqlHitCounter(orm),
    readiness: new OrmReadiness(orm),
    get commits() {
      return commits;
    },
    ...storedState(orm, ormUnitOfWork, (id) => composer.made.get(id)),
    async addBookings(...bookings) {
      await ormUnitOfWork.transaction(async ({ bookings: repository }) => {
        for (const booking of bookings) await repository.add(booking);
      });
    },
    async copyBooking(id, count, names) {
      // json_populate_record: the stored row with only the named columns replaced.
      await execute(
        `insert into "bookings"
         select (json_populate_record(b, json_build_object(
           'id', gen_random_uuid(),
           'reference', 'CH-' || lpad((i / 10000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
           'name', ?::jsonb ->> (i % ?)))).*
         from "bookings" b, generate_series(1, ?) as i where b."id" = ?`,
        [JSON.stringify(names), names.length, count, id],
      );
    },
    async setFleet(fleet) {
      for (const size of dumpsterSizeValues)
        await execute(`update "fleet" set "units" = ? where "dumpster_size" = ?`, [fleet[size], size]);
    },
    async markDead(messageId, lastError) {
      await execute(
        `update "outbox_messages" set "status" = 'dead', "attempts" = 8, "last_error" = ? where "id" = ?`,
        [lastError, messageId],
      );
    },
    async endRateWindows() {
      await execute(`update "rate_limit_counters" set "reset_at" = now()`);
    },
    async sql(statement, parameters) {
      await execute(statement, parameters);
    },
    cutOff,
    reconnect,
  };
}
