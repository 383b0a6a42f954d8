// The OpenAPI document against the server's real answers: every documented status of every
// operation is produced by a real request to the real app on the real adapters, and its status and
// JSON body must match what the document says for it. A documented answer no request produces,
// or a real answer the document does not describe, fails. The answers are listed per route group
// (admin-real-answers.ts, public-real-answers.ts, test-support/my-booking-real-answers.ts); the
// checks stay together here because the completeness check needs every group at once.

import { answersOf, apiRoutes } from '@dumpster/domain/api';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { myBookingRealAnswers } from '../../../test-support/my-booking-real-answers.ts';
import { myInvoiceRealAnswers } from '../../../test-support/my-invoice-real-answers.ts';
import { bookingBody, contactBody } from '../../../test-support/requests.ts';
import { testApp } from '../../../test-support/test-app.ts';
import { adminRealAnswers } from './admin-real-answers.ts';
import { billingRealAnswers } from './billing-real-answers.ts';
import { driverRealAnswers } from './driver-real-answers.ts';
import { openApiDocument, openApiPath } from './openapi-document.ts';
import { publicRealAnswers, submissions } from './public-real-answers.ts';
import { post, type RealAnswer } from './real-answer.ts';
import { textMessageRealAnswers } from './text-message-real-answers.ts';

const document = openApiDocument(apiRoutes);
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi.json');

function pointerSegment(text: string): string {
  return text.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The document's schema for one answer's JSON body. */
function bodySchema(operationId: string, status: number) {
  const operation = apiRoutes.find((route) => route.name === operationId);
  if (!operation) throw new Error(`No operation ${operationId}`);
  const path = openApiPath(operation.path);
  const pointer = `#/paths/${pointerSegment(path)}/${operation.method}/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(`openapi.json${pointer}`);
  if (!validate) throw new Error(`The document has no JSON body for ${operationId} ${status}`);
  return validate;
}

const realAnswers: RealAnswer[] = [
  ...adminRealAnswers,
  ...billingRealAnswers,
  ...publicRealAnswers,
  ...myBookingRealAnswers,
  ...myInvoiceRealAnswers,
  ...textMessageRealAnswers,
  ...driverRealAnswers,
];

describe('the OpenAPI document against real answers', () => {
  it.each(realAnswers)('$operationId answers $status to $what as documented', async (answer) => {
    const res = await answer.send();
    expect(res.status, JSON.stringify(res.body)).toBe(answer.status);
    const operation = apiRoutes.find((route) => route.name === answer.operationId);
    // An answer documented without a JSON body (204, the CSV export) has none to check.
    if (!operation || !answersOf(operation)[answer.status]?.body) return;
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const validate = bodySchema(answer.operationId, answer.status);
    expect(validate(res.body), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('has a real answer for every status the document lists, and lists every status answered', () => {
    const documented = apiRoutes.flatMap((route) =>
      Object.keys(answersOf(route)).map((s) => `${route.name} ${s}`),
    );
    const produced = realAnswers.map((answer) => `${answer.operationId} ${answer.status}`);
    expect([...new Set(produced)].sort()).toEqual([...documented].sort());
  });

  it('accepts, by its request schemas, the requests the server accepts', async () => {
    for (const { operationId, path, body } of submissions) {
      const operation = apiRoutes.find((route) => route.name === operationId)!;
      const pointer = `#/paths/${pointerSegment(path)}/${operation.method}/requestBody/content/application~1json/schema`;
      const validate = ajv.getSchema(`openapi.json${pointer}`)!;
      expect((await post((await testApp()).app, path).send(body())).status).toBe(201);
      expect(validate(body()), ajv.errorsText(validate.errors)).toBe(true);
    }
  });

  it('holds the answers to their shape: a wrong body fails the documented schema', async () => {
    const receipt = (await post((await testApp()).app, '/api/bookings').send(bookingBody())).body as Record<
      string,
      unknown
    >;
    const { quote: _quote, ...withoutQuote } = receipt;
    expect(bodySchema('createBooking', 201)(withoutQuote)).toBe(false);
    expect(bodySchema('createBooking', 201)({ ...receipt, quote: { totalCents: 'free' } })).toBe(false);
    const invalid = (await post((await testApp()).app, '/api/contact').send(contactBody({ service: 'none' })))
      .body as Record<string, unknown>;
    const { fields: _fields, ...withoutFields } = invalid;
    expect(bodySchema('sendContactRequest', 400)(withoutFields)).toBe(false);
    expect(bodySchema('sendContactRequest', 413)({ ...invalid, error: 'not_found' })).toBe(false);
  });
});
