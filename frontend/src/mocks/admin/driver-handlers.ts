// The mock's driver actions (decision 0190): only on a stop of the signed-in driver's route of
// today (else 403), the request checked by the domain's schemas, and a replay of the same
// Idempotency-Key answered as the first time, so the phone's outbox can be exercised offline.
import {
  type DriverActionKind,
  deliveredRequestSchema,
  onMyWayRequestSchema,
  photoUploadQuerySchema,
  pickedUpRequestSchema,
  problemRequestSchema,
  scaleTicketRequestSchema,
} from '@dumpster/domain';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { backOffice, data } from './back-office-state.ts';
import { fieldsOf, json, ok, problem } from './mock-answers.ts';
import { guard } from './mock-session.ts';

/** What the mock recorded, for tests: each action once per Idempotency-Key. */
export const driverActionsSent: { kind: DriverActionKind; bookingId: string; key: string | null }[] = [];
const answered = new Map<string, { status: number; body: unknown }>();

function onTodaysRoute(userId: string, bookingId: string): boolean {
  const today = backOffice.today;
  return data().assignments.some(
    (a) => a.date === today && a.driverId === userId && a.bookingId === bookingId,
  );
}

const actions = [
  ['on-my-way', 'on_my_way', onMyWayRequestSchema],
  ['delivered', 'delivered', deliveredRequestSchema],
  ['picked-up', 'picked_up', pickedUpRequestSchema],
  ['ticket', 'scale_ticket', scaleTicketRequestSchema],
  ['problem', 'problem', problemRequestSchema],
] as const;

export const driverHandlers = [
  ...actions.map(([path, kind, schema]) =>
    http.post(`*/api/driver/bookings/:bookingId/${path}`, async ({ request, params }) => {
      const checked = await guard(request, { change: true, driver: true });
      if ('refusal' in checked) return checked.refusal;
      const bookingId = String(params.bookingId);
      const key = request.headers.get('Idempotency-Key');
      const replay = key ? answered.get(`${kind}:${key}`) : undefined;
      if (replay) return ok(replay.body, replay.status);
      const parsed = v.safeParse(schema, await json(request));
      if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
      if (!onTodaysRoute(checked.answer.user.id, bookingId))
        return problem(403, 'forbidden', 'This stop is not on your route of today.');
      const body = { action: { kind, bookingId, at: new Date().toISOString() } };
      if (key) answered.set(`${kind}:${key}`, { status: 200, body });
      driverActionsSent.push({ kind, bookingId, key });
      return ok(body);
    }),
  ),
  http.post('*/api/driver/bookings/:bookingId/photos', async ({ request, params }) => {
    const checked = await guard(request, { change: true, driver: true });
    if ('refusal' in checked) return checked.refusal;
    const url = new URL(request.url);
    const query = v.safeParse(photoUploadQuerySchema, Object.fromEntries(url.searchParams));
    if (!query.success) return validationFailed(fieldsOf(query.issues));
    const key = request.headers.get('Idempotency-Key');
    const replay = key ? answered.get(`photo:${key}`) : undefined;
    if (replay) return ok(replay.body, replay.status);
    if (!onTodaysRoute(checked.answer.user.id, String(params.bookingId)))
      return problem(403, 'forbidden', 'This stop is not on your route of today.');
    const body = {
      photo: {
        id: crypto.randomUUID(),
        kind: query.output.kind,
        capturedAt: query.output.capturedAt ?? null,
      },
    };
    if (key) answered.set(`photo:${key}`, { status: 201, body });
    return ok(body, 201);
  }),
];
