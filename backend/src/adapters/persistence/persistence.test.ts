// The same suite on PGlite (always) and PostgreSQL (when TEST_DATABASE_URL is set).
import { canonicalEmail } from '@dumpster/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingEvent } from '../../application/booking-event.ts';
import { BookingReferenceTakenError } from '../../application/ports/booking-repository.ts';
import { IdempotencyKeyTakenError, type IdempotencyRecord } from '../../application/ports/idempotency.ts';
import type { TransactionRepositories } from '../../application/ports/unit-of-work.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import {
  countRows,
  databaseForSuite,
  emptyTables,
  testDatabaseKinds,
} from '../../test-support/test-databases.ts';
import { migrationsList } from './migrations/migrations-list.ts';
import { MikroOrmIdempotencyStore } from './mikro-orm-idempotency-store.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';
import { migrate } from './orm.ts';
import { SqlHitCounter } from './sql-hit-counter.ts';

const booking = storedBooking;

function record(key: string, requestHash = 'a'.repeat(64)): IdempotencyRecord {
  return {
    scope: 'bookings',
    key,
    requestHash,
    reply: { status: 201, body: { id: 'x', quote: { totalCents: 78_000 } } },
    createdAt: new Date('2026-11-22T14:00:00Z'),
  };
}

function createdEvent(bookingId: string): BookingEvent {
  return {
    bookingId,
    occurredAt: new Date('2026-11-22T14:00:00Z'),
    actor: { kind: 'customer' },
    type: 'created',
    details: { status: 'pending' },
  };
}

