import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingBody, contactBody, testNow } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';

describe('rate limits on the POST routes', () => {
  it('lets 10 bookings a minute through from one address and refuses the 11th with 429', async () => {
    const { app, store } = await testApp();
    for (let i = 0; i < 10; i += 1) {
      // A day each, so the fleet (6 of the size) never refuses one, and never a Sunday (closed).
      const day = `2026-12-${String(7 + i + (i >= 6 ? 1 : 0)).padStart(2, '0')}`;
      const res = await request(app)
        .post('/api/bookings')
        .send(bookingBody({ deliveryDate: day, pickupDate: day }));
      expect(res.status).toBe(201);
    }
    const refused = await request(app).post('/api/bookings').send(bookingBody());

    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'rate_limited',
      message: 'Too many requests from this address. Please wait a minute and try again.',
    });
    expect(refused.headers.ratelimit).toMatch(/^"bookings"; r=0; t=\d+$/);
    expect(refused.headers['ratelimit-policy']).toMatch(/^"bookings"; q=10; w=60/);
    expect(await store.bookings()).toHaveLength(10);
  });

  it('sends the standard RateLimit headers on allowed requests', async () => {
    const { app } = await testApp();
    const res = await request(app).post('/api/contact').send(contactBody());

    // t= counts seconds to the window's end on the wall clock, which the test clock does not drive.
    expect(res.headers.ratelimit).toMatch(/^"contact"; r=9; t=\d+$/);
  });

  it('counts each route apart', async () => {
    const { app } = await testApp({ rateLimit: { enabled: true, windowMs: 60_000, max: 1 } });
    const booking = await request(app).post('/api/bookings').send(bookingBody());
    const contact = await request(app).post('/api/contact').send(contactBody());

    expect([booking.status, contact.status]).toEqual([201, 201]);
  });

  it('lets the address through again in the next window', async () => {
    const { app, clock, store } = await testApp({ rateLimit: { enabled: true, windowMs: 60_000, max: 1 } });
    await request(app).post('/api/contact').send(contactBody());
    const refused = await request(app).post('/api/contact').send(contactBody());
    clock.set(new Date(testNow.getTime() + 61_000));
    // The window runs on the database's clock (decision 0013), which the test clock does not move.
    await store.endRateWindows();
    const later = await request(app).post('/api/contact').send(contactBody());

    expect(refused.status).toBe(429);
    expect(later.status).toBe(201);
  });

  it('can be switched off (for the benchmark), sending no RateLimit headers', async () => {
    const { app } = await testApp({ rateLimit: { enabled: false, windowMs: 60_000, max: 1 } });
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await request(app).post('/api/contact').send(contactBody()));

    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(answers[0]?.headers.ratelimit).toBeUndefined();
  });

  it('does not limit the health checks', async () => {
    const { app } = await testApp({ rateLimit: { enabled: true, windowMs: 60_000, max: 1 } });
    const answers = await Promise.all([1, 2, 3].map(() => request(app).get('/healthz')));

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
  });
});
