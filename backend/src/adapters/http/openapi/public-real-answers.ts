import request from 'supertest';
import type { ReadAvailability } from '../../../application/availability/read-availability.ts';
import type { SubmitBooking } from '../../../application/bookings/submit-booking.ts';
import type { ReadPublicCalendar } from '../../../application/business-calendar/read-public-calendar.ts';
import type { SubmitContactRequest } from '../../../application/contact-requests/submit-contact-request.ts';
import { bookingBody, contactBody } from '../../../test-support/requests.ts';
import { testApp } from '../../../test-support/test-app.ts';
import { post, type RealAnswer } from './real-answer.ts';

const failingUseCase = { execute: async () => Promise.reject(new Error('unexpected')) };
export const submissions = [
  { operationId: 'createBooking', path: '/api/bookings', body: bookingBody, field: 'dumpsterSize' },
  { operationId: 'sendContactRequest', path: '/api/contact', body: contactBody, field: 'service' },
] as const;

export const publicRealAnswers: RealAnswer[] = [
  ...submissions.flatMap(({ operationId, path, body, field }): RealAnswer[] => [
    {
      operationId,
      status: 201,
      what: 'a valid request',
      send: async () => post((await testApp()).app, path).send(body()),
    },
    {
      operationId,
      status: 201,
      what: 'the same request replayed with its key',
      send: async () => {
        const { app } = await testApp();
        await post(app, path).set('Idempotency-Key', 'replay-1').send(body());
        return post(app, path).set('Idempotency-Key', 'replay-1').send(body());
      },
    },
    {
      operationId,
      status: 400,
      what: 'a field failing its rule',
      send: async () => post((await testApp()).app, path).send(body({ [field]: 'none' })),
    },
    {
      operationId,
      status: 400,
      what: 'a body that is not JSON',
      send: async () =>
        post((await testApp()).app, path)
          .set('Content-Type', 'application/json')
          .send('{"name": '),
    },
    {
      operationId,
      status: 400,
      what: 'a malformed Idempotency-Key',
      send: async () =>
        post((await testApp()).app, path)
          .set('Idempotency-Key', 'has spaces in it')
          .send(body()),
    },
    {
      operationId,
      status: 403,
      what: 'a post another site made a browser send',
      send: async () =>
        post((await testApp()).app, path)
          .set('Sec-Fetch-Site', 'cross-site')
          .send(body()),
    },
    {
      operationId,
      status: 413,
      what: 'a body over 32 KB',
      send: async () => post((await testApp()).app, path).send(body({ message: 'x'.repeat(40_000) })),
    },
    {
      operationId,
      status: 415,
      what: 'a body that is not JSON by its Content-Type',
      send: async () =>
        post((await testApp()).app, path)
          .set('Content-Type', 'text/plain')
          .send('name=Jane'),
    },
    {
      operationId,
      status: 422,
      what: 'a used key with another request',
      send: async () => {
        const { app } = await testApp();
        await post(app, path).set('Idempotency-Key', 'reused-1').send(body());
        return post(app, path)
          .set('Idempotency-Key', 'reused-1')
          .send(body({ name: 'Someone Else' }));
      },
    },
    {
      operationId,
      status: 429,
      what: 'one request too many in the window',
      send: async () => {
        const { app } = await testApp({ rateLimit: { enabled: true, windowMs: 60_000, max: 1 } });
        await post(app, path).send(body());
        return post(app, path).send(body());
      },
    },
    {
      operationId,
      status: 500,
      what: 'an unexpected failure',
      send: async () =>
        post(
          (
            await testApp({
              submitBooking: failingUseCase as unknown as SubmitBooking,
              submitContactRequest: failingUseCase as unknown as SubmitContactRequest,
            })
          ).app,
          path,
        ).send(body()),
    },
    {
      operationId,
      status: 503,
      what: 'the database out of reach',
      send: async () => {
        const { app, store } = await testApp();
        await store.cutOff();
        return post(app, path).send(body());
      },
    },
  ]),
  {
    operationId: 'createBooking',
    status: 409,
    what: 'dates with every unit of the size booked',
    send: async () => {
      const { app, store } = await testApp();
      await store.setFleet({ '10-yard': 8, '15-yard': 0, '20-yard': 4 });
      return post(app, '/api/bookings').send(bookingBody());
    },
  },
  {
    operationId: 'getAvailability',
    status: 200,
    what: 'a valid range',
    send: async () =>
      request((await testApp()).app).get('/api/availability?size=20-yard&from=2026-12-01&to=2026-12-31'),
  },
  {
    operationId: 'getAvailability',
    status: 400,
    what: 'a range over 180 days',
    send: async () =>
      request((await testApp()).app).get('/api/availability?size=20-yard&from=2026-12-01&to=2027-12-01'),
  },
  {
    operationId: 'getAvailability',
    status: 500,
    what: 'an unexpected failure',
    send: async () =>
      request((await testApp({ readAvailability: failingUseCase as unknown as ReadAvailability })).app).get(
        '/api/availability?size=20-yard&from=2026-12-01&to=2026-12-31',
      ),
  },
  {
    operationId: 'getAvailability',
    status: 503,
    what: 'the database out of reach',
    send: async () => {
      const { app, store } = await testApp();
      await store.cutOff();
      return request(app).get('/api/availability?size=20-yard&from=2026-12-01&to=2026-12-31');
    },
  },
  {
    operationId: 'getCalendar',
    status: 200,
    what: 'the calendar in force',
    send: async () => request((await testApp()).app).get('/api/calendar'),
  },
  {
    operationId: 'getCalendar',
    status: 500,
    what: 'an unexpected failure',
    send: async () =>
      request(
        (await testApp({ readPublicCalendar: failingUseCase as unknown as ReadPublicCalendar })).app,
      ).get('/api/calendar'),
  },
  {
    operationId: 'getCalendar',
    status: 503,
    what: 'the database out of reach',
    send: async () => {
      const { app, store } = await testApp();
      await store.cutOff();
      return request(app).get('/api/calendar');
    },
  },
  {
    operationId: 'checkLiveness',
    status: 200,
    what: 'a running process',
    send: async () => request((await testApp()).app).get('/healthz'),
  },
  {
    operationId: 'checkReadiness',
    status: 200,
    what: 'a database that answers',
    send: async () => request((await testApp()).app).get('/readyz'),
  },
  {
    operationId: 'checkReadiness',
    status: 503,
    what: 'a database out of reach',
    send: async () => {
      const { app, store } = await testApp();
      await store.cutOff();
      return request(app).get('/readyz');
    },
  },
  {
    operationId: 'getOpenApiDocument',
    status: 200,
    what: 'the document',
    send: async () => request((await testApp()).app).get('/api/openapi.json'),
  },
];
