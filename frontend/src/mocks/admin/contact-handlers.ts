// The mock's contact requests: newest first, optionally only those not yet contacted, and marking
// one contacted (once: the first name and time are kept).
import { http } from 'msw';
import { data } from './back-office-state.ts';
import { nextPage, ok, problem, route } from './mock-answers.ts';
import { guard } from './mock-session.ts';

export const contactHandlers = [
  http.get(route('contactRequests'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const params = new URL(request.url).searchParams;
    const notContacted = params.get('notContacted') === 'true';
    const all = [...data().contactRequests].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
    const shown = notContacted ? all.filter((item) => item.contacted === null) : all;
    const { page, nextCursor } = nextPage(shown, params.get('cursor') ?? undefined, 20);
    return ok({
      items: page,
      nextCursor,
      notContactedCount: all.filter((item) => item.contacted === null).length,
    });
  }),
  http.post(route('contactRequestContacted'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const item = data().contactRequests.find((candidate) => candidate.id === params.id);
    if (!item) return problem(404, 'not_found', 'There is no such contact request.');
    item.contacted ??= { at: new Date().toISOString(), byName: checked.answer.user.name };
    return ok({ request: item });
  }),
];
