// The OpenAPI document against the server's real answers: every documented status of every
// operation is produced by a real request to the real app (in-memory adapters), and its status and
// JSON body must match what the document says for it. A documented answer no request produces,
// or a real answer the document does not describe, fails.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ReadAvailability } from '../../../application/read-availability.ts';
import type { SubmitBooking } from '../../../application/submit-booking.ts';
import type { SubmitContactRequest } from '../../../application/submit-contact-request.ts';
import { myBookingRealAnswers } from '../../../test-support/my-booking-real-answers.ts';
import { bookingBody, contactBody } from '../../../test-support/requests.ts';
import { testApp } from '../../../test-support/test-app.ts';
import { apiOperations } from './api-operations.ts';
import { openApiDocument } from './openapi-document.ts';

const document = openApiDocument(apiOperations);
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi.json');

function pointerSegment(text: string): string {
  return text.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The document's schema for one answer's JSON body. */
function bodySchema(operationId: string, status: number) {
  const operation = apiOperations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId}`);
  const path = operation.path.replace(/:(\w+)/g, '{$1}');
  const pointer = `#/paths/${pointerSegment(path)}/${operation.method}/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(`openapi.json${pointer}`);
  if (!validate) throw new Error(`The document has no JSON body for ${operationId} ${status}`);
  return validate;
}

const failingUseCase = { execute: async () => Promise.reject(new Error('unexpected')) };
const submissions = [
  { operationId: 'createBooking', path: '/api/bookings', body: bookingBody, field: 'dumpsterSize' },
  { operationId: 'sendContactRequest', path: '/api/contact', body: contactBody, field: 'service' },
] as const;

interface RealAnswer {
  readonly operationId: string;
  readonly status: number;
  readonly what: string;
  readonly send: () => Promise<Response>;
}

const post = (app: Express, path: string) => request(app).post(path);

const realAnswers: RealAnswer[] = [
  ...submissions.flatMap(({ operationId, path, body, field }): RealAnswer[] => [
    { operationId, status: 201, what: 'a valid request', send: () => post(testApp().app, path).send(body()) },
    {
      operationId,
      status: 201,
      what: 'the same request replayed with its key',
      send: async () => {
        const { app } = testApp();
        await post(app, path).set('Idempotency-Key', 'replay-1').send(body());
        return post(app, path).set('Idempotency-Key', 'replay-1').send(body());
      },
    },
    {
      operationId,
      status: 400,
      what: 'a field failing its rule',
      send: () => post(testApp().app, path).send(body({ [field]: 'none' })),
    },
    {
      operationId,
      status: 400,
      what: 'a body that is not JSON',
      send: () => post(testApp().app, path).set('Content-Type', 'application/json').send('{"name": '),
    },
    {
      operationId,
      status: 400,
      what: 'a malformed Idempotency-Key',
      send: () => post(testApp().app, path).set('Idempotency-Key', 'has spaces in it').send(body()),
    },
    {
      operationId,
      status: 413,
      what: 'a body over 32 KB',
      send: () => post(testApp().app, path).send(body({ message: 'x'.repeat(40_000) })),
    },
    {
      operationId,
      status: 415,
      what: 'a body that is not JSON by its Content-Type',
      send: () => post(testApp().app, path).set('Content-Type', 'text/plain').send('name=Jane'),
    },
    {
      operationId,
      status: 422,
      what: 'a used key with another request',
      send: async () => {
        const { app } = testApp();
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
        const { app } = testApp({ rateLimit: { enabled: true, windowMs: 60_000, max: 1 } });
        await post(app, path).send(body());
        return post(app, path).send(body());
      },
    },
    {
      operationId,
      status: 500,
      what: 'an unexpected failure',
      send: () =>
        post(
          testApp({
            submitBooking: failingUseCase as unknown as SubmitBooking,
            submitContactRequest: failingUseCase as unknown as SubmitContactRequest,
          }).app,
          path,
        ).send(body()),
    },
    {
      operationId,
      status: 503,
      what: 'the database out of reach',
      send: () => {
        const { app, store } = testApp();
        store.unavailable = true;
        return post(app, path).send(body());
      },
    },
  ]),
  {
    operationId: 'createBooking',
    status: 409,
    what: 'dates with every unit of the size booked',
    send: () => {
      const { app, store } = testApp();
      store.setFleet({ '10-yard': 8, '15-yard': 0, '20-yard': 4 });
      return post(app, '/api/bookings').send(bookingBody());
    },
  },
  {
    operationId: 'getAvailability',
    status: 200,
    what: 'a valid range',
    send: () => request(testApp().app).get('/api/availability?size=20-yard&from=2026-12-01&to=2026-12-31'),
  },
  {
    operationId: 'getAvailability',
    status: 400,
    what: 'a range over 180 days',
    send: () => request(testApp().app).get('/api/availability?size=20-yard&from=2026-12-01&to=2027-12-01'),
  },
  {
    operationId: 'getAvailability',
    status: 500,
    what: 'an unexpected failure',
    send: () =>
      request(testApp({ readAvailability: failingUseCase as unknown as ReadAvailability }).app).get(
        '/api/availability?size=20-yard&from=2026-12-01&to=2026-12-31',
      ),
  },
  {
    operationId: 'getAvailability',
    status: 503,
    what: 'the database out of reach',
    send: () => {
      const { app, store } = testApp();
      store.unavailable = true;
      return request(app).get('/api/availability?size=20-yard&from=2026-12-01&to=2026-12-31');
    },
  },
  {
    operationId: 'checkLiveness',
    status: 200,
    what: 'a running process',
    send: () => request(testApp().app).get('/healthz'),
  },
  {
    operationId: 'checkReadiness',
    status: 200,
    what: 'a database that answers',
    send: () => request(testApp().app).get('/readyz'),
  },
  {
    operationId: 'checkReadiness',
    status: 503,
    what: 'a database out of reach',
    send: () => {
      const { app, store } = testApp();
      store.unavailable = true;
      return request(app).get('/readyz');
    },
  },
  {
    operationId: 'getOpenApiDocument',
    status: 200,
    what: 'the document',
    send: () => request(testApp().app).get('/api/openapi.json'),
  },
  ...myBookingRealAnswers,
];

