// The OpenAPI document against the server's real answers: every documented status of every
// operation is produced by a real request to the real app (in-memory adapters), and its status and
// JSON body must match what the document says for it. A documented answer no request produces,
// or a real answer the document does not describe, fails.

import { adminRoutes } from '@dumpster/domain';
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
import { adminFixture, fixturePassword } from './admin-answers-fixture.ts';
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

const bookingPath = (id: string) => adminRoutes.booking.replace(':id', id);
const statusPath = (id: string) => adminRoutes.bookingStatus.replace(':id', id);
const resendPath = (id: string, messageId: string) =>
  adminRoutes.bookingMessageResend.replace(':id', id).replace(':messageId', messageId);
const accessLinkPath = (id: string) => adminRoutes.bookingAccessLink.replace(':id', id);
const occupancyPath = (query: string) => `${adminRoutes.fleetOccupancy}?${query}`;
const contactedPath = (id: string) => adminRoutes.contactRequestContacted.replace(':id', id);
const disablePath = (id: string) => adminRoutes.userDisable.replace(':id', id);
const resetPath = (id: string) => adminRoutes.userResetPassword.replace(':id', id);
const unknownId = '99999999-0000-4000-8000-000000000000';
const strong = 'a brand new long password';

/** One real answer of the back office, from a fresh fixture. */
function adminAnswer(
  operationId: string,
  status: number,
  what: string,
  send: (f: Awaited<ReturnType<typeof adminFixture>>) => Promise<Response> | ReturnType<typeof request.agent>,
): RealAnswer {
  return { operationId, status, what, send: async () => (await send(await adminFixture())) as Response };
}

