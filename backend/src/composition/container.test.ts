// The composed server (container, Express, MikroORM) on an in-memory PGlite: what a customer
// sees is what the database holds.
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../adapters/http/create-app.ts';
import type { ReadAvailability } from '../application/availability/read-availability.ts';
import type { SubmitBooking } from '../application/bookings/submit-booking.ts';
import type { SubmitContactRequest } from '../application/contact-requests/submit-contact-request.ts';
import type { HitCounter } from '../application/ports/hit-counter.ts';
import type { Readiness } from '../application/ports/readiness.ts';
import { loadConfig } from '../config.ts';
import { bookingBody, contactBody } from '../test-support/requests.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { countRows } from '../test-support/test-databases.ts';
import { type Composition, compose } from './container.ts';
import { TOKENS } from './tokens.ts';

// Dates relative to the real clock: the composed server reads the system time.
// Open days of the default calendar (Sunday closed), so no run depends on its weekday.
const inDays = (days: number) =>
  openDayOnOrAfter(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
const validBooking = (overrides: Record<string, unknown> = {}) =>
  bookingBody({ deliveryDate: inDays(3), pickupDate: inDays(13), ...overrides });

describe('the composed server on PGlite', () => {
  let composition: Composition;
  let app: Express;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '1000' });
    composition = await compose(config, { target: { kind: 'pglite' }, logger: pino({ level: 'silent' }) });
    app = composition.app;
  });
  afterAll(async () => {
    await composition?.close();
  });
  beforeEach(async () => {
    const connection = composition.orm.em.getConnection();
    for (const table of ['bookings', 'contact_requests', 'idempotency_keys', 'rate_limit_counters']) {
      await connection.execute(`delete from "${table}"`);
    }
  });

  it('stores one booking row per 201, with the quote it answered', async () => {
    const res = await request(app).post('/api/bookings').send(validBooking());

    expect(res.status).toBe(201);
    const rows = await composition.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>(`select "id", "total_cents", "status" from "bookings"`);
    expect(rows).toEqual([{ id: res.body.id, total_cents: res.body.quote.totalCents, status: 'pending' }]);
  });

  it('stores a contact request', async () => {
    const res = await request(app).post('/api/contact').send(contactBody());

    expect(res.status).toBe(201);
    expect(await countRows(composition.orm, 'contact_requests')).toBe(1);
  });

  it('stores nothing for a refused booking', async () => {
    const res = await request(app)
      .post('/api/bookings')
      .send(validBooking({ bookingType: 'commercial', companyName: '' }));

    expect(res.status).toBe(400);
    expect(await countRows(composition.orm, 'bookings')).toBe(0);
  });

  it('replays a retry from the database and stores once', async () => {
    const body = validBooking();
    const first = await request(app).post('/api/bookings').set('Idempotency-Key', 'db-retry').send(body);
    const retry = await request(app).post('/api/bookings').set('Idempotency-Key', 'db-retry').send(body);

    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await countRows(composition.orm, 'bookings')).toBe(1);
  });

  it('stores one row when concurrent requests share a key, and answers each with it', async () => {
    const body = validBooking();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(app).post('/api/bookings').set('Idempotency-Key', 'burst').send(body),
      ),
    );

    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await countRows(composition.orm, 'bookings')).toBe(1);
  });

  it('shares rate-limit counts between two instances of the app over one database', async () => {
    const { container } = composition;
    const instance = () =>
      createApp({
        submitBooking: container.get<SubmitBooking>(TOKENS.SubmitBooking),
        submitContactRequest: container.get<SubmitContactRequest>(TOKENS.SubmitContactRequest),
        readAvailability: container.get<ReadAvailability>(TOKENS.ReadAvailability),
        readPublicCalendar: container.get(TOKENS.ReadPublicCalendar),
        clock: container.get(TOKENS.Clock),
        calendars: container.get(TOKENS.BusinessCalendarSource),
        readiness: container.get<Readiness>(TOKENS.Readiness),
        hitCounter: container.get<HitCounter>(TOKENS.HitCounter),
        logger: pino({ level: 'silent' }),
        trustProxy: false,
        rateLimit: { enabled: true, windowMs: 60_000, max: 2 },
      });
    const [a, b] = [instance(), instance()];

    const answers = [
      await request(a).post('/api/contact').send(contactBody()),
      await request(b).post('/api/contact').send(contactBody()),
      await request(a).post('/api/contact').send(contactBody()),
      await request(b).post('/api/contact').send(contactBody()),
    ];

    expect(answers.map((res) => res.status)).toEqual([201, 201, 429, 429]);
    expect(await countRows(composition.orm, 'contact_requests')).toBe(2);
  });

  it('reports ready while the database answers', async () => {
    expect((await request(app).get('/readyz')).status).toBe(200);
  });
});
