// POST /api/contact as the OpenAPI document states it (contact-route.ts serves it).
import { contactSchema } from '@dumpster/domain';
import * as v from 'valibot';
import type { ApiOperation } from '../openapi/api-operation.ts';
import { submissionErrorAnswers } from '../openapi/error-answers.ts';

const contactReceiptSchema = v.object({
  id: v.pipe(v.string(), v.uuid(), v.description('The stored request’s reference.')),
});

export const contactOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/contact',
    operationId: 'sendContactRequest',
    tag: 'Contact',
    summary: 'Ask for a free quote',
    description:
      'Validated with the same domain schema as the contact form. Text is trimmed and unknown fields are dropped; ' +
      '`message` is optional (empty when left out).',
    idempotencyKey: true,
    requestBody: { schema: contactSchema, description: 'The contact form.' },
    answers: {
      201: {
        description:
          'Stored. The same request again with the same Idempotency-Key answers the same, with Idempotent-Replayed: true.',
        body: contactReceiptSchema,
        headers: { 'Idempotent-Replayed': '`true` when this is the stored answer to an earlier request.' },
      },
      ...submissionErrorAnswers,
    },
  },
];
