// The same suite on PGlite (always) and PostgreSQL (when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyKeyTakenError, type IdempotencyRecord } from '../../application/ports/idempotency.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { countRows, type TestDatabase, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { MikroOrmBookingRepository } from './mikro-orm-booking-repository.ts';
import { MikroOrmContactRequestRepository } from './mikro-orm-contact-request-repository.ts';
import { MikroOrmIdempotencyStore } from './mikro-orm-idempotency-store.ts';
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

describe.each(testDatabaseKinds())('persistence on $name', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(async () => {
    await db?.dispose();
  });
  beforeEach(async () => {
    const connection = db.orm.em.getConnection();
    for (const table of [
      'bookings',
      'contact_requests',
      'idempotency_keys',
      'rate_limit_counters',
      'users',
    ]) {
      await connection.execute(`delete from "${table}"`);
    }
  });

  describe('migrations', () => {
    it('leave nothing between the entities and the migrated schema', async () => {
      expect(await db.orm.schema.getUpdateSchemaSQL()).toBe('');
    });

    it('apply nothing the second time they run', async () => {
      await migrate(db.orm);
      expect(await db.orm.migrator.getPending()).toEqual([]);
      expect((await db.orm.migrator.getExecuted()).map((m) => m.name)).toEqual(['0001-initial']);
    });

    it('default a booking to pending, now and no SMS consent', async () => {
      const connection = db.orm.em.getConnection();
      await connection.execute(
        `insert into "bookings" ("id", "booking_type", "name", "email", "phone", "address", "city", "state",
          "zip_code", "dumpster_size", "delivery_date", "pickup_date", "base_price_cents", "included_days",
          "extra_days", "extra_day_rate_cents", "extra_cost_cents", "total_cents")
         values ('10000000-0000-4000-8000-000000000000', 'residential', 'A B', 'a@b.co', '9045550134',
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

    it('keep usernames unique', async () => {
      const connection = db.orm.em.getConnection();
      const insert = (id: string) =>
        connection.execute(
          `insert into "users" ("id", "username", "password_hash") values (?, 'owner', 'hash')`,
          [id],
        );
      await insert('30000000-0000-4000-8000-000000000001');
      await expect(insert('30000000-0000-4000-8000-000000000002')).rejects.toThrow();
    });
  });

  describe('MikroOrmBookingRepository', () => {
    it('stores the booking in snake_case columns, dates as dates and money as cents', async () => {
      const repository = new MikroOrmBookingRepository(db.orm);
      await repository.add(booking({ id: '40000000-0000-4000-8000-000000000001' }));

      const [row] = await db.orm.em.getConnection().execute<Record<string, unknown>[]>(
        `select "booking_type", "zip_code", "company_name", "job_name", "delivery_date"::text as "delivery",
             pg_typeof("pickup_date")::text as "pickup_type", "status", "sms_opt_in", "base_price_cents",
             "extra_days", "extra_cost_cents", "total_cents", "created_at" = '2026-11-22T14:00:00.123Z' as "same_instant"
           from "bookings" where "id" = '40000000-0000-4000-8000-000000000001'`,
      );
      expect(row).toEqual({
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

    it('stores the booking and its idempotency record together', async () => {
      const repository = new MikroOrmBookingRepository(db.orm);
      await repository.add(booking(), record('key-1'));

      expect(await countRows(db.orm, 'bookings')).toBe(1);
      const found = await new MikroOrmIdempotencyStore(db.orm).find('bookings', 'key-1');
      expect(found).toMatchObject({
        scope: 'bookings',
        key: 'key-1',
        requestHash: 'a'.repeat(64),
        reply: { status: 201, body: { id: 'x', quote: { totalCents: 78_000 } } },
      });
    });

    it('stores nothing when the key is already taken', async () => {
      const repository = new MikroOrmBookingRepository(db.orm);
      await repository.add(booking(), record('key-2'));

      await expect(repository.add(booking(), record('key-2'))).rejects.toBeInstanceOf(
        IdempotencyKeyTakenError,
      );
      expect(await countRows(db.orm, 'bookings')).toBe(1);
      expect(await countRows(db.orm, 'idempotency_keys')).toBe(1);
    });

    it('drops the NUL characters PostgreSQL text cannot hold instead of failing the write', async () => {
      const repository = new MikroOrmBookingRepository(db.orm);
      await repository.add(
        booking({ id: '40000000-0000-4000-8000-000000000002', name: 'Ja\u0000ne', jobNumber: '\u0000' }),
        { ...record('nul'), reply: { status: 201, body: { note: 'a\u0000b' } } },
      );

      const [row] = await db.orm.em
        .getConnection()
        .execute<Record<string, unknown>[]>(`select "name", "job_number" from "bookings"`);
      expect(row).toEqual({ name: 'Jane', job_number: '' });
      expect((await new MikroOrmIdempotencyStore(db.orm).find('bookings', 'nul'))?.reply.body).toEqual({
        note: 'ab',
      });
    });

    it('lets exactly one of several concurrent requests with one key store its booking', async () => {
      const repository = new MikroOrmBookingRepository(db.orm);
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => repository.add(booking(), record('race'))),
      );

      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r) => r.status === 'rejected')) {
        expect(result.reason).toBeInstanceOf(IdempotencyKeyTakenError);
      }
      expect(await countRows(db.orm, 'bookings')).toBe(1);
    });

    it('keeps one key per route: the same key on another route is another record', async () => {
      const repository = new MikroOrmBookingRepository(db.orm);
      await repository.add(booking(), record('shared'));
      await repository.add(booking(), { ...record('shared'), scope: 'contact' });

      expect(await countRows(db.orm, 'bookings')).toBe(2);
    });
  });

  describe('MikroOrmContactRequestRepository', () => {
    it('stores the request as not yet contacted', async () => {
      await new MikroOrmContactRequestRepository(db.orm).add({
        id: '50000000-0000-4000-8000-000000000001',
        name: 'Sam Ortiz',
        phone: '904-555-0199',
        email: 'sam@example.com',
        service: 'selective-demo',
        message: '',
        smsOptIn: false,
        isContacted: false,
        createdAt: new Date('2026-11-22T14:00:00Z'),
      });

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
      const repository = new MikroOrmBookingRepository(db.orm);
      await repository.add(booking(), { ...record('old'), createdAt: new Date('2026-11-01T00:00:00Z') });
      await repository.add(booking(), { ...record('new'), createdAt: new Date('2026-11-22T00:00:00Z') });

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
