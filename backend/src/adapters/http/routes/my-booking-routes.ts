// GET /api/my-booking and POST /api/my-booking/extend|reschedule|cancel (docs/decisions/0090 and
// 0091): the customer's own booking, opened by the token of their personal link. The token comes
// in `Authorization: Bearer <token>`, never in an API URL, so no access log or proxy keeps it.
// Every token that opens nothing (missing, malformed, unknown, wrong, expired, revoked, another
// booking's) gets the one 404 below, after the same lookup.
import {
  business,
  businessDateAt,
  cancellationRequestSchema,
  createRescheduleRequestSchema,
  extensionRequestSchema,
} from '@dumpster/domain';
import type { Request, RequestHandler, Response } from 'express';
import * as v from 'valibot';
import type { CancelMyBooking } from '../../../application/my-booking/cancel-my-booking.ts';
import { type ChangeOutcome, changeKeyMaxLength } from '../../../application/my-booking/change-once.ts';
import type { ChangeRefusal } from '../../../application/my-booking/change-refusal.ts';
import type { ExtendMyBooking } from '../../../application/my-booking/extend-my-booking.ts';
import type { RescheduleMyBooking } from '../../../application/my-booking/reschedule-my-booking.ts';
import type { ViewMyBooking } from '../../../application/my-booking/view-my-booking.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import type { IdempotencyClaim } from '../../../application/ports/idempotency.ts';
import { sendError } from '../api-error.ts';
import { sendJson } from '../json-answer.ts';
import { sendIdempotentOutcome, validatedPost } from './submission-route.ts';

export const linkNotValidMessage = `This link is not valid. It may have expired or been replaced by a newer one. Please call us at ${business.phoneDisplay}.`;

/** A token is 43 base64url characters; anything else cannot open a booking, yet is looked up too. */
const bearer = /^Bearer ([A-Za-z0-9_-]{1,128})$/;

export function bearerToken(req: Request): string {
  return bearer.exec(req.get('Authorization') ?? '')?.[1] ?? '';
}

/** The booking page's answers are personal: kept by no cache, sent on to no other site, indexed by none. */
export const privateAnswer: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  next();
};

export function sendLinkNotValid(res: Response): void {
  sendError(res, 404, 'not_found', { message: linkNotValidMessage });
}

function sendRefusal(res: Response, refusal: ChangeRefusal): void {
  switch (refusal.kind) {
    case 'invalid':
      sendError(res, 400, 'validation_failed', { message: refusal.message, fields: { ...refusal.fields } });
      return;
    case 'conflict':
      sendJson(res, 409, {
        error: 'change_refused',
        message: refusal.message,
        phone: business.phoneE164,
        requestId: String(res.req.id ?? ''),
      });
      return;
    case 'unavailable':
      sendJson(res, 409, { ...refusal.answer, requestId: String(res.req.id ?? '') });
      return;
  }
}

export function sendChangeOutcome(res: Response, outcome: ChangeOutcome): void {
  if (outcome.kind === 'not_found') sendLinkNotValid(res);
  else if (outcome.kind === 'refused') sendRefusal(res, outcome.refusal);
  else sendIdempotentOutcome(res, outcome);
}

function changeRoute<T>(options: {
  scope: string;
  validate: (body: unknown) => v.SafeParseResult<v.GenericSchema<unknown, T>>;
  execute: (token: string, request: T, claim: IdempotencyClaim | undefined) => Promise<ChangeOutcome>;
}): RequestHandler {
  return validatedPost({
    scope: options.scope,
    validate: options.validate,
    keyMaxLength: changeKeyMaxLength,
    execute: (request, claim, req) => options.execute(bearerToken(req), request, claim),
    answer: sendChangeOutcome,
  });
}

export interface MyBookingUseCases {
  readonly viewMyBooking: ViewMyBooking;
  readonly extendMyBooking: ExtendMyBooking;
  readonly rescheduleMyBooking: RescheduleMyBooking;
  readonly cancelMyBooking: CancelMyBooking;
}

export function myBookingRoutes(useCases: MyBookingUseCases, clock: Clock) {
  return {
    view: (async (req, res) => {
      const view = await useCases.viewMyBooking.execute(bearerToken(req));
      if (view) sendJson(res, 200, view);
      else sendLinkNotValid(res);
    }) satisfies RequestHandler,
    extend: changeRoute({
      scope: 'my-booking-extend',
      validate: (body) => v.safeParse(extensionRequestSchema, body),
      execute: (token, request, claim) => useCases.extendMyBooking.execute(token, request, claim),
    }),
    reschedule: changeRoute({
      scope: 'my-booking-reschedule',
      validate: (body) =>
        v.safeParse(createRescheduleRequestSchema({ today: businessDateAt(clock.now()) }), body),
      execute: (token, request, claim) => useCases.rescheduleMyBooking.execute(token, request, claim),
    }),
    cancel: changeRoute({
      scope: 'my-booking-cancel',
      validate: (body) => v.safeParse(cancellationRequestSchema, body),
      execute: (token, request, claim) => useCases.cancelMyBooking.execute(token, request, claim),
    }),
  };
}
