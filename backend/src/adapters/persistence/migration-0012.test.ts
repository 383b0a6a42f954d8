// Migration 0012 on a database that already holds bookings and contact requests (decision 0171):
// one customer per canonical address, whatever the case or the letters; each readable phone
// number a key of the first customer who gave it; every row linked; and the keys the backfill
// wrote are the ones the domain computes for the same details, so the next booking finds them.
import { emailKey, phoneKey } from '@dumpster/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type Orm, openOrm } from './orm.ts';

const booking = (n: number, email: string, phone: string, createdAt: string) =>
  `insert into "bookings" ("id", "reference", "booking_type", "name", "email", "phone", "address", "city",
     "state", "zip_code", "dumpster_size", "delivery_date", "pickup_date", "base_price_cents", "included_days",
     "extra_days", "extra_day_rate_cents", "extra_cost_cents", "total_cents", "created_at")
   values ('40000000-0000-4000-8000-00000000000${n}', 'CH-0000-000${n}', 'residential', 'Person ${n}',
     '${email}', '${phone}', '1 Main St', 'Jacksonville', 'FL', '32202', '15-yard', '2026-11-24', '2026-12-01',
     39500, 7, 0, 2500, 0, 39500, '${createdAt}')`;

const request = (n: number, email: string, phone: string, createdAt: string) =>
  `insert into "contact_requests" ("id", "name", "phone", "email", "service", "created_at")
   values ('50000000-0000-4000-8000-00000000000${n}', 'Asker ${n}', '${phone}', '${email}', 'other', '${createdAt}')`;

describe('migration 0012 on stored bookings and requests (PGlite)', () => {
  let orm: Orm | undefined;

  afterEach(async () => {
    await orm?.close(true);
    orm = undefined;
  });

  it('makes one customer per address with their keys and links every row', async () => {
    orm = await openOrm({ kind: 'pglite' });
    await orm.migrator.up({ to: '0009-send-time-parts-and-canonical-emails' });
    const sql = orm.em.getConnection();
    await sql.execute(booking(1, 'Jane@Example.com', '(904) 555-0142', '2026-01-01T10:00:00Z'));
    await sql.execute(booking(2, 'jane@example.com', '904.555.0142', '2026-02-01T10:00:00Z'));
    await sql.execute(booking(3, 'İbrahim@Example.com', '+44 20 7946 0958', '2026-03-01T10:00:00Z'));
    // Another person on the same line (an office number): the number stays Jane's.
    await sql.execute(booking(4, 'bob@example.com', '904-555-0142', '2026-04-01T10:00:00Z'));
    await sql.execute(request(1, 'JANE@example.com', '+1 904 555 0142', '2026-05-01T10:00:00Z'));
    await sql.execute(request(2, 'cal@example.com', '(904) 555-0100', '2026-06-01T10:00:00Z'));

    await orm.migrator.up();

    const keys = await sql.execute<{ key: string; name: string }[]>(
      `select k."key", c."name" from "customer_keys" k join "customers" c on c."id" = k."customer_id" order by k."key"`,
    );
    expect(keys).toEqual([
      { key: 'email:bob@example.com', name: 'Person 4' },
      { key: 'email:cal@example.com', name: 'Asker 2' },
      { key: 'email:ibrahim@example.com', name: 'Person 3' },
      { key: 'email:jane@example.com', name: 'Person 1' },
      { key: 'phone:+19045550100', name: 'Asker 2' },
      { key: 'phone:+19045550142', name: 'Person 1' },
    ]);
    // The domain's keys for the same details: a booking made after the migration finds them.
    expect(emailKey('Jane@Example.com')).toBe('email:jane@example.com');
    expect(emailKey('İbrahim@Example.com')).toBe('email:ibrahim@example.com');
    expect(phoneKey('904.555.0142')).toBe('phone:+19045550142');
    expect(phoneKey('(904) 555-0100')).toBe('phone:+19045550100');

    const linked = await sql.execute<{ id: string; name: string }[]>(
      `select b."id", c."name" from "bookings" b join "customers" c on c."id" = b."customer_id"
       union all
       select r."id", c."name" from "contact_requests" r join "customers" c on c."id" = r."customer_id"
       order by "id"`,
    );
    expect(linked.map((row) => row.name)).toEqual([
      'Person 1',
      'Person 1',
      'Person 3',
      'Person 4',
      'Person 1',
      'Asker 2',
    ]);
    expect(await sql.execute(`select 1 from pg_tables where "tablename" like '%backfill%'`)).toEqual([]);
    // A fresh embedded database migrated from nothing: slow on a busy machine.
  }, 180_000);
});
