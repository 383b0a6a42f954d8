// The owners' user management: list, add, disable, reset a password (with the owner's own).
import type { adminUsersApi } from '@dumpster/domain/api';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { invalid } from '../routing/invalid.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import { userAnswer } from './admin-answers.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

export function adminUserHandlers(deps: AdminDependencies): HandlersOf<typeof adminUsersApi> {
  return {
    adminListUsers: async () => ({
      status: 200,
      body: { items: (await deps.accounts.list.execute()).map(userAnswer) },
    }),
    adminAddUser: async ({ body }, { session }) => {
      const outcome = await deps.accounts.add.execute(staffActor(session.user), body);
      if (outcome.ok) return { status: 201, body: { user: userAnswer(outcome.user) } };
      if (outcome.refusal === 'weak_password') return invalid({ password: outcome.message });
      return problem(409, 'conflict', outcome.message, { email: outcome.message });
    },
    adminDisableUser: async ({ params }, { session }) => {
      const outcome = await deps.accounts.disable.execute(staffActor(session.user), { id: params.id });
      if (outcome.ok) return { status: 200, body: { user: userAnswer(outcome.user) } };
      if (outcome.refusal === 'not_found') return problem(404, 'not_found', outcome.message);
      return problem(409, 'conflict', outcome.message);
    },
    adminResetPassword: async ({ params, body }, { session }) => {
      const outcome = await deps.accounts.resetPassword.execute(
        staffActor(session.user),
        { id: params.id },
        body.password,
        body.currentPassword,
      );
      if (outcome.ok) return { status: 200, body: { user: userAnswer(outcome.user) } };
      if (outcome.refusal === 'not_found') return problem(404, 'not_found', outcome.message);
      if (outcome.refusal === 'not_confirmed') return invalid({ currentPassword: outcome.message });
      return invalid({ password: outcome.message });
    },
  };
}
