import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DatesUnavailableError } from '../../application/availability/dates-unavailable-error.ts';
import type { SubmitBooking } from '../../application/bookings/submit-booking.ts';
import { bookingBody } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';

const post = (app: Awaited<ReturnType<typeof testApp>>['app'], body: unknown, key?: string) => {
  const req = request(app).post('/api/bookings');
  if (key) req.set('Idempotency-Key', key);
  return req.send(body as object);
};

describe('POST /api/bookings', () => {
  it('answers 201 with the stored booking and the quote the server computed', async () => {
    const { app, store } = await testApp();
    const res = await post(app, bookingBody());

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: (await store.bookings())[0]?.id,
      reference: 'CH-0000-0001',
      status: 'pending',
      bookingType: 'residential',
      dumpsterSize: '15-yard',
      deliveryDate: '2026-11-24',
      pickupDate: '2026-12-04',
      createdAt: '2026-11-22T14:00:00.000Z',
      quote: {
        basePriceCents: 40_000,
        includedDays: 7,
        extraDays: 3,
        extraDayRateCents: 6_000,
        extraCostCents: 18_000,
        totalCents: 58_000,
      },
    });
    expect(await store.bookings()).toHaveLength(1);
  });

  it('ignores the prices a client sends', async () => {
    const { app, store } = await testApp();
    const res = await post(app, bookingBody({ totalCents: 1, basePriceCents: 1, quote: { totalCents: 1 } }));

    expect(res.body.quote.totalCents).toBe(58_000);
    expect((await store.bookings())[0]?.quote.totalCents).toBe(58_000);
  });

  it('refuses a commercial booking without a company name with the spec message, storing nothing', async () => {
    const { app, store } = await testApp();
    const res = await post(app, bookingBody({ bookingType: 'commercial', companyName: '' }));

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_failed',
      message: 'Please correct the highlighted fields and try again.',
      requestId: res.headers['x-request-id'],
      fields: { companyName: 'Company name is required for commercial bookings' },
    });
    expect(await store.bookings()).toHaveLength(0);
  });

  it('stores a commercial booking that names its company', async () => {
    const { app, store } = await testApp();
    const res = await post(app, bookingBody({ bookingType: 'commercial', companyName: 'Carter Builders' }));

    expect(res.status).toBe(201);
    expect((await store.bookings())[0]?.companyName).toBe('Carter Builders');
  });

  it.each([
    ['an unknown size', { dumpsterSize: '40-yard' }, 'dumpsterSize'],
    ['a number for a name', { name: 42 }, 'name'],
    ['a string for the SMS consent', { smsOptIn: 'yes' }, 'smsOptIn'],
    ['a state outside Florida', { state: 'GA' }, 'state'],
    ['a delivery date in the past', { deliveryDate: '2026-11-21' }, 'deliveryDate'],
    ['an impossible date', { deliveryDate: '2026-02-30' }, 'deliveryDate'],
    ['a pickup before delivery', { pickupDate: '2026-11-23' }, 'pickupDate'],
    ['a bad e-mail address', { email: 'jane@' }, 'email'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, change, field) => {
    const { app, store } = await testApp();
    const res = await post(app, bookingBody(change));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await store.bookings()).toHaveLength(0);
  });

  it('judges and stores text without the NUL characters PostgreSQL cannot hold', async () => {
    const { app, store } = await testApp();
    const tooShortOnceStored = await post(app, bookingBody({ name: 'J\u0000' }));
    const stored = await post(app, bookingBody({ name: 'Ja\u0000ne' }));

    expect(tooShortOnceStored.status).toBe(400);
    expect(stored.status).toBe(201);
    expect((await store.bookings()).map((booking) => booking.name)).toEqual(['Jane']);
  });

  it('names every missing required field of an empty object', async () => {
    const { app, store } = await testApp();
    const res = await post(app, {});

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining([
        'bookingType',
        'name',
        'email',
        'phone',
        'address',
        'city',
        'zipCode',
        'dumpsterSize',
      ]),
    );
    expect(await store.bookings()).toHaveLength(0);
  });

  it('refuses a JSON array as the body', async () => {
    const { app, store } = await testApp();
    const res = await post(app, [bookingBody()]);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(await store.bookings()).toHaveLength(0);
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const { app, store } = await testApp();
    const res = await request(app)
      .post('/api/bookings')
      .set('Content-Type', 'application/json')
      .send('{"name": "Jane",');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation_failed',
      message: 'The request body is not valid JSON.',
      fields: { body: 'The request body is not valid JSON.' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/SyntaxError|at .*\.js/);
    expect(await store.bookings()).toHaveLength(0);
  });

  it('answers 413 to a body over 32 KB, storing nothing', async () => {
    const { app, store } = await testApp();
    const res = await post(app, bookingBody({ specialInstructions: 'x'.repeat(33 * 1024) }));

    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'payload_too_large' });
    expect(await store.bookings()).toHaveLength(0);
  });

  it('answers 415 to a body that is not JSON, storing nothing', async () => {
    const { app, store } = await testApp();
    const res = await request(app).post('/api/bookings').type('form').send({ name: 'Jane' });

    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: 'unsupported_media_type' });
    expect(await store.bookings()).toHaveLength(0);
  });

  it('answers 415 to a request with no Content-Type', async () => {
    const { app } = await testApp();
    const res = await request(app).post('/api/bookings');

    expect(res.status).toBe(415);
  });

  describe('with an Idempotency-Key', () => {
    it('replays the first answer to a retry without storing again', async () => {
      const { app, store } = await testApp();
      const first = await post(app, bookingBody(), 'booking-attempt-1');
      const retry = await post(app, bookingBody(), 'booking-attempt-1');

      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await store.bookings()).toHaveLength(1);
    });

    it('treats the same booking with its keys in another order as the same body', async () => {
      const { app, store } = await testApp();
      const body = bookingBody();
      await post(app, body, 'reordered');
      const reversed = Object.fromEntries(Object.entries(body).reverse());
      const retry = await post(app, reversed, 'reordered');

      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await store.bookings()).toHaveLength(1);
    });

    it('answers 422 when the key comes back with another body, storing nothing more', async () => {
      const { app, store } = await testApp();
      await post(app, bookingBody(), 'reused');
      const res = await post(app, bookingBody({ dumpsterSize: '20-yard' }), 'reused');

      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: 'idempotency_key_reused' });
      expect(await store.bookings()).toHaveLength(1);
    });

    it('refuses a key that is too long', async () => {
      const { app, store } = await testApp();
      const res = await post(app, bookingBody(), 'k'.repeat(256));

      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        idempotencyKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
      });
      expect(await store.bookings()).toHaveLength(0);
    });

    it('stores two bookings sent with two keys', async () => {
      const { app, store } = await testApp();
      await post(app, bookingBody(), 'first');
      await post(app, bookingBody(), 'second');

      expect(await store.bookings()).toHaveLength(2);
    });
  });
});

