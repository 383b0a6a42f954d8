// Signing in and out of the back office, and reading the session the cookie names.
import { signInRequestSchema } from '@dumpster/domain';
import * as v from 'valibot';
import { sendError } from '../api-error.ts';
import { sendJson } from '../json-answer.ts';
import { sessionAnswer } from './admin-answers.ts';
import { clearSessionCookie, readCookie, sessionCookieName, setSessionCookie } from './admin-auth.ts';
import { invalid, session } from './admin-request.ts';
import type { AdminRoute } from './admin-route.ts';

const signIn: AdminRoute['handle'] = (deps) => async (req, res) => {
  const parsed = v.safeParse(signInRequestSchema, req.body ?? {});
  if (!parsed.success) return invalid(res, parsed.issues);
  const address = req.ip ?? 'unknown';
  const outcome = await deps.sessions.signIn.execute(parsed.output.email, parsed.output.password, address);
  if (!outcome.ok) {
    // Never the password; the e-mail is what an operator needs to see an attack on an account.
    deps.logger.warn(
      { event: 'admin_sign_in_failed', email: parsed.output.email, address, reason: outcome.reason },
      'admin sign-in failed',
    );
    if (outcome.refusal === 'throttled') {
      res.set('Retry-After', '900');
      return sendError(res, 429, 'rate_limited', {
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
    }
    return sendError(res, 401, 'sign_in_refused');
  }
  // A session cookie from before the sign-in is ended: a new id at every sign-in.
  const previous = readCookie(req, sessionCookieName(req));
  if (previous) await deps.sessions.signOut.execute(previous);
  setSessionCookie(req, res, outcome.token);
  deps.logger.info({ event: 'admin_signed_in', userId: outcome.user.id }, 'admin signed in');
  sendJson(res, 200, sessionAnswer(outcome, deps.idleMinutes));
};
export const adminSessionRoutes: readonly AdminRoute[] = [
  { method: 'post', path: '/session', access: 'public', json: true, handle: signIn },
  {
    method: 'get',
    path: '/session',
    access: 'staff',
    handle: (deps) => (req, res) => sendJson(res, 200, sessionAnswer(session(req), deps.idleMinutes)),
  },
  {
    method: 'delete',
    path: '/session',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const token = readCookie(req, sessionCookieName(req));
      if (token) await deps.sessions.signOut.execute(token);
      clearSessionCookie(req, res);
      res.status(204).end();
    },
  },
];
