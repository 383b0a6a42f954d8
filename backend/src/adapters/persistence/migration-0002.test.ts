// Migration 0002 on a database that already holds bookings: each gets a reference in the
// reference alphabet, and the history table starts empty.
import { bookingReferencePattern } from '@dumpster/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Orm, openOrm } from './orm.ts';

describe('migration 0002 on stored bookings (PGlite)', () => {
  let orm: Orm;

  beforeAll(async () => {
    orm = await openOrm({ kind: 'pglite' });
    await orm.migrator.up({ to: '0001-initial' });
    const connection = orm.em.getConnection();
    for (const id of ['10000000-0000-4000-8000-00000000abcd', '20000000-0000-4000-8000-0000000000ff']) {
      await connection.execute(
        `insert into "bookings" ("id", "booking_type", "name", "email", "phone", "address", "city", "state",
          "zip_code", "dumpster_size", "delivery_date", "pickup_date", "base_price_cents", "included_days",
          "extra_days", "extra_day_rate_cents", "extra_cost_cents", "total_cents")
         values ('${id}', 'residential', 'A B', 'a@b.co', '9045550134', '1 Main St', 'Ocala', 'FL', '34470',
          '10-yard', '2026-12-01', '2026-12-08', 30000, 7, 0, 6000, 0, 30000)`,
      );
    }
    await orm.migrator.up();
  });
  afterAll(async () => {
    await orm?.close(true);
  });

  it('gives every stored booking a unique reference people can read aloud', async () => {
    const rows = await orm.em
      .getConnection()
      .execute<{ id: string; reference: string }[]>(`select "id", "reference" from "bookings" order by "id"`);
    expect(rows.map((row) => row.reference)).toEqual(['CH-0000-ABCD', 'CH-0000-00FF']);
    for (const row of rows) expect(row.reference).toMatch(bookingReferencePattern);
  });

  it('starts the history empty', async () => {
    const [row] = await orm.em
      .getConnection()
      .execute<{ count: number }[]>(`select count(*)::int as "count" from "booking_events"`);
    expect(row?.count).toBe(0);
  });
});
