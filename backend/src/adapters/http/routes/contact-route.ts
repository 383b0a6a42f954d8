// POST /api/contact (spec section 7).
import { contactSchema } from '@dumpster/domain';
import * as v from 'valibot';
import type { SubmitContactRequest } from '../../../application/contact-requests/submit-contact-request.ts';
import { submissionRoute } from './submission-route.ts';

export function contactRoute(submitContactRequest: SubmitContactRequest) {
  return submissionRoute({
    scope: 'contact',
    validate: (body) => v.safeParse(contactSchema, body),
    execute: (request, claim) => submitContactRequest.execute(request, claim),
  });
}
