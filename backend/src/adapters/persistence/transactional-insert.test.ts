// The prepared INSERT on PostgreSQL (docs/decisions/0046) when the server forgets the statement
// the driver prepared, as behind a transaction-mode pooler without prepared-statement support.
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { countRows, type TestDatabase, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { MikroOrmBookingRepository } from './mikro-orm-booking-repository.ts';
import { type Orm, openOrm } from './orm.ts';

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL');

const booking = storedBooking;

const record = (key: string) => ({
  scope: 'bookings',
  key,
  requestHash: 'b'.repeat(64),
  reply: { status: 201, body: { id: key } },
  createdAt: new Date('2026-11-22T14:00:00Z'),
});

describe.skipIf(!postgres)('the prepared booking insert on PostgreSQL', () => {
  let db: TestDatabase;
  let orm: Orm;

  beforeAll(async () => {
    db = await (postgres as NonNullable<typeof postgres>).open();
    // One pooled connection, so the statement is forgotten on the very connection that prepared it.
    orm = await openOrm({ kind: 'postgresql', url: db.orm.config.get('clientUrl') as string, poolMax: 1 });
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.dispose();
  });

  it('still stores every booking, once, when the server forgets the prepared statement', async () => {
    const repository = new MikroOrmBookingRepository(orm);
    await repository.add(booking(), record('before'));
    const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    await pool.query('deallocate all');

    await repository.add(booking(), record('after'));
    await repository.add(booking(), record('later'));
    await repository.add(booking());

    expect(await countRows(db.orm, 'bookings')).toBe(4);
    expect(await countRows(db.orm, 'idempotency_keys')).toBe(3);
  });
});
