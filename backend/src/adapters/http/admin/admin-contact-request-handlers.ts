// Contact requests in the back office: keyset pages and marking one contacted.
import { contactRequestsQueryMessages } from '@dumpster/domain';
import type { adminBookContactRequest, adminContactRequestsApi, DeclaredAnswer } from '@dumpster/domain/api';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { idempotentAnswer } from '../routing/idempotent-answer.ts';
import { invalid } from '../routing/invalid.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import { contactRequestAnswer } from './admin-answers.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

export function adminContactRequestHandlers(
  deps: AdminDependencies,
): HandlersOf<typeof adminContactRequestsApi> {
  return {
    adminListContactRequests: async ({ query }) => {
      const page = await deps.contactRequests.list.execute({
        notContacted: query.notContacted === 'true',
        ...(query.cursor ? { cursor: query.cursor } : {}),
        limit: query.limit ?? 50,
      });
      if (!page) return invalid({ cursor: contactRequestsQueryMessages.cursor });
      return {
        status: 200,
        body: {
          items: page.items.map(contactRequestAnswer),
          nextCursor: page.nextCursor,
          notContactedCount: page.notContactedCount,
        },
      };
    },
    adminMarkContacted: async ({ params }, { session: { user } }) => {
      const row = await deps.contactRequests.markContacted.execute(
        { kind: 'staff', userId: user.id, name: user.name },
        params.id,
      );
      if (!row) return problem(404, 'not_found', 'There is no such contact request.');
      return { status: 200, body: { request: contactRequestAnswer(row) } };
    },
    adminBookContactRequest: async ({ params, body, idempotency }, { session }) => {
      const outcome = await deps.phoneOrders.fromContactRequest.execute(
        staffActor(session.user),
        params.id,
        body,
        idempotency,
      );
      if (outcome.kind === 'not_found') return problem(404, 'not_found', 'There is no such contact request.');
      return idempotentAnswer<Extract<DeclaredAnswer<typeof adminBookContactRequest>, { status: 201 }>>(
        outcome,
      );
    },
  };
}