const adminRealAnswers: RealAnswer[] = [
  adminAnswer('adminSignIn', 200, 'the right password', (f) =>
    f
      .as(undefined, 'post', adminRoutes.session)
      .send({ email: 'staff@example.com', password: fixturePassword }),
  ),
  adminAnswer('adminSignIn', 400, 'no password', (f) =>
    f.as(undefined, 'post', adminRoutes.session).send({ email: 'staff@example.com' }),
  ),
  adminAnswer('adminSignIn', 401, 'a wrong password', (f) =>
    f
      .as(undefined, 'post', adminRoutes.session)
      .send({ email: 'staff@example.com', password: 'wrong one here' }),
  ),
  adminAnswer('adminSignIn', 403, 'a post from another site', (f) =>
    request(f.app)
      .post(adminRoutes.session)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'a@b.co', password: 'x' }),
  ),
  adminAnswer('adminSignIn', 429, 'a sixth failure for one account', async (f) => {
    for (let i = 0; i < 5; i += 1)
      await f
        .as(undefined, 'post', adminRoutes.session)
        .send({ email: 'staff@example.com', password: 'wrong one here' });
    return f
      .as(undefined, 'post', adminRoutes.session)
      .send({ email: 'staff@example.com', password: fixturePassword });
  }),
  adminAnswer('adminSession', 200, 'a live session', (f) => f.as(f.staff, 'get', adminRoutes.session)),
  adminAnswer('adminSession', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.session)),
  adminAnswer('adminSignOut', 204, 'a live session', (f) => f.as(f.staff, 'delete', adminRoutes.session)),
  adminAnswer('adminSignOut', 401, 'no session', (f) => f.as(undefined, 'delete', adminRoutes.session)),
  adminAnswer('adminSignOut', 403, 'no CSRF token', (f) =>
    f.as(undefined, 'delete', adminRoutes.session).set('Cookie', f.staff.cookie),
  ),
  adminAnswer('adminListBookings', 200, 'the first page', (f) => f.as(f.staff, 'get', adminRoutes.bookings)),
  adminAnswer('adminListBookings', 400, 'an unknown status', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.bookings}?status=lost`),
  ),
  adminAnswer('adminListBookings', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.bookings)),
  adminAnswer('adminExportBookings', 200, 'the export', (f) => f.as(f.staff, 'get', adminRoutes.bookingsCsv)),
  adminAnswer('adminExportBookings', 400, 'a bad date', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.bookingsCsv}?deliveryFrom=soon`),
  ),
  adminAnswer('adminExportBookings', 401, 'no session', (f) =>
    f.as(undefined, 'get', adminRoutes.bookingsCsv),
  ),
  adminAnswer('adminGetBooking', 200, 'a booking', (f) => f.as(f.staff, 'get', bookingPath(f.booking.id))),
  adminAnswer('adminGetBooking', 404, 'an unknown booking', (f) =>
    f.as(f.staff, 'get', bookingPath(unknownId)),
  ),
  adminAnswer('adminGetBooking', 401, 'no session', (f) => f.as(undefined, 'get', bookingPath(f.booking.id))),
  adminAnswer('adminChangeBookingStatus', 200, 'pending to confirmed', (f) =>
    f.as(f.staff, 'post', statusPath(f.booking.id)).send({ status: 'confirmed' }),
  ),
  adminAnswer('adminChangeBookingStatus', 400, 'a cancellation without a reason', (f) =>
    f.as(f.staff, 'post', statusPath(f.booking.id)).send({ status: 'cancelled' }),
  ),
  adminAnswer('adminChangeBookingStatus', 404, 'an unknown booking', (f) =>
    f.as(f.staff, 'post', statusPath(unknownId)).send({ status: 'confirmed' }),
  ),
  adminAnswer('adminChangeBookingStatus', 409, 'pending to completed', (f) =>
    f.as(f.staff, 'post', statusPath(f.booking.id)).send({ status: 'completed' }),
  ),
  adminAnswer('adminChangeBookingStatus', 401, 'no session', (f) =>
    f.as(undefined, 'post', statusPath(f.booking.id)).send({ status: 'confirmed' }),
  ),
  adminAnswer('adminChangeBookingStatus', 403, 'another site', (f) =>
    f
      .as(f.staff, 'post', statusPath(f.booking.id))
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ status: 'confirmed' }),
  ),
  adminAnswer('adminResendMessage', 200, 'a dead message', (f) =>
    f.as(f.staff, 'post', resendPath(f.booking.id, f.deadMessageId)),
  ),
  adminAnswer('adminResendMessage', 404, 'no such message', (f) =>
    f.as(f.staff, 'post', resendPath(f.booking.id, unknownId)),
  ),
  adminAnswer('adminResendMessage', 401, 'no session', (f) =>
    f.as(undefined, 'post', resendPath(f.booking.id, unknownId)),
  ),
  adminAnswer('adminResendMessage', 403, 'no CSRF token', (f) =>
    f.as(undefined, 'post', resendPath(f.booking.id, unknownId)).set('Cookie', f.staff.cookie),
  ),
  adminAnswer('adminReissueAccessLink', 200, 'a booking', (f) =>
    f.as(f.staff, 'post', accessLinkPath(f.booking.id)),
  ),
  adminAnswer('adminReissueAccessLink', 404, 'an unknown booking', (f) =>
    f.as(f.staff, 'post', accessLinkPath(unknownId)),
  ),
  adminAnswer('adminReissueAccessLink', 401, 'no session', (f) =>
    f.as(undefined, 'post', accessLinkPath(f.booking.id)),
  ),
  adminAnswer('adminReissueAccessLink', 403, 'another site', (f) =>
    f.as(f.staff, 'post', accessLinkPath(f.booking.id)).set('Sec-Fetch-Site', 'cross-site'),
  ),
  adminAnswer('adminGetFleet', 200, 'an owner', (f) => f.as(f.owner, 'get', adminRoutes.fleet)),
  adminAnswer('adminGetFleet', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.fleet)),
  adminAnswer('adminGetFleet', 403, 'a staff account', (f) => f.as(f.staff, 'get', adminRoutes.fleet)),
  adminAnswer('adminChangeFleet', 200, 'a lower figure', (f) =>
    f.as(f.owner, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 0 }),
  ),
  adminAnswer('adminChangeFleet', 400, 'a fraction of a dumpster', (f) =>
    f.as(f.owner, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 1.5 }),
  ),
  adminAnswer('adminChangeFleet', 401, 'no session', (f) =>
    f.as(undefined, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 3 }),
  ),
  adminAnswer('adminChangeFleet', 403, 'a staff account', (f) =>
    f.as(f.staff, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 3 }),
  ),
  adminAnswer('adminFleetOccupancy', 200, 'a month', (f) =>
    f.as(f.owner, 'get', occupancyPath('size=20-yard&month=2026-12')),
  ),
  adminAnswer('adminFleetOccupancy', 400, 'a month without its year', (f) =>
    f.as(f.owner, 'get', occupancyPath('size=20-yard&month=12')),
  ),
  adminAnswer('adminFleetOccupancy', 401, 'no session', (f) =>
    f.as(undefined, 'get', occupancyPath('size=20-yard&month=2026-12')),
  ),
  adminAnswer('adminFleetOccupancy', 403, 'a staff account', (f) =>
    f.as(f.staff, 'get', occupancyPath('size=20-yard&month=2026-12')),
  ),
  adminAnswer('adminDayBoard', 200, 'a day', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.dayBoard}?date=2026-11-24`),
  ),
  adminAnswer('adminDayBoard', 400, 'no date', (f) => f.as(f.staff, 'get', adminRoutes.dayBoard)),
  adminAnswer('adminDayBoard', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.dayBoard)),
  adminAnswer('adminListContactRequests', 200, 'the list', (f) =>
    f.as(f.staff, 'get', adminRoutes.contactRequests),
  ),
  adminAnswer('adminListContactRequests', 400, 'a bad filter', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.contactRequests}?notContacted=maybe`),
  ),
  adminAnswer('adminListContactRequests', 401, 'no session', (f) =>
    f.as(undefined, 'get', adminRoutes.contactRequests),
  ),
  adminAnswer('adminMarkContacted', 200, 'a request', (f) =>
    f.as(f.staff, 'post', contactedPath(f.contactId)),
  ),
  adminAnswer('adminMarkContacted', 404, 'an unknown request', (f) =>
    f.as(f.staff, 'post', contactedPath(unknownId)),
  ),
  adminAnswer('adminMarkContacted', 401, 'no session', (f) =>
    f.as(undefined, 'post', contactedPath(f.contactId)),
  ),
  adminAnswer('adminMarkContacted', 403, 'another site', (f) =>
    f.as(f.staff, 'post', contactedPath(f.contactId)).set('Sec-Fetch-Site', 'same-site'),
  ),
  adminAnswer('adminListUsers', 200, 'an owner', (f) => f.as(f.owner, 'get', adminRoutes.users)),
  adminAnswer('adminListUsers', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.users)),
  adminAnswer('adminListUsers', 403, 'a staff account', (f) => f.as(f.staff, 'get', adminRoutes.users)),
  adminAnswer('adminAddUser', 201, 'a new account', (f) =>
    f
      .as(f.owner, 'post', adminRoutes.users)
      .send({ email: 'n@example.com', name: 'New', role: 'staff', password: strong }),
  ),
  adminAnswer('adminAddUser', 400, 'a short password', (f) =>
    f
      .as(f.owner, 'post', adminRoutes.users)
      .send({ email: 'n@example.com', name: 'New', role: 'staff', password: 'short' }),
  ),
  adminAnswer('adminAddUser', 409, 'a taken e-mail', (f) =>
    f
      .as(f.owner, 'post', adminRoutes.users)
      .send({ email: 'STAFF@example.com', name: 'Dup', role: 'staff', password: strong }),
  ),
  adminAnswer('adminAddUser', 401, 'no session', (f) => f.as(undefined, 'post', adminRoutes.users).send({})),
  adminAnswer('adminAddUser', 403, 'a staff account', (f) =>
    f.as(f.staff, 'post', adminRoutes.users).send({}),
  ),
  adminAnswer('adminDisableUser', 200, 'a staff account', (f) =>
    f.as(f.owner, 'post', disablePath(f.staffUserId)),
  ),
  adminAnswer('adminDisableUser', 404, 'an unknown account', (f) =>
    f.as(f.owner, 'post', disablePath(unknownId)),
  ),
  adminAnswer('adminDisableUser', 409, 'the last owner (themself)', async (f) => {
    const [ownerUser] = f.store.users.filter((user) => user.role === 'owner');
    return f.as(f.owner, 'post', disablePath(ownerUser?.id ?? ''));
  }),
  adminAnswer('adminDisableUser', 401, 'no session', (f) =>
    f.as(undefined, 'post', disablePath(f.staffUserId)),
  ),
  adminAnswer('adminDisableUser', 403, 'a staff account', (f) =>
    f.as(f.staff, 'post', disablePath(f.staffUserId)),
  ),
  adminAnswer('adminResetPassword', 200, 'a new password', (f) =>
    f.as(f.owner, 'post', resetPath(f.staffUserId)).send({ password: strong }),
  ),
  adminAnswer('adminResetPassword', 400, 'a short password', (f) =>
    f.as(f.owner, 'post', resetPath(f.staffUserId)).send({ password: 'short' }),
  ),
  adminAnswer('adminResetPassword', 404, 'an unknown account', (f) =>
    f.as(f.owner, 'post', resetPath(unknownId)).send({ password: strong }),
  ),
  adminAnswer('adminResetPassword', 401, 'no session', (f) =>
    f.as(undefined, 'post', resetPath(f.staffUserId)).send({ password: strong }),
  ),
  adminAnswer('adminResetPassword', 403, 'a staff account', (f) =>
    f.as(f.staff, 'post', resetPath(f.staffUserId)).send({ password: strong }),
  ),
];

const realAnswers: RealAnswer[] = [
  ...adminRealAnswers,
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
    expect(res.status, JSON.stringify(res.body)).toBe(answer.status);
    const operation = apiOperations.find((op) => op.operationId === answer.operationId);
    // An answer documented without a JSON body (204, the CSV export) has none to check.
    if (!operation?.answers[answer.status]?.body) return;
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
