// POST /api/contact (spec section 7): a visitor asks for a free quote.
import * as v from 'valibot';
import { contactSchema } from '../contact/contact-schema.ts';
import { replayedHeader, serverFailureAnswers } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

export const contactReceiptSchema = v.object({
  id: v.pipe(v.string(), v.uuid(), v.description('The stored request’s reference.')),
});

export const sendContactRequest = declareRoute({
  name: 'sendContactRequest',
  method: 'post',
  path: '/api/contact',
  access: access.public,
  tag: 'Contact',
  summary: 'Ask for a free quote',
  description:
    'Validated with the same domain schema as the contact form. Text is trimmed and unknown fields are dropped; ' +
    '`message` is optional (empty when left out).',
  request: { body: contactSchema, bodyDescription: 'The contact form.', idempotency: { scope: 'contact' } },
  rateLimit: { scope: 'contact', counts: 'every-request' },
  answers: {
    201: {
      description:
        'Stored. The same request again with the same Idempotency-Key answers the same, with Idempotent-Replayed: true.',
      body: contactReceiptSchema,
      headers: replayedHeader,
    },
    ...serverFailureAnswers,
  },
});

export const contactApi = [sendContactRequest] as const;
