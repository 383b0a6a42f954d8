// The mock's session (decision 0069): sign in, who is signed in, sign out, and the server's checks
// every other handler runs first: a session (401), the CSRF token on a change (403), the role (403).
import {
  type AdminSessionAnswer,
  adminCsrfHeader,
  signInMessages,
  signInRequestSchema,
} from '@dumpster/domain';
import { errorMessages } from '@dumpster/domain/api';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { backOffice, data, type MockSession, save } from './back-office-state.ts';
import { fieldsOf, json, ok, problem, route } from './mock-answers.ts';

function sessionAnswer(session: MockSession): AdminSessionAnswer | undefined {
  const user = data().users.find(
    (candidate) => candidate.id === session.userId && candidate.disabledAt === null,
  );
  if (!user) return undefined;
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    csrfToken: session.csrfToken,
    expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(),
    idleMinutes: 30,
  };
}

type Guard = { answer: AdminSessionAnswer } | { refusal: Response };

/** The server's checks: a session (401), the CSRF token on a change (403), the role (403). */
export async function guard(
  request: Request,
  { change = false, owner = false, driver = false, anyRole = false } = {},
): Promise<Guard> {
  data(); // restores a reloaded tab's state (and session) first
  const session = backOffice.session;
  const answer = session ? sessionAnswer(session) : undefined;
  if (!session || !answer) return { refusal: problem(401, 'not_signed_in', errorMessages.not_signed_in) };
  if (change) {
    const csrf = request.headers.get(adminCsrfHeader);
    let body: unknown;
    try {
      body = await request.clone().json();
    } catch {
      body = undefined;
    }
    backOffice.received.push({ method: request.method, path: new URL(request.url).pathname, csrf, body });
    if (csrf !== session.csrfToken)
      return { refusal: problem(403, 'cross_site_refused', errorMessages.cross_site_refused) };
  }
  if (owner && answer.user.role !== 'owner')
    return { refusal: problem(403, 'forbidden', errorMessages.forbidden) };
  // A driver's routes are a driver's only, and a driver is refused every back-office route (decision 0185).
  if (!anyRole && driver !== (answer.user.role === 'driver'))
    return { refusal: problem(403, 'forbidden', errorMessages.forbidden) };
  return { answer };
}

export const sessionHandlers = [
  http.get(route('session'), () => {
    data();
    const answer = backOffice.session ? sessionAnswer(backOffice.session) : undefined;
    return answer ? ok(answer) : problem(401, 'not_signed_in', errorMessages.not_signed_in);
  }),
  http.post(route('session'), async ({ request }) => {
    const parsed = v.safeParse(signInRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const { email, password } = parsed.output;
    const user = data().users.find(
      (candidate) => candidate.email === email.toLowerCase() && candidate.disabledAt === null,
    );
    if (!user || data().passwords.get(user.email) !== password)
      return problem(401, 'sign_in_refused', signInMessages.refused);
    backOffice.session = { userId: user.id, csrfToken: `csrf-${crypto.randomUUID()}` };
    return ok(sessionAnswer(backOffice.session));
  }),
  http.delete(route('session'), async ({ request }) => {
    const checked = await guard(request, { change: true, anyRole: true });
    if ('refusal' in checked) return checked.refusal;
    backOffice.session = undefined;
    save();
    return new HttpResponse(null, { status: 204 });
  }),
];
