// GET /api/availability on the real adapters: the full days of a size, the domain's
// query rules as 400s in the API's error shape, and a short public cache.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingBody } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';

const get = (app: Awaited<ReturnType<typeof testApp>>['app'], query: Record<string, string | string[]>) =>
  request(app).get('/api/availability').query(query);

describe('GET /api/availability', () => {
  it('lists the days every unit of the size is out, for that size only, cacheable briefly', async () => {
    const { app, store } = await testApp();
    await store.setFleet({ '10-yard': 8, '15-yard': 2, '20-yard': 4 });
    for (const [deliveryDate, pickupDate] of [
      ['2026-11-24', '2026-11-27'],
      ['2026-11-26', '2026-11-28'],
    ])
      await request(app).post('/api/bookings').send(bookingBody({ deliveryDate, pickupDate }));

    const res = await get(app, { size: '15-yard', from: '2026-11-22', to: '2026-11-30' });
    const other = await get(app, { size: '10-yard', from: '2026-11-22', to: '2026-11-30' });

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.body).toEqual({
      size: '15-yard',
      from: '2026-11-22',
      to: '2026-11-30',
      unavailable: ['2026-11-26', '2026-11-27'],
    });
    expect(other.body.unavailable).toEqual([]);
  });

  it('counts a cancelled booking as nothing and a fleet of 0 as never available', async () => {
    const { app, store } = await testApp();
    await store.setFleet({ '10-yard': 0, '15-yard': 1, '20-yard': 4 });
    await request(app)
      .post('/api/bookings')
      .send(bookingBody({ deliveryDate: '2026-11-24', pickupDate: '2026-11-24' }));
    await store.sql(`update "bookings" set "status" = 'cancelled'`);

    expect(
      (await get(app, { size: '15-yard', from: '2026-11-24', to: '2026-11-24' })).body.unavailable,
    ).toEqual([]);
    expect(
      (await get(app, { size: '10-yard', from: '2026-11-24', to: '2026-11-25' })).body.unavailable,
    ).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('takes 181 days (to 180 days after from), and refuses 182 with a 400 naming `to`', async () => {
    const { app } = await testApp();
    expect((await get(app, { size: '20-yard', from: '2026-12-01', to: '2027-05-30' })).status).toBe(200);

    const res = await get(app, { size: '20-yard', from: '2026-12-01', to: '2027-05-31' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      error: 'validation_failed',
      message: 'Please correct the highlighted fields and try again.',
      requestId: expect.any(String),
      fields: { to: 'to must be at most 180 days after from' },
    });
  });

  it.each([
    [
      { size: '30-yard', from: '2026-12-01', to: '2026-12-02' },
      { size: 'size must be one of 10-yard, 15-yard, 20-yard' },
    ],
    [
      { size: '20-yard', from: '2026-02-30', to: '2026-03-02' },
      { from: 'from must be a date written YYYY-MM-DD' },
    ],
    [{ size: '20-yard', from: '2026-12-05', to: '2026-12-01' }, { to: 'to cannot be before from' }],
    [
      { size: ['20-yard', '10-yard'], from: '2026-12-01', to: '2026-12-02' },
      { size: 'size must be one of 10-yard, 15-yard, 20-yard' },
    ],
    [
      {},
      {
        size: 'size must be one of 10-yard, 15-yard, 20-yard',
        from: 'from must be a date written YYYY-MM-DD',
        to: 'to must be a date written YYYY-MM-DD',
      },
    ],
  ])('refuses %j with a 400 naming each bad parameter', async (query, fields) => {
    const res = await get((await testApp()).app, query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });

  it('answers 503 when the database is out of reach', async () => {
    const { app, store } = await testApp();
    await store.cutOff();
    const res = await get(app, { size: '20-yard', from: '2026-12-01', to: '2026-12-02' });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('service_unavailable');
  });
});
