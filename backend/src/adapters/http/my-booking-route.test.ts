// The customer's booking API over the real Express app on the real adapters: the link's token is
// the only credential, every token that opens nothing answers the same 404, each change is judged
// by the domain on the server, written once with its history and e-mails, and refused with a
// sentence a person understands.
import { selfServiceDeadline } from '@dumpster/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookWithLink, sentLink } from '../../test-support/my-booking-link.ts';
import { testApp } from '../../test-support/test-app.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { HmacAccessTokenCodec } from '../system/hmac-access-token-codec.ts';
import { linkNotValidMessage } from './customer-link.ts';
import { loggedUrl } from './middleware/request-logging.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// The links and the changes, open every day: the business's calendar has its own tests
// (business-calendar-routes.test.ts).
async function booked(overrides: Record<string, unknown> = {}, app: Parameters<typeof testApp>[0] = {}) {
  const context = await testApp({ calendars: fixedCalendar(), ...app });
  const { token, reference } = await bookWithLink(context.app, context.store, overrides);
  return { ...context, token, reference };
}

/** The parts of a 404 that could tell one refusal from another (the request id differs always). */
function refusalShape(answer: request.Response) {
  const { requestId: _requestId, ...body } = answer.body as Record<string, unknown>;
  return {
    status: answer.status,
    body,
    cache: answer.headers['cache-control'],
    referrer: answer.headers['referrer-policy'],
    robots: answer.headers['x-robots-tag'],
    length: answer.headers['content-length'],
  };
}