describe('POST /api/bookings against the fleet', () => {
  it('answers 409 with the full days, the next dates and a sentence, storing nothing', async () => {
    const { app, store } = await testApp();
    await store.setFleet({ '10-yard': 8, '15-yard': 1, '20-yard': 4 });
    expect(
      (await post(app, bookingBody({ deliveryDate: '2026-12-01', pickupDate: '2026-12-02' }))).status,
    ).toBe(201);

    const res = await post(
      app,
      bookingBody({ deliveryDate: '2026-11-24', pickupDate: '2026-12-01' }),
      'key-409',
    );

    expect(res.status).toBe(409);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      error: 'unavailable',
      message:
        'Sorry, every 15-yard dumpster is booked on Tue, Dec 1. The next dates we can deliver for 7 days are Thu, Dec 3 to Thu, Dec 10.',
      unavailableDates: ['2026-12-01'],
      nextAvailable: { deliveryDate: '2026-12-03', pickupDate: '2026-12-10' },
      requestId: expect.any(String),
    });
    expect(await store.bookings()).toHaveLength(1);
    expect((await store.idempotencyRecords()).size).toBe(0);
  });

  it('stores the next dates it offered', async () => {
    const { app, store } = await testApp();
    await store.setFleet({ '10-yard': 8, '15-yard': 1, '20-yard': 4 });
    await post(app, bookingBody({ deliveryDate: '2026-12-01', pickupDate: '2026-12-02' }));
    const refused = await post(app, bookingBody({ deliveryDate: '2026-11-24', pickupDate: '2026-12-01' }));

    const res = await post(app, bookingBody(refused.body.nextAvailable));

    expect(res.status).toBe(201);
  });

  it('answers any use case refusing dates with 409 and its answer, an extension included', async () => {
    const refusing = {
      execute: async () => {
        throw DatesUnavailableError.forExtension({
          size: '20-yard',
          deliveryDate: '2026-11-24',
          currentPickupDate: '2026-12-01',
          pickupDate: '2026-12-05',
          unavailableDates: ['2026-12-04', '2026-12-05'],
          latestPickupDate: '2026-12-03',
        });
      },
    } as unknown as SubmitBooking;
    const res = await post((await testApp({ submitBooking: refusing })).app, bookingBody());

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'unavailable',
      message:
        'Sorry, every 20-yard dumpster is booked from Fri, Dec 4 to Sat, Dec 5, so we cannot keep yours until Sat, Dec 5. The latest pickup date we can offer is Thu, Dec 3.',
      unavailableDates: ['2026-12-04', '2026-12-05'],
      nextAvailable: { deliveryDate: '2026-11-24', pickupDate: '2026-12-03' },
      requestId: expect.any(String),
    });
  });
});
