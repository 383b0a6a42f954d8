// POST /api/contact as the backend answers it: the domain's contact schema, 201 { id }.
import { contactSchema, friendlyFieldErrors, messages } from '@dumpster/domain';
import * as v from 'valibot';
import { mockId } from './api-answers.ts';
import { mockApiState } from './mock-api-state.ts';
import type { SubmissionRoute } from './submission-handler.ts';

export const contactScenarioFields = { email: messages.email };

export const contactRoute: SubmissionRoute = {
  path: '/api/contact',
  scenarioFields: contactScenarioFields,
  accept(body) {
    const result = v.safeParse(contactSchema, body);
    if (!result.success) return { ok: false, fields: friendlyFieldErrors(result.issues) };
    const id = mockId();
    mockApiState.contactRequests.push({ id, body: result.output });
    return { ok: true, created: { id } };
  },
};
