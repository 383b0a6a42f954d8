// The export's CSV as PostgreSQL builds it (booking-csv-sql.ts) is the CSV the application's
// rules make of the same bookings (application/bookings/booking-csv.ts), cell for cell, on
// PostgreSQL and PGlite: quotes, line breaks, every formula start, missing optional fields,
// non-ASCII text, cents, and a timestamp to the microsecond shared by rows that straddle a batch
// boundary (the next batch starts exactly after the last row, none lost or repeated).
import type { AdminBookingsFilter } from '@dumpster/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlAdminQueries } from '../adapters/persistence/sql-admin-queries.ts';
import type { Booking } from '../application/booking.ts';
import { bookingCsvColumns } from '../application/bookings/booking-csv.ts';
import { csvLines } from '../application/bookings/csv.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';
import { loadConfig } from '../config.ts';
import { type ReliabilityDatabase, reliabilityDatabases } from '../reliability/support/databases.ts';
import { storedBooking } from '../test-support/stored-booking.ts';
import { type Composition, compose } from './container.ts';
import { TOKENS } from './tokens.ts';

const awkward: Partial<Booking>[] = [
  { name: 'Ann "Annie" O\'Neil, Jr.', specialInstructions: 'Gate code 1234\r\nring twice' },
  { name: '=HYPERLINK("http://evil.example","x")', companyName: null, jobNumber: null },
  { name: '+1 call', jobName: '-2+3', specialInstructions: '@SUM(A1)' },
  { name: '\tTabbed', companyName: '\rReturn', smsOptIn: false },
  { name: 'José Núñez 🚛', city: 'Jacksonville Beach', specialInstructions: '' },
  { name: 'Cents', quote: { ...storedBooking().quote, totalCents: 5 } },
  { name: 'Dollars', quote: { ...storedBooking().quote, totalCents: 123_450_00 } },
  { name: 'Plain', status: 'confirmed', deliveryDate: '2026-12-01', pickupDate: '2026-12-08' },
];

describe.each(reliabilityDatabases())('the export CSV built by $name', (database) => {
  let db: ReliabilityDatabase;
  let composition: Composition;
  let queries: SqlAdminQueries;

  beforeAll(async () => {
    db = await database.open();
    composition = await compose(loadConfig({ NODE_ENV: 'test' }), {
      target: db.target,
      logger: pino({ level: 'silent' }),
    });
    // Three rows a batch: eight bookings cross two batch boundaries.
    queries = new SqlAdminQueries(composition.orm, 3);
    const bookings = awkward.map((overrides) => storedBooking(overrides));
    await composition.container
      .get<UnitOfWork>(TOKENS.UnitOfWork)
      .transaction(async ({ bookings: repository }) => {
        for (const booking of bookings) await repository.add(booking);
      });
    // Four share one instant to the microsecond (finer than a JavaScript Date): their order and
    // the batches' boundaries are decided by the timestamp as stored, then the id.
    const shared = bookings.slice(1, 5).map((booking) => `'${booking.id}'`);
    await composition.orm.em
      .getConnection()
      .execute(
        `update "bookings" set "created_at" = '2026-11-22 14:00:00.123456+00' where "id" in (${shared.join(', ')})`,
      );
  });
  afterAll(async () => {
    await composition?.close();
    await db?.dispose();
  });

  async function exported(filter: AdminBookingsFilter): Promise<string> {
    let text = '';
    for await (const chunk of queries.streamBookingCsv(filter)) text += chunk;
    return text;
  }

  async function expected(filter: AdminBookingsFilter): Promise<string> {
    return csvLines(bookingCsvColumns, await queries.bookingsPage(filter, undefined, 1_000));
  }

  it.each<[string, AdminBookingsFilter]>([
    ['newest first', { sort: 'created', direction: 'desc' }],
    ['oldest first', { sort: 'created', direction: 'asc' }],
    ['by delivery', { sort: 'delivery', direction: 'asc' }],
    ['by pickup, newest first', { sort: 'pickup', direction: 'desc' }],
    ['free text', { q: 'o', sort: 'created', direction: 'desc' }],
    ['a filter nothing matches', { status: 'cancelled', sort: 'created', direction: 'desc' }],
  ])('%s: every row once, each cell as the application formats it', async (_name, filter) => {
    const text = await exported(filter);
    expect(text).toBe(await expected(filter));
    if (filter.status !== 'cancelled') expect(text.split('\r\n').length).toBeGreaterThan(3);
  });

  it('neutralises every formula start and doubles quotes', async () => {
    const text = await exported({ sort: 'created', direction: 'desc' });
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'+1 call"`);
    expect(text).toContain(`"'-2+3"`);
    expect(text).toContain(`"'@SUM(A1)"`);
    expect(text).toContain(`"'\tTabbed"`);
    expect(text).toContain(`"'\rReturn"`);
    expect(text).toContain(`"Ann ""Annie"" O'Neil, Jr."`);
    expect(text).toContain(`"0.05"`);
    expect(text).toContain(`"123450.00"`);
    expect(text).toContain('"José Núñez 🚛"');
  });
});