describe('the OpenAPI document against real answers', () => {
  it.each(realAnswers)('$operationId answers $status to $what as documented', async (answer) => {
    const res = await answer.send();
    expect(res.status).toBe(answer.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const validate = bodySchema(answer.operationId, answer.status);
    expect(validate(res.body), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('has a real answer for every status the document lists, and lists every status answered', () => {
    const documented = apiOperations.flatMap((op) =>
      Object.keys(op.answers).map((s) => `${op.operationId} ${s}`),
    );
    const produced = realAnswers.map((answer) => `${answer.operationId} ${answer.status}`);
    expect([...new Set(produced)].sort()).toEqual([...documented].sort());
  });

  it('accepts, by its request schemas, the requests the server accepts', async () => {
    for (const { operationId, path, body } of submissions) {
      const operation = apiOperations.find((op) => op.operationId === operationId)!;
      const pointer = `#/paths/${pointerSegment(path)}/${operation.method}/requestBody/content/application~1json/schema`;
      const validate = ajv.getSchema(`openapi.json${pointer}`)!;
      expect((await post(testApp().app, path).send(body())).status).toBe(201);
      expect(validate(body()), ajv.errorsText(validate.errors)).toBe(true);
    }
  });

  it('holds the answers to their shape: a wrong body fails the documented schema', async () => {
    const receipt = (await post(testApp().app, '/api/bookings').send(bookingBody())).body as Record<
      string,
      unknown
    >;
    const { quote: _quote, ...withoutQuote } = receipt;
    expect(bodySchema('createBooking', 201)(withoutQuote)).toBe(false);
    expect(bodySchema('createBooking', 201)({ ...receipt, quote: { totalCents: 'free' } })).toBe(false);
    const invalid = (await post(testApp().app, '/api/contact').send(contactBody({ service: 'none' })))
      .body as Record<string, unknown>;
    const { fields: _fields, ...withoutFields } = invalid;
    expect(bodySchema('sendContactRequest', 400)(withoutFields)).toBe(false);
    expect(bodySchema('sendContactRequest', 413)({ ...invalid, error: 'not_found' })).toBe(false);
  });
});