describe('GET /api/my-booking', () => {
  it('shows the booking the link opens, with its timeline and options, and nothing it does not need', async () => {
    const { app, token, reference } = await booked();
    const answer = await request(app).get('/api/my-booking').set(bearer(token));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      reference,
      status: 'pending',
      dumpsterSize: '15-yard',
      deliveryDate: '2026-11-24',
      pickupDate: '2026-12-04',
      quote: { totalCents: 58_000 },
      options: { extend: { offered: true }, reschedule: { offered: true }, cancel: { offered: true } },
    });
    expect(answer.body.timeline.steps[0]).toEqual({ status: 'pending', label: 'Received', state: 'current' });
    expect(answer.body).not.toHaveProperty('id');
    expect(answer.body).not.toHaveProperty('email');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-robots-tag']).toContain('noindex');
  });

  it('answers one and the same 404 to a missing, tampered, truncated, unknown, expired, revoked or foreign token', async () => {
    const { app, store, clock, token } = await booked();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const otherServer = new HmacAccessTokenCodec(['another server secret, at least 32 characters']).issue();
    const get = (headers: Record<string, string>) => request(app).get('/api/my-booking').set(headers);
    const answers = [
      await get({}),
      await get({ Authorization: token }),
      await get(bearer(`${token.slice(0, -1)}${last}`)),
      await get(bearer(token.slice(0, 20))),
      await get(bearer('x'.repeat(43))),
      await get(bearer(`${token}${token}${token}${token}`)),
      // Another server's link (its secret is not ours): no booking here.
      await get(bearer(otherServer.token)),
    ];
    // Expired: the link works until the end of the 30th day after pickup (Dec 4 + 30 = Jan 3).
    clock.set(new Date('2027-01-04T04:59:59.999Z'));
    expect((await get(bearer(token))).status).toBe(200);
    clock.set(new Date('2027-01-04T05:00:00Z'));
    answers.push(await get(bearer(token)));
    clock.set(new Date('2026-11-22T14:00:00Z'));
    const [record] = await store.accessTokens();
    if (!record) throw new Error('no token stored');
    await store.sql(`update "booking_access_tokens" set "revoked_at" = ?`, [
      new Date('2026-11-22T13:00:00Z'),
    ]);
    answers.push(await get(bearer(token)));

    const shapes = answers.map(refusalShape);
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    expect(shapes[0]).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: linkNotValidMessage },
      cache: 'no-store',
      referrer: 'no-referrer',
    });
    expect(linkNotValidMessage).toContain('(904) 555-0142');
  });

  it('stores the token only as an HMAC, and logs neither the token nor the Authorization header', async () => {
    const { app, store, token, logLines } = await booked();
    await request(app).get('/api/my-booking').set(bearer(token));
    expect(JSON.stringify(await store.accessTokens())).not.toContain(token);
    expect((await store.accessTokens())[0]?.tokenHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(logLines)).not.toContain(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('redacts a token wherever a logged path carries one', () => {
    expect(loggedUrl('/my-booking/abcDEF_-123?x=1')).toBe('/my-booking/[token]?x=1');
    expect(loggedUrl('/My-Booking/abc/')).toBe('/My-Booking/[token]/');
    expect(loggedUrl('/api/my-booking/extend')).toBe('/api/my-booking/[token]');
    expect(loggedUrl('/book')).toBe('/book');
  });

  it('limits guessing: refused lookups count, a customer opening their page does not', async () => {
    // The counters run on the database's clock, the real one: express-rate-limit gives a
    // success's hit back only within its window.
    const { app, token } = await booked();
    for (let attempt = 0; attempt < 12; attempt += 1)
      expect((await request(app).get('/api/my-booking').set(bearer(token))).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (
          await request(app)
            .get('/api/my-booking')
            .set(bearer('y'.repeat(43)))
        ).status,
      ).toBe(404);
    expect(
      (
        await request(app)
          .get('/api/my-booking')
          .set(bearer('z'.repeat(43)))
      ).status,
    ).toBe(429);
  });
});

describe('POST /api/my-booking/extend', () => {
  it('extends by two days for $120 more, records it in the history and e-mails the customer and the business', async () => {
    const { app, store, token } = await booked();
    const answer = await request(app)
      .post('/api/my-booking/extend')
      .set(bearer(token))
      .send({ pickupDate: '2026-12-06' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ pickupDate: '2026-12-06', quote: { totalCents: 58_000 + 12_000 } });
    expect((await store.bookings())[0]).toMatchObject({
      pickupDate: '2026-12-06',
      quote: { totalCents: 70_000 },
    });
    expect((await store.bookingEvents()).at(-1)).toMatchObject({
      type: 'extended',
      actor: { kind: 'customer' },
      details: { pickupDate: { from: '2026-12-04', to: '2026-12-06' }, priceDifferenceCents: 12_000 },
    });
    const changedRows = (await store.outbox()).filter((row) => row.message.kind === 'booking-changed');
    const changed = changedRows.map((row) => row.message);
    expect(changed).toHaveLength(2);
    expect(changed).toEqual([
      expect.objectContaining({
        audience: 'customer',
        change: 'extended',
        manageLink: { tokenId: expect.any(String) },
      }),
      expect.objectContaining({ audience: 'business', change: 'extended', manageLink: null }),
    ]);
    // The customer's copy, as sent, carries the link they used.
    expect(await sentLink(store, changedRows[0]?.mail.id ?? '')).toContain(token);
    // The link now lasts until 30 days after the new pickup.
    expect((await store.accessTokens())[0]?.expiresAt.toISOString()).toBe('2027-01-06T05:00:00.000Z');
  });

  it('still changes a booking through a link stored before nonces, and e-mails no link it cannot make', async () => {
    const { app, store, token } = await booked();
    await store.sql(`update "booking_access_tokens" set "nonce" = null`);
    const answer = await request(app)
      .post('/api/my-booking/extend')
      .set(bearer(token))
      .send({ pickupDate: '2026-12-06' });
    expect(answer.status).toBe(200);
    const customerCopy = (await store.outbox()).find(
      (row) => row.message.kind === 'booking-changed' && row.message.audience === 'customer',
    );
    expect(customerCopy?.message).toMatchObject({ change: 'extended', manageLink: null });
    expect(await sentLink(store, customerCopy?.mail.id ?? '')).toBeUndefined();
  });

  it('changes once on a double click with one Idempotency-Key, and replays the first answer', async () => {
    const { app, store, token } = await booked();
    const send = () =>
      request(app)
        .post('/api/my-booking/extend')
        .set(bearer(token))
        .set('Idempotency-Key', 'extend-click-1')
        .send({ pickupDate: '2026-12-06' });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    expect(second?.body).toEqual(first?.body);
    expect([first?.headers['idempotent-replayed'], second?.headers['idempotent-replayed']]).toContain('true');
    expect((await store.bookingEvents()).filter((event) => event.type === 'extended')).toHaveLength(1);
    expect((await store.outbox()).filter((row) => row.message.kind === 'booking-changed')).toHaveLength(2);
    const third = await send();
    expect(third.headers['idempotent-replayed']).toBe('true');
    const reused = await request(app)
      .post('/api/my-booking/extend')
      .set(bearer(token))
      .set('Idempotency-Key', 'extend-click-1')
      .send({ pickupDate: '2026-12-09' });
    expect(reused.status).toBe(422);
  });

  it('refuses a pickup that is not later with a 400 naming the field, and a wrong token with the 404', async () => {
    const { app, token } = await booked();
    const earlier = await request(app)
      .post('/api/my-booking/extend')
      .set(bearer(token))
      .send({ pickupDate: '2026-12-01' });
    expect(earlier.status).toBe(400);
    expect(earlier.body.fields.pickupDate).toMatch(/after the current one/);
    const wrong = await request(app)
      .post('/api/my-booking/extend')
      .set(bearer('q'.repeat(43)))
      .send({ pickupDate: '2026-12-06' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(linkNotValidMessage);
  });

  it('answers 409 with the latest pickup the fleet allows when the added days are full', async () => {
    const { app, store, token } = await booked();
    await store.setFleet({ '10-yard': 8, '15-yard': 1, '20-yard': 4 });
    // Another customer has the only 15-yard from Dec 6.
    await bookWithLink(app, store, {
      deliveryDate: '2026-12-06',
      pickupDate: '2026-12-10',
      email: 'b@example.com',
    });
    const answer = await request(app)
      .post('/api/my-booking/extend')
      .set(bearer(token))
      .send({ pickupDate: '2026-12-08' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: 'unavailable',
      unavailableDates: ['2026-12-06', '2026-12-07', '2026-12-08'],
      nextAvailable: { deliveryDate: '2026-11-24', pickupDate: '2026-12-05' },
    });
    expect(answer.body.message).toMatch(/latest pickup date we can offer/);
    expect((await store.bookings())[0]?.pickupDate).toBe('2026-12-04');
  });
});

describe('the 24-hour limit on reschedule and cancel (Florida time)', () => {
  const deadline = selfServiceDeadline('2026-11-24');

  it('is 24 hours before delivery day starts in Florida', () => {
    expect(deadline.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('reschedules a millisecond before the limit, and refuses at the limit with the sentence and the phone', async () => {
    const { app, clock, token, store } = await booked();
    clock.set(new Date(deadline.getTime()));
    const late = await request(app)
      .post('/api/my-booking/reschedule')
      .set(bearer(token))
      .send({ deliveryDate: '2026-11-27', pickupDate: '2026-12-07' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: 'change_refused', phone: '+19045550142' });
    expect(late.body.message).toMatch(/24 hours before delivery. Please call us at \(904\) 555-0142/);
    clock.set(new Date(deadline.getTime() - 1));
    const inTime = await request(app)
      .post('/api/my-booking/reschedule')
      .set(bearer(token))
      .send({ deliveryDate: '2026-11-27', pickupDate: '2026-12-07' });
    expect(inTime.status).toBe(200);
    expect(inTime.body).toMatchObject({ deliveryDate: '2026-11-27', pickupDate: '2026-12-07' });
    expect((await store.bookingEvents()).at(-1)?.type).toBe('rescheduled');
  });

  it('cancels a millisecond before the limit, not at it; a cancelled booking can no longer be changed', async () => {
    const first = await booked();
    first.clock.set(new Date(deadline.getTime()));
    const late = await request(first.app).post('/api/my-booking/cancel').set(bearer(first.token)).send({});
    expect(late.status).toBe(409);
    expect((await first.store.bookings())[0]?.status).toBe('pending');

    const second = await booked();
    second.clock.set(new Date(deadline.getTime() - 1));
    const cancelled = await request(second.app)
      .post('/api/my-booking/cancel')
      .set(bearer(second.token))
      .send({ reason: 'Plans changed' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.timeline.steps.map((step: { label: string }) => step.label)).toEqual([
      'Received',
      'Cancelled',
    ]);
    expect((await second.store.bookingEvents()).at(-1)).toMatchObject({
      type: 'cancelled',
      details: { reason: 'Plans changed' },
    });
    const again = await request(second.app)
      .post('/api/my-booking/extend')
      .set(bearer(second.token))
      .send({ pickupDate: '2026-12-06' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/cancelled/);
  });

  it('moves with daylight saving: for a Monday delivery after clocks spring forward, the limit is Saturday 11:00 PM', async () => {
    // Clocks go forward on Sun, Mar 14, 2027: the delivery day starts at 04:00Z, the limit is
    // 24 real hours before, Sat, Mar 13 at 11:00 PM EST (04:00Z), not the previous midnight.
    const { app, clock, token } = await booked({ deliveryDate: '2027-03-15', pickupDate: '2027-03-22' });
    const limit = selfServiceDeadline('2027-03-15');
    expect(limit.toISOString()).toBe('2027-03-14T04:00:00.000Z');
    clock.set(new Date(limit.getTime() - 1));
    const view = await request(app).get('/api/my-booking').set(bearer(token));
    expect(view.body.options.cancel).toEqual({ offered: true });
    expect(view.body.options.deadlineLabel).toBe('10:59 PM Saturday, Mar 13');
    clock.set(limit);
    const late = await request(app).post('/api/my-booking/cancel').set(bearer(token)).send({});
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('change_refused');
  });
});
