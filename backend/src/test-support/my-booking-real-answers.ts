// Real requests producing every status the OpenAPI document lists for the My booking routes
// (openapi-answers.test.ts checks each answer against the document).
import request from 'supertest';
import type { RealAnswer } from '../adapters/http/openapi/real-answer.ts';
import type { MyBookingUseCases } from '../adapters/http/routes/my-booking-handlers.ts';
import { bookWithLink } from './my-booking-link.ts';
import { testApp } from './test-app.ts';

const failing = { execute: async () => Promise.reject(new Error('unexpected')) };
const failingUseCases = {
  viewMyBooking: failing,
  extendMyBooking: failing,
  rescheduleMyBooking: failing,
  cancelMyBooking: failing,
} as unknown as MyBookingUseCases;

async function withBooking(options: Parameters<typeof testApp>[0] = {}) {
  const context = await testApp(options);
  const { token } = await bookWithLink(context.app, context.store);
  return { ...context, token, auth: `Bearer ${token}` };
}

const changes = [
  { operationId: 'extendMyBooking', path: '/api/my-booking/extend', body: { pickupDate: '2026-12-07' } },
  {
    operationId: 'rescheduleMyBooking',
    path: '/api/my-booking/reschedule',
    body: { deliveryDate: '2026-11-27', pickupDate: '2026-12-07' },
  },
  { operationId: 'cancelMyBooking', path: '/api/my-booking/cancel', body: { reason: 'Plans changed' } },
] as const;

export const myBookingRealAnswers: RealAnswer[] = [
  {
    operationId: 'getMyBooking',
    status: 200,
    what: 'a valid link',
    send: async () => {
      const { app, auth } = await withBooking();
      return request(app).get('/api/my-booking').set('Authorization', auth);
    },
  },
  {
    operationId: 'getMyBooking',
    status: 404,
    what: 'a token that opens nothing',
    send: async () =>
      request((await testApp()).app)
        .get('/api/my-booking')
        .set('Authorization', `Bearer ${'x'.repeat(43)}`),
  },
  {
    operationId: 'getMyBooking',
    status: 429,
    what: 'one refused request too many',
    send: async () => {
      const { app } = await testApp({ rateLimit: { enabled: true, windowMs: 60_000, max: 1 } });
      await request(app).get('/api/my-booking');
      return request(app).get('/api/my-booking');
    },
  },
  {
    operationId: 'getMyBooking',
    status: 500,
    what: 'an unexpected failure',
    send: async () => request((await testApp({ myBooking: failingUseCases })).app).get('/api/my-booking'),
  },
  {
    operationId: 'getMyBooking',
    status: 503,
    what: 'the database out of reach',
    send: async () => {
      const { app, store, auth } = await withBooking();
      await store.cutOff();
      return request(app).get('/api/my-booking').set('Authorization', auth);
    },
  },
  ...changes.flatMap(({ operationId, path, body }): RealAnswer[] => [
    {
      operationId,
      status: 200,
      what: 'a change the booking can take',
      send: async () => {
        const { app, auth } = await withBooking();
        return request(app).post(path).set('Authorization', auth).send(body);
      },
    },
    {
      operationId,
      status: 200,
      what: 'the same change replayed with its key',
      send: async () => {
        const { app, auth } = await withBooking();
        await request(app).post(path).set('Authorization', auth).set('Idempotency-Key', 'k-1').send(body);
        return request(app).post(path).set('Authorization', auth).set('Idempotency-Key', 'k-1').send(body);
      },
    },
    {
      operationId,
      status: 400,
      what: 'a field failing its rule',
      send: async () => {
        const { app, auth } = await withBooking();
        const bad = operationId === 'cancelMyBooking' ? { reason: 'x'.repeat(501) } : { pickupDate: 'soon' };
        return request(app)
          .post(path)
          .set('Authorization', auth)
          .send({ ...body, ...bad });
      },
    },
    {
      operationId,
      status: 403,
      what: 'a change another site made a browser send',
      send: async () => {
        const { app, auth } = await withBooking();
        return request(app)
          .post(path)
          .set('Authorization', auth)
          .set('Origin', 'https://hostile.example')
          .send(body);
      },
    },
    {
      operationId,
      status: 404,
      what: 'a token that opens nothing',
      send: async () =>
        request((await testApp()).app)
          .post(path)
          .set('Authorization', `Bearer ${'x'.repeat(43)}`)
          .send(body),
    },
    {
      operationId,
      status: 409,
      what: 'a change after the 24-hour limit or on a cancelled booking',
      send: async () => {
        const { app, auth } = await withBooking();
        await request(app).post('/api/my-booking/cancel').set('Authorization', auth).send({});
        return request(app).post(path).set('Authorization', auth).send(body);
      },
    },
    {
      operationId,
      status: 413,
      what: 'a body over 32 KB',
      send: async () =>
        request((await testApp()).app)
          .post(path)
          .send({ ...body, note: 'x'.repeat(40_000) }),
    },
    {
      operationId,
      status: 415,
      what: 'a body that is not JSON by its Content-Type',
      send: async () =>
        request((await testApp()).app)
          .post(path)
          .set('Content-Type', 'text/plain')
          .send('pickupDate=x'),
    },
    {
      operationId,
      status: 422,
      what: 'a used key with another request',
      send: async () => {
        const { app, auth } = await withBooking();
        await request(app).post(path).set('Authorization', auth).set('Idempotency-Key', 'k-2').send(body);
        const other =
          operationId === 'cancelMyBooking'
            ? { reason: 'Another reason' }
            : { ...body, pickupDate: '2026-12-09' };
        return request(app).post(path).set('Authorization', auth).set('Idempotency-Key', 'k-2').send(other);
      },
    },
    {
      operationId,
      status: 429,
      what: 'one refused request too many',
      send: async () => {
        const { app } = await testApp({ rateLimit: { enabled: true, windowMs: 60_000, max: 1 } });
        await request(app).post(path).send(body);
        return request(app).post(path).send(body);
      },
    },
    {
      operationId,
      status: 500,
      what: 'an unexpected failure',
      send: async () =>
        request((await testApp({ myBooking: failingUseCases })).app)
          .post(path)
          .send(body),
    },
    {
      operationId,
      status: 503,
      what: 'the database out of reach',
      send: async () => {
        const { app, store, auth } = await withBooking();
        await store.cutOff();
        return request(app).post(path).set('Authorization', auth).send(body);
      },
    },
  ]),
  {
    operationId: 'extendMyBooking',
    status: 409,
    what: 'added days that are full',
    send: async () => {
      const { app, store, auth } = await withBooking();
      await store.setFleet({ '10-yard': 8, '15-yard': 1, '20-yard': 4 });
      await bookWithLink(app, store, {
        deliveryDate: '2026-12-05',
        pickupDate: '2026-12-08',
        email: 'b@example.com',
      });
      return request(app)
        .post('/api/my-booking/extend')
        .set('Authorization', auth)
        .send({ pickupDate: '2026-12-07' });
    },
  },
];
