// Signing in and out of the back office, and reading the session the cookie names.
import { signInMessages } from '@dumpster/domain';
import type { adminSessionApi } from '@dumpster/domain/api';
import { ipKeyGenerator } from 'express-rate-limit';
import type { HandlersOf } from '../routing/route-handler.ts';
import { problem } from '../routing/route-handler.ts';
import { sessionAnswer } from './admin-answers.ts';
import { clearSessionCookie, readCookie, sessionCookieName, setSessionCookie } from './admin-auth.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

export function adminSessionHandlers(deps: AdminDependencies): HandlersOf<typeof adminSessionApi> {
  return {
    adminSignIn: async ({ body }, { req, res }) => {
      const address = req.ip ?? 'unknown';
      // An IPv6 client holds its whole /64: counted as one network (decision 0164).
      const outcome = await deps.sessions.signIn.execute(
        body.email,
        body.password,
        ipKeyGenerator(address, 64),
      );
      if (!outcome.ok) {
        // Never the password; the e-mail is what an operator needs to see an attack on an account.
        deps.logger.warn(
          { event: 'admin_sign_in_failed', email: body.email, address, reason: outcome.reason },
          'admin sign-in failed',
        );
        if (outcome.refusal === 'throttled')
          return {
            ...problem(429, 'rate_limited', signInMessages.throttled),
            headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
          };
        return problem(401, 'sign_in_refused', signInMessages.refused);
      }
      // A session cookie from before the sign-in is ended: a new id at every sign-in.
      const previous = readCookie(req, sessionCookieName(req));
      if (previous) await deps.sessions.signOut.execute(previous);
      setSessionCookie(req, res, outcome.token);
      deps.logger.info({ event: 'admin_signed_in', userId: outcome.user.id }, 'admin signed in');
      return { status: 200, body: sessionAnswer(outcome, deps.idleMinutes) };
    },
    adminSession: (_input, { session }) => ({ status: 200, body: sessionAnswer(session, deps.idleMinutes) }),
    adminSignOut: async (_input, { req, res }) => {
      const token = readCookie(req, sessionCookieName(req));
      if (token) await deps.sessions.signOut.execute(token);
      clearSessionCookie(req, res);
      return { status: 204 };
    },
  };
}
