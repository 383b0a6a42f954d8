// The owners' user management: list, add, disable, reset a password.
import { addUserRequestSchema, resetPasswordRequestSchema } from '@dumpster/domain';
import * as v from 'valibot';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { sendError } from '../api-error.ts';
import { sendJson } from '../json-answer.ts';
import { userAnswer } from './admin-answers.ts';
import { invalid, param, session } from './admin-request.ts';
import type { AdminRoute } from './admin-route.ts';

export const adminUserRoutes: readonly AdminRoute[] = [
  {
    method: 'get',
    path: '/users',
    access: 'owner',
    handle: (deps) => async (_req, res) => {
      sendJson(res, 200, { items: (await deps.accounts.list.execute()).map(userAnswer) });
    },
  },
  {
    method: 'post',
    path: '/users',
    access: 'owner',
    json: true,
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(addUserRequestSchema, req.body ?? {});
      if (!parsed.success) return invalid(res, parsed.issues);
      const outcome = await deps.accounts.add.execute(staffActor(session(req).user), parsed.output);
      if (outcome.ok) return sendJson(res, 201, { user: userAnswer(outcome.user) });
      if (outcome.refusal === 'weak_password')
        return sendError(res, 400, 'validation_failed', { fields: { password: outcome.message } });
      sendError(res, 409, 'conflict', { message: outcome.message, fields: { email: outcome.message } });
    },
  },
  {
    method: 'post',
    path: '/users/:id/disable',
    access: 'owner',
    handle: (deps) => async (req, res) => {
      const outcome = await deps.accounts.disable.execute(staffActor(session(req).user), {
        id: param(req, 'id'),
      });
      if (outcome.ok) return sendJson(res, 200, { user: userAnswer(outcome.user) });
      if (outcome.refusal === 'not_found')
        return sendError(res, 404, 'not_found', { message: outcome.message });
      sendError(res, 409, 'conflict', { message: outcome.message });
    },
  },
  {
    method: 'post',
    path: '/users/:id/reset-password',
    access: 'owner',
    json: true,
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(resetPasswordRequestSchema, req.body ?? {});
      if (!parsed.success) return invalid(res, parsed.issues);
      const outcome = await deps.accounts.resetPassword.execute(
        staffActor(session(req).user),
        { id: param(req, 'id') },
        parsed.output.password,
      );
      if (outcome.ok) return sendJson(res, 200, { user: userAnswer(outcome.user) });
      if (outcome.refusal === 'not_found')
        return sendError(res, 404, 'not_found', { message: outcome.message });
      sendError(res, 400, 'validation_failed', { fields: { password: outcome.message } });
    },
  },
];
