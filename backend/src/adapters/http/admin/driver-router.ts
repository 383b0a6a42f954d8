// The driver's phone's API under /api/driver (decision 0185): the same session cookie and guards
// as the back office (mountRoutes reads each route's declared access), the driver role only.

import { hash } from 'node:crypto';
import type { DeclaredAnswer, driverDelivered, driverUploadPhoto } from '@dumpster/domain/api';
import { driverApiRoutes } from '@dumpster/domain/api';
import express from 'express';
import type { DriverAction, DriverActionOutcome } from '../../../application/dispatch/driver-actions.ts';
import type { BusinessCalendarSource } from '../../../application/ports/business-calendar-source.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import type { IdempotencyClaim } from '../../../application/ports/idempotency.ts';
import { sendError } from '../api-error.ts';
import { idempotentAnswer } from '../routing/idempotent-answer.ts';
import { mountRoutes } from '../routing/mount-routes.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import { noStore } from './admin-auth.ts';
import type { AdminDependencies } from './admin-dependencies.ts';
import { readPhotoUpload } from './photo-upload-body.ts';

type ActionReply = Extract<DeclaredAnswer<typeof driverDelivered>, { status: 200 }>;
type PhotoReply = Extract<DeclaredAnswer<typeof driverUploadPhoto>, { status: 201 }>;

type Refusal = Extract<DriverActionOutcome, { kind: 'forbidden' | 'conflict' }>;

function isRefusal(outcome: { readonly kind: string }): outcome is Refusal {
  return outcome.kind === 'forbidden' || outcome.kind === 'conflict';
}

function refusalAnswer(outcome: Refusal) {
  switch (outcome.kind) {
    case 'forbidden':
      return problem(403, 'forbidden', outcome.message);
    case 'conflict':
      return problem(
        409,
        'conflict',
        outcome.message,
        outcome.field ? { [outcome.field]: outcome.message } : undefined,
      );
  }
}

function actionAnswer(outcome: DriverActionOutcome) {
  return isRefusal(outcome) ? refusalAnswer(outcome) : idempotentAnswer<ActionReply>(outcome);
}

const uploadRefusals = {
  not_an_image: 'Send the photo as the request body (Content-Type: image/jpeg).',
  too_large: 'The photo is too large.',
  cut_off: 'The photo did not arrive whole: send it again.',
} as const;

function driverHandlers(deps: AdminDependencies): HandlersOf<typeof driverApiRoutes> {
  const actions = deps.dispatch.driverActions;
  const act = async (
    session: { user: { id: string; name: string } },
    bookingId: string,
    action: DriverAction,
    claim: IdempotencyClaim | undefined,
  ) =>
    actionAnswer(
      await actions.execute({ id: session.user.id, name: session.user.name }, bookingId, action, claim),
    );
  return {
    driverOnMyWay: ({ params, body, idempotency }, { session }) =>
      act(session, params.bookingId, { kind: 'on_my_way', part: body.part }, idempotency),
    driverDelivered: ({ params, body, idempotency }, { session }) =>
      act(session, params.bookingId, { kind: 'delivered', ...body }, idempotency),
    driverPickedUp: ({ params, body, idempotency }, { session }) =>
      act(
        session,
        params.bookingId,
        {
          kind: 'picked_up',
          containerNumber: body.containerNumber,
          tons: body.tons,
          ticketPhotoId: body.ticketPhotoId ?? null,
        },
        idempotency,
      ),
    driverScaleTicket: ({ params, body, idempotency }, { session }) =>
      act(
        session,
        params.bookingId,
        { kind: 'scale_ticket', ticketPhotoId: body.ticketPhotoId },
        idempotency,
      ),
    driverProblem: ({ params, body, idempotency }, { session }) =>
      act(
        session,
        params.bookingId,
        {
          kind: 'problem',
          part: body.part,
          problem: body.kind,
          items: body.items ?? [],
          note: body.note,
          photoIds: body.photoIds ?? [],
        },
        idempotency,
      ),
    driverUploadPhoto: async ({ params, query, idempotency }, { session, req }) => {
      const upload = await readPhotoUpload(req);
      if (!upload.ok)
        return problem(400, 'validation_failed', uploadRefusals[upload.reason], {
          photo: uploadRefusals[upload.reason],
        });
      const outcome = await actions.upload(
        { id: session.user.id, name: session.user.name },
        params.bookingId,
        {
          kind: query.kind,
          bytes: upload.bytes,
          reportedCapturedAt: query.capturedAt ? new Date(query.capturedAt) : null,
        },
        // The same key with other bytes is another photo: the hash covers the image itself.
        idempotency && { ...idempotency, requestHash: hash('sha256', upload.bytes, 'hex') },
      );
      if (outcome.kind === 'refused')
        return problem(400, 'validation_failed', outcome.message, { photo: outcome.message });
      return isRefusal(outcome) ? refusalAnswer(outcome) : idempotentAnswer<PhotoReply>(outcome);
    },
    driverStops: async (_input, { session }) => ({
      status: 200,
      body: await deps.dispatch.driverStops.execute({ id: session.user.id, name: session.user.name }),
    }),
  };
}

export function driverRouter(
  deps: AdminDependencies,
  settings: {
    readonly clock: Clock;
    readonly calendars: BusinessCalendarSource;
    readonly checkAnswers?: boolean | undefined;
  },
): express.Router {
  const router = express.Router();
  router.use(noStore);
  mountRoutes(router, driverApiRoutes, driverHandlers(deps), {
    prefix: '/api/driver',
    sessions: deps.sessions.resolve,
    ...settings,
  });
  router.use((_req, res) => sendError(res, 404, 'not_found'));
  return router;
}
