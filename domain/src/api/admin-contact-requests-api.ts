// Contact requests in the back office: keyset pages, and marking one contacted (audited).
import {
  adminContactMarkedAnswerSchema,
  adminContactRequestsPageSchema,
  adminContactRequestsQuerySchema,
} from '../admin/admin-contact-requests.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import { problemSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const staff = access.signedIn('owner', 'staff');

export const adminListContactRequests = declareRoute({
  name: 'adminListContactRequests',
  method: 'get',
  path: adminRoutes.contactRequests,
  access: staff,
  tag,
  summary: 'Contact requests, newest first',
  description: 'Query: notContacted (true), cursor, limit (1-200, default 50).',
  request: { query: adminContactRequestsQuerySchema },
  answers: { 200: { description: 'The page.', body: adminContactRequestsPageSchema } },
});

export const adminMarkContacted = declareRoute({
  name: 'adminMarkContacted',
  method: 'post',
  path: adminRoutes.contactRequestContacted,
  access: staff,
  tag,
  summary: 'Mark a contact request contacted (who and when; audited)',
  answers: {
    200: {
      description: 'Marked (marking again keeps the first who and when).',
      body: adminContactMarkedAnswerSchema,
    },
    404: { description: 'There is no such contact request.', body: problemSchema('not_found') },
  },
});

export const adminContactRequestsApi = [adminListContactRequests, adminMarkContacted] as const;
