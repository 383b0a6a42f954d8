// GET /api/my-booking and POST /api/my-booking/extend|reschedule|cancel as the OpenAPI document
// states them (my-booking-routes.ts serves them; docs/decisions/0091).
import {
  cancellationRequestSchema,
  createRescheduleRequestSchema,
  extensionRequestSchema,
  myBookingViewSchema,
  unavailableAnswerSchema,
} from '@dumpster/domain';
import * as v from 'valibot';
import type { ApiAnswer, ApiOperation } from '../openapi/api-operation.ts';
import { errorAnswers, submissionErrorAnswers } from '../openapi/error-answers.ts';
import { linkNotValidMessage } from './my-booking-routes.ts';

const requestId = v.pipe(v.string(), v.description('The X-Request-Id of the answer, for a support request.'));

const linkNotValid: ApiAnswer = {
  description:
    'The token opens no booking: missing, malformed, unknown, wrong, expired (30 days after pickup) or revoked ' +
    `are one answer, found the same way. The message: "${linkNotValidMessage}"`,
  body: v.object({ error: v.literal('not_found'), message: v.literal(linkNotValidMessage), requestId }),
};

const refused: ApiAnswer = {
  description:
    'The change became impossible. `change_refused`: the booking moved on (its status) or the 24-hour limit ' +
    'before delivery (Florida time) passed; the message says so and gives the phone, also in `phone`. ' +
    '`unavailable`: a day is full for the size; `nextAvailable` holds dates that work (for an extension, ' +
    'the booking’s delivery date with the latest pickup the fleet allows).',
  body: v.union([
    v.object({
      error: v.literal('change_refused'),
      message: v.string(),
      phone: v.pipe(v.string(), v.description('The business’s phone (E.164), for a tel: link.')),
      requestId,
    }),
    v.object({ ...unavailableAnswerSchema.entries, requestId }),
  ]),
};

const guessingLimited: ApiAnswer = {
  ...errorAnswers.rateLimited,
  description:
    'More than RATE_LIMIT_MAX (10) refused requests (an answer of 400 or more) per minute from one address; ' +
    'answers that open a booking do not count.',
};

const changed: ApiAnswer = {
  description:
    'Changed: the booking as its page now shows it. The same request again with the same Idempotency-Key ' +
    'answers the same, with Idempotent-Replayed: true.',
  body: myBookingViewSchema,
  headers: { 'Idempotent-Replayed': '`true` when this is the stored answer to an earlier request.' },
};

const tokenNote =
  'The token of the personal link (`/my-booking/<token>`) goes in `Authorization: Bearer <token>`, never in the URL.';

const changeAnswers = {
  200: changed,
  ...submissionErrorAnswers,
  404: linkNotValid,
  409: refused,
  429: guessingLimited,
};

export const myBookingOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/my-booking',
    operationId: 'getMyBooking',
    tag: 'My booking',
    summary: "The customer's own booking",
    description: `${tokenNote} Answers are no-store, no-referrer and noindex.`,
    answers: {
      200: {
        description: 'The booking, its status timeline and the changes offered now (money in integer cents).',
        body: myBookingViewSchema,
      },
      404: linkNotValid,
      429: guessingLimited,
      500: errorAnswers.internalError,
      503: errorAnswers.serviceUnavailable,
    },
  },
  {
    method: 'post',
    path: '/api/my-booking/extend',
    operationId: 'extendMyBooking',
    tag: 'My booking',
    summary: 'Keep the dumpster longer (a later pickup date)',
    description: `${tokenNote} Allowed while pending, confirmed or delivered; priced at the booking's frozen day rate; the added days are checked against the fleet.`,
    idempotencyKey: true,
    requestBody: { schema: extensionRequestSchema, description: 'The new pickup date.' },
    answers: changeAnswers,
  },
  {
    method: 'post',
    path: '/api/my-booking/reschedule',
    operationId: 'rescheduleMyBooking',
    tag: 'My booking',
    summary: 'Move the delivery and pickup dates',
    description: `${tokenNote} Allowed while pending or confirmed, until 24 hours before the current delivery day starts in Florida; the dates follow the booking form's rules, are quoted afresh and checked against the fleet.`,
    idempotencyKey: true,
    requestBody: {
      schema: createRescheduleRequestSchema({ today: '2000-01-01' }),
      description: 'The new delivery and pickup dates.',
    },
    answers: changeAnswers,
  },
  {
    method: 'post',
    path: '/api/my-booking/cancel',
    operationId: 'cancelMyBooking',
    tag: 'My booking',
    summary: 'Cancel the booking',
    description: `${tokenNote} Allowed while pending or confirmed, until 24 hours before delivery; the reason is optional (at most 500 characters).`,
    idempotencyKey: true,
    requestBody: { schema: cancellationRequestSchema, description: 'An optional reason.' },
    answers: changeAnswers,
  },
];
