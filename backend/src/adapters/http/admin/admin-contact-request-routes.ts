// Contact requests in the back office: keyset pages and marking one contacted.
import { adminContactRequestsQuerySchema } from '@dumpster/domain';
import * as v from 'valibot';
import { sendError } from '../api-error.ts';
import { sendJson } from '../json-answer.ts';
import { contactRequestAnswer } from './admin-answers.ts';
import { invalid, param, queryStrings, session } from './admin-request.ts';
import type { AdminRoute } from './admin-route.ts';

export const adminContactRequestRoutes: readonly AdminRoute[] = [
  {
    method: 'get',
    path: '/contact-requests',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(adminContactRequestsQuerySchema, queryStrings(req));
      if (!parsed.success) return invalid(res, parsed.issues);
      const page = await deps.contactRequests.list.execute({
        notContacted: parsed.output.notContacted === 'true',
        ...(parsed.output.cursor ? { cursor: parsed.output.cursor } : {}),
        limit: parsed.output.limit ?? 50,
      });
      if (!page)
        return sendError(res, 400, 'validation_failed', {
          fields: { cursor: 'This page link is no longer valid; start from the first page' },
        });
      sendJson(res, 200, {
        items: page.items.map(contactRequestAnswer),
        nextCursor: page.nextCursor,
        notContactedCount: page.notContactedCount,
      });
    },
  },
  {
    method: 'post',
    path: '/contact-requests/:id/contacted',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const { user } = session(req);
      const row = await deps.contactRequests.markContacted.execute(
        { kind: 'staff', userId: user.id, name: user.name },
        param(req, 'id'),
      );
      if (!row) return sendError(res, 404, 'not_found', { message: 'There is no such contact request.' });
      sendJson(res, 200, { request: contactRequestAnswer(row) });
    },
  },
];