describe.each(testDatabaseKinds())('persistence on $name', (kind) => {
  const db = databaseForSuite(kind);
  beforeEach(async () => {
    await emptyTables(db, [
      'audit_events',
      'booking_events',
      'bookings',
      'contact_requests',
      'idempotency_keys',
      'rate_limit_counters',
      'users',
    ]);
  });

  describe('migrations', () => {
    it('leave nothing between the entities and the migrated schema', async () => {
      expect(await db.orm.schema.getUpdateSchemaSQL()).toBe('');
    });

    it('apply nothing the second time they run', async () => {
      await migrate(db.orm);
      expect(await db.orm.migrator.getPending()).toEqual([]);
      expect((await db.orm.migrator.getExecuted()).map((m) => m.name)).toEqual(
        migrationsList.map((migration) => migration.name),
      );
    });

    it('default a booking to pending, now and no SMS consent', async () => {
      const connection = db.orm.em.getConnection();
      await connection.execute(
        `insert into "bookings" ("id", "reference", "booking_type", "name", "email", "phone", "address", "city", "state",
          "zip_code", "dumpster_size", "delivery_date", "pickup_date", "base_price_cents", "included_days",
          "extra_days", "extra_day_rate_cents", "extra_cost_cents", "total_cents")
         values ('10000000-0000-4000-8000-000000000000', 'CH-0000-0001', 'residential', 'A B', 'a@b.co', '9045550134',
          '1 Main St', 'Ocala', 'FL', '34470', '10-yard', '2026-12-01', '2026-12-08', 30000, 7, 0, 6000, 0, 30000)`,
      );
      const [row] = await connection.execute<Record<string, unknown>[]>(
        `select "status", "sms_opt_in", "created_at" is not null as "has_created_at" from "bookings"`,
      );
      expect(row).toEqual({ status: 'pending', sms_opt_in: false, has_created_at: true });
    });

    it('default a contact request to not contacted', async () => {
      const connection = db.orm.em.getConnection();
      await connection.execute(
        `insert into "contact_requests" ("id", "name", "phone", "email", "service")
         values ('20000000-0000-4000-8000-000000000000', 'Sam', '9045550199', 's@x.co', 'other')`,
      );
      const [row] = await connection.execute<Record<string, unknown>[]>(
        `select "is_contacted", "sms_opt_in", "message" from "contact_requests"`,
      );
      expect(row).toEqual({ is_contacted: false, sms_opt_in: false, message: '' });
    });

    it('keep user e-mails unique whatever their case', async () => {
      const connection = db.orm.em.getConnection();
      // The unique index is on the canonical form, which the domain computes (decision 0132).
      const insert = (id: string, email: string) =>
        connection.execute(
          `insert into "users" ("id", "email", "email_canonical", "name", "role", "password_hash") values (?, ?, ?, 'Owner', 'owner', 'hash')`,
          [id, email, canonicalEmail(email)],
        );
      await insert('30000000-0000-4000-8000-000000000001', 'owner@example.com');
      await expect(insert('30000000-0000-4000-8000-000000000002', 'Owner@Example.com')).rejects.toThrow();
    });
  });

  describe('the unit of work', () => {
    const unitOfWork = () => new MikroOrmUnitOfWork(db.orm);

    it('stores the booking in snake_case columns, dates as dates and money as cents', async () => {
      await unitOfWork().transaction(({ bookings }) =>
        bookings.add(booking({ id: '40000000-0000-4000-8000-000000000001', reference: 'CH-0000-00A1' })),
      );

      const [row] = await db.orm.em.getConnection().execute<Record<string, unknown>[]>(
        `select "reference", "booking_type", "zip_code", "company_name", "job_name", "delivery_date"::text as "delivery",
             pg_typeof("pickup_date")::text as "pickup_type", "status", "sms_opt_in", "base_price_cents",
             "extra_days", "extra_cost_cents", "total_cents", "created_at" = '2026-11-22T14:00:00.123Z' as "same_instant"
           from "bookings" where "id" = '40000000-0000-4000-8000-000000000001'`,
      );
      expect(row).toEqual({
        reference: 'CH-0000-00A1',
        booking_type: 'commercial',
        zip_code: '32202',
        company_name: 'Carter Builders',
        job_name: null,
        delivery: '2026-11-24',
        pickup_type: 'date',
        status: 'pending',
        sms_opt_in: true,
        base_price_cents: 60_000,
        extra_days: 3,
        extra_cost_cents: 18_000,
        total_cents: 78_000,
        same_instant: true,
      });
    });

    it('commits the booking, its idempotency record and its history event together', async () => {
      const stored = booking();
      await unitOfWork().transaction(async ({ bookings, idempotency, bookingEvents }) => {
        await idempotency.record(record('key-1'));
        await bookings.add(stored);
        await bookingEvents.append(createdEvent(stored.id));
      });

      expect(await countRows(db.orm, 'bookings')).toBe(1);
      expect(await countRows(db.orm, 'booking_events')).toBe(1);
      const found = await new MikroOrmIdempotencyStore(db.orm).find('bookings', 'key-1');
      expect(found).toMatchObject({
        scope: 'bookings',
        key: 'key-1',
        requestHash: 'a'.repeat(64),
        reply: { status: 201, body: { id: 'x', quote: { totalCents: 78_000 } } },
      });
      const [event] = await db.orm.em
        .getConnection()
        .execute<Record<string, unknown>[]>(
          `select "booking_id", "actor_kind", "actor_user_id", "type", "details" from "booking_events"`,
        );
      expect(event).toEqual({
        booking_id: stored.id,
        actor_kind: 'customer',
        actor_user_id: null,
        type: 'created',
        details: { status: 'pending' },
      });
    });

    it('leaves nothing behind when the work fails after the booking row was written', async () => {
      const outcome = unitOfWork().transaction(async ({ bookings, idempotency, bookingEvents }) => {
        await idempotency.record(record('key-rollback'));
        const stored = booking();
        await bookings.add(stored);
        await bookingEvents.append(createdEvent(stored.id));
        throw new Error('the power went out');
      });

      await expect(outcome).rejects.toThrow('the power went out');
      expect(await countRows(db.orm, 'bookings')).toBe(0);
      expect(await countRows(db.orm, 'idempotency_keys')).toBe(0);
      expect(await countRows(db.orm, 'booking_events')).toBe(0);
    });

    it('refuses a taken key, storing nothing of the second transaction', async () => {
      await unitOfWork().transaction(async ({ bookings, idempotency }) => {
        await idempotency.record(record('key-2'));
        await bookings.add(booking());
      });

      const second = unitOfWork().transaction(async ({ bookings, idempotency }) => {
        await bookings.add(booking());
        await idempotency.record(record('key-2'));
      });
      await expect(second).rejects.toBeInstanceOf(IdempotencyKeyTakenError);
      expect(await countRows(db.orm, 'bookings')).toBe(1);
      expect(await countRows(db.orm, 'idempotency_keys')).toBe(1);
    });

    it('refuses a taken booking reference by name', async () => {
      await unitOfWork().transaction(({ bookings }) => bookings.add(booking({ reference: 'CH-SAME-0001' })));

      const clash = unitOfWork().transaction(({ bookings }) =>
        bookings.add(booking({ reference: 'CH-SAME-0001' })),
      );
      await expect(clash).rejects.toBeInstanceOf(BookingReferenceTakenError);
      expect(await countRows(db.orm, 'bookings')).toBe(1);
    });

    it('drops the NUL characters PostgreSQL text cannot hold instead of failing the write', async () => {
      await unitOfWork().transaction(async ({ bookings, idempotency }) => {
        await idempotency.record({ ...record('nul'), reply: { status: 201, body: { note: 'a\u0000b' } } });
        await bookings.add(
          booking({ id: '40000000-0000-4000-8000-000000000002', name: 'Ja\u0000ne', jobNumber: '\u0000' }),
        );
      });

      const [row] = await db.orm.em
        .getConnection()
        .execute<Record<string, unknown>[]>(`select "name", "job_number" from "bookings"`);
      expect(row).toEqual({ name: 'Jane', job_number: '' });
      expect((await new MikroOrmIdempotencyStore(db.orm).find('bookings', 'nul'))?.reply.body).toEqual({
        note: 'ab',
      });
    });

    it('lets exactly one of several concurrent transactions with one key store its booking', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          unitOfWork().transaction(async ({ bookings, idempotency }) => {
            await idempotency.record(record('race'));
            await bookings.add(booking());
          }),
        ),
      );

      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r) => r.status === 'rejected')) {
        expect(result.reason).toBeInstanceOf(IdempotencyKeyTakenError);
      }
      expect(await countRows(db.orm, 'bookings')).toBe(1);
    });

    it('keeps one key per route: the same key on another route is another record', async () => {
      await unitOfWork().transaction(({ idempotency }) => idempotency.record(record('shared')));
      await unitOfWork().transaction(({ idempotency }) =>
        idempotency.record({ ...record('shared'), scope: 'contact' }),
      );

      expect(await countRows(db.orm, 'idempotency_keys')).toBe(2);
    });

    it('appends to the audit trail with the staff member as they were named then', async () => {
      await unitOfWork().transaction(({ audit }) =>
        audit.append({
          occurredAt: new Date('2026-11-22T14:00:00Z'),
          actor: { kind: 'staff', userId: '60000000-0000-4000-8000-000000000001', name: 'Rosa Diaz' },
          action: 'fleet_changed',
          subject: { type: 'fleet', id: '20-yard' },
          details: { from: 4, to: 5 },
        }),
      );

      const rows = await db.orm.em.getConnection().execute<Record<string, unknown>[]>(
        `select "actor_kind", "actor_user_id", "actor_name", "action", "subject_type", "subject_id", "details"
             from "audit_events"`,
      );
      expect(rows).toEqual([
        {
          actor_kind: 'staff',
          actor_user_id: '60000000-0000-4000-8000-000000000001',
          actor_name: 'Rosa Diaz',
          action: 'fleet_changed',
          subject_type: 'fleet',
          subject_id: '20-yard',
          details: { from: 4, to: 5 },
        },
      ]);
    });

    it('refuses to write through repositories whose transaction has ended', async () => {
      let leaked: TransactionRepositories | undefined;
      await unitOfWork().transaction(async (repositories) => {
        leaked = repositories;
      });

      expect(() => leaked?.bookings).toThrow(/transaction that has ended/);
    });

    it('stores a contact request as not yet contacted', async () => {
      await unitOfWork().transaction(({ contactRequests }) =>
        contactRequests.add({
          id: '50000000-0000-4000-8000-000000000001',
          name: 'Sam Ortiz',
          phone: '904-555-0199',
          email: 'sam@example.com',
          service: 'selective-demo',
          message: '',
          smsOptIn: false,
          isContacted: false,
          createdAt: new Date('2026-11-22T14:00:00Z'),
        }),
      );

      const [row] = await db.orm.em
        .getConnection()
        .execute<Record<string, unknown>[]>(
          `select "service", "is_contacted", "sms_opt_in" from "contact_requests"`,
        );
      expect(row).toEqual({ service: 'selective-demo', is_contacted: false, sms_opt_in: false });
    });
  });

  describe('MikroOrmIdempotencyStore', () => {
    it('finds nothing for an unknown key', async () => {
      expect(await new MikroOrmIdempotencyStore(db.orm).find('bookings', 'unknown')).toBeUndefined();
    });

    it('forgets only the records older than the cutoff', async () => {
      await new MikroOrmUnitOfWork(db.orm).transaction(async ({ idempotency }) => {
        await idempotency.record({ ...record('old'), createdAt: new Date('2026-11-01T00:00:00Z') });
        await idempotency.record({ ...record('new'), createdAt: new Date('2026-11-22T00:00:00Z') });
      });

      const store = new MikroOrmIdempotencyStore(db.orm);
      expect(await store.deleteOlderThan(new Date('2026-11-20T00:00:00Z'))).toBe(1);
      expect(await store.find('bookings', 'old')).toBeUndefined();
      expect(await store.find('bookings', 'new')).toBeDefined();
    });
  });

  describe('SqlHitCounter', () => {
    it('counts hits within a window', async () => {
      const counter = new SqlHitCounter(db.orm);
      const first = await counter.increment('bookings:1.2.3.4', 60_000);
      const second = await counter.increment('bookings:1.2.3.4', 60_000);

      expect([first.hits, second.hits]).toEqual([1, 2]);
      expect(second.resetAt).toEqual(first.resetAt);
      expect(first.resetAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    });

    it('keeps separate counts per key', async () => {
      const counter = new SqlHitCounter(db.orm);
      await counter.increment('a', 60_000);
      expect((await counter.increment('b', 60_000)).hits).toBe(1);
    });

    it('keeps keys longer than its column as two counters, stored hashed', async () => {
      const counter = new SqlHitCounter(db.orm);
      const long = `admin-sign-in:account:${'x'.repeat(300)}`;
      expect((await counter.increment(`${long}1`, 60_000)).hits).toBe(1);
      expect((await counter.increment(`${long}2`, 60_000)).hits).toBe(1);
      expect((await counter.increment(`${long}1`, 60_000)).hits).toBe(2);
      await counter.reset(`${long}1`);
      expect((await counter.increment(`${long}1`, 60_000)).hits).toBe(1);
      const keys = await db.orm.em
        .getConnection()
        .execute<{ key: string }[]>(`select "key" from "rate_limit_counters" order by "key"`);
      for (const { key } of keys) expect(key).toMatch(/^admin-sign-in:account:x+#sha256:[0-9a-f]{64}$/);
      expect(keys).toHaveLength(2);
    });

    it('starts a new window once the last has ended', async () => {
      const counter = new SqlHitCounter(db.orm);
      // A zero-length window has always ended by the next hit.
      await counter.increment('c', 0);
      expect((await counter.increment('c', 0)).hits).toBe(1);
    });

    it('takes a hit back and resets a key', async () => {
      const counter = new SqlHitCounter(db.orm);
      await counter.increment('d', 60_000);
      await counter.increment('d', 60_000);
      await counter.decrement('d');
      expect((await counter.increment('d', 60_000)).hits).toBe(2);
      await counter.reset('d');
      expect((await counter.increment('d', 60_000)).hits).toBe(1);
    });

    it('drops counters whose window ended', async () => {
      const counter = new SqlHitCounter(db.orm);
      await counter.increment('e', 0);
      await counter.increment('f', 3_600_000);
      expect(await counter.deleteEndedBefore(new Date(Date.now() + 60_000))).toBe(1);
      expect(await countRows(db.orm, 'rate_limit_counters')).toBe(1);
    });
  });
});
