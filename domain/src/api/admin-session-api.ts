// Signing in to and out of the back office, and who is signed in (decisions 0076-0078).
import { adminRoutes } from '../admin/admin-routes.ts';
import { adminSessionAnswerSchema, signInRequestSchema } from '../admin/admin-session.ts';
import { problemSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';

export const adminSignIn = declareRoute({
  name: 'adminSignIn',
  method: 'post',
  path: adminRoutes.session,
  access: access.publicSameSite,
  tag,
  summary: 'Sign in to the back office',
  description:
    'Sets the session cookie (`__Host-admin-session` over HTTPS; HttpOnly, SameSite=Strict) and answers the user and the CSRF token. Throttled per address (30 attempts in 15 minutes; IPv6 per /64), per e-mail and address (5 attempts, then waits from 2 seconds doubling to 15 minutes) and per account (100 attempts an hour from every address).',
  request: { body: signInRequestSchema, bodyDescription: 'E-mail and password.' },
  answers: {
    200: { description: 'Signed in: a new session.', body: adminSessionAnswerSchema },
    401: {
      description: 'The same answer for an unknown e-mail, a wrong password and a disabled account.',
      body: problemSchema('sign_in_refused'),
    },
    429: {
      description: 'Too many attempts for this account or from this address: wait Retry-After seconds.',
      body: problemSchema('rate_limited'),
      headers: { 'Retry-After': 'Seconds to wait before the next attempt is checked.' },
    },
  },
});

export const adminSession = declareRoute({
  name: 'adminSession',
  method: 'get',
  path: adminRoutes.session,
  access: access.signedIn('owner', 'staff', 'driver'),
  tag,
  summary: 'Who is signed in, and the CSRF token',
  answers: { 200: { description: 'The live session.', body: adminSessionAnswerSchema } },
});

export const adminSignOut = declareRoute({
  name: 'adminSignOut',
  method: 'delete',
  path: adminRoutes.session,
  access: access.signedIn('owner', 'staff', 'driver'),
  tag,
  summary: 'Sign out: the session ends on the server',
  answers: { 204: { description: 'Signed out; the cookie is cleared.' } },
});

export const adminSessionApi = [adminSignIn, adminSession, adminSignOut] as const;
