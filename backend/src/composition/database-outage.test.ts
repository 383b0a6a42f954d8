// The composed server on real PostgreSQL behind a proxy the test cuts: while the database is
// unreachable every write answers 503 within about a second and nothing is half-written.
// Needs TEST_DATABASE_URL (PGlite is in-process and cannot become unreachable).
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { bookingBody } from '../test-support/requests.ts';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { type TestDatabase, testDatabaseKinds } from '../test-support/test-databases.ts';
import { type Composition, compose } from './container.ts';

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL');
// Open days of the default calendar (Sunday closed), so no run depends on its weekday.
const inDays = (days: number) =>
  openDayOnOrAfter(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

describe.runIf(postgres)('the composed server when PostgreSQL becomes unreachable', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let composition: Composition;
  let directUrl: URL;

  beforeAll(async () => {
    db = await (postgres as NonNullable<typeof postgres>).open();
    directUrl = new URL(db.orm.config.get('clientUrl') ?? '');
    proxy = await startTcpProxy({ host: directUrl.hostname, port: Number(directUrl.port || 5432) });
    const viaProxy = new URL(directUrl);
    viaProxy.port = String(proxy.port);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: viaProxy.toString(),
      DB_CONNECT_TIMEOUT_MS: '500',
    });
    composition = await compose(config, { logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await composition?.close();
    await proxy?.close();
    await db?.dispose();
  });

  async function storedBookings(): Promise<number> {
    const client = new pg.Client({ connectionString: directUrl.toString() });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as count from bookings');
    await client.end();
    return rows[0].count;
  }

  it('stores while the database answers', async () => {
    const res = await request(composition.app)
      .post('/api/bookings')
      .send(bookingBody({ deliveryDate: inDays(2), pickupDate: inDays(9) }));
    expect(res.status).toBe(201);
  });

  it('answers 503 to writes and readiness once the database stops answering, storing nothing', async () => {
    const before = await storedBookings();
    await proxy.setMode('blackhole');

    const booking = await request(composition.app)
      .post('/api/bookings')
      .send(bookingBody({ deliveryDate: inDays(2), pickupDate: inDays(9) }));
    const ready = await request(composition.app).get('/readyz');

    expect(booking.status).toBe(503);
    expect(booking.body.error).toBe('service_unavailable');
    expect(ready.status).toBe(503);
    expect(await storedBookings()).toBe(before);
  });

  it('answers 503 when connections are refused', async () => {
    await proxy.setMode('refuse');
    const res = await request(composition.app)
      .post('/api/contact')
      .send({ name: 'Sam Ortiz', phone: '904-555-0199', email: 's@example.com', service: 'other' });

    expect(res.status).toBe(503);
  });
});
