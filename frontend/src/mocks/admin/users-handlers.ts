// The mock's users, for owners only: the list, adding one, disabling one (never oneself) and
// setting a new password.
import { addUserRequestSchema, resetPasswordRequestSchema, userMessages } from '@dumpster/domain';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { data } from './back-office-state.ts';
import { fieldsOf, json, ok, problem, route } from './mock-answers.ts';
import { guard } from './mock-session.ts';

export const usersHandlers = [
  http.get(route('users'), async ({ request }) => {
    const checked = await guard(request, { owner: true });
    if ('refusal' in checked) return checked.refusal;
    return ok({ items: data().users });
  }),
  http.post(route('users'), async ({ request }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(addUserRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const email = parsed.output.email.toLowerCase();
    // As the server: a taken e-mail is a conflict naming the field.
    if (data().users.some((user) => user.email === email))
      return problem(409, 'conflict', userMessages.emailTaken, {
        fields: { email: userMessages.emailTaken },
      });
    const user = {
      id: `user-${crypto.randomUUID()}`,
      email,
      name: parsed.output.name,
      role: parsed.output.role,
      createdAt: new Date().toISOString(),
      disabledAt: null,
    };
    data().users.push(user);
    data().passwords.set(email, parsed.output.password);
    return ok({ user }, 201);
  }),
  http.post(route('userDisable'), async ({ request, params }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const user = data().users.find((candidate) => candidate.id === params.id);
    if (!user) return problem(404, 'not_found', 'There is no such account.');
    if (user.id === checked.answer.user.id) return problem(409, 'conflict', userMessages.self);
    user.disabledAt ??= new Date().toISOString();
    return ok({ user });
  }),
  http.post(route('userResetPassword'), async ({ request, params }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const user = data().users.find((candidate) => candidate.id === params.id);
    if (!user) return problem(404, 'not_found', 'There is no such account.');
    const parsed = v.safeParse(resetPasswordRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    // The acting owner confirms with their own password, as the server asks (decision 0164).
    if (data().passwords.get(checked.answer.user.email) !== parsed.output.currentPassword)
      return validationFailed({ currentPassword: userMessages.wrongCurrentPassword });
    data().passwords.set(user.email, parsed.output.password);
    return ok({ user });
  }),
];
