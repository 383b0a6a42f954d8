// The customer's own booking page (decisions 0090, 0091): read it, and extend, reschedule or
// cancel it, opened by the token of their personal link in `Authorization: Bearer`.
import * as v from 'valibot';
import { unavailableAnswerSchema } from '../availability/unavailable-answer.ts';
import type { BusinessDay } from '../business-calendar/same-day-cutoff.ts';
import {
  cancellationRequestSchema,
  createRescheduleRequestSchema,
  extensionRequestSchema,
} from '../self-service/change-requests.ts';
import { myBookingViewSchema } from '../self-service/my-booking-view.ts';
import { problemEntries } from './api-errors.ts';
import { replayedHeader, serverFailureAnswers } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

/** Idempotency-Keys of a change are stored with the booking's id in front: a shorter limit. */
export const changeKeyMaxLength = 200;

const tag = 'My booking';
const tokenNote =
  'The token of the personal link (`/my-booking/<token>`) goes in `Authorization: Bearer <token>`, never in the URL.';
const guessing = { scope: 'my-booking', counts: 'refusals' } as const;

const changeAnswers = {
  200: {
    description:
      'Changed: the booking as its page now shows it. The same request again with the same Idempotency-Key ' +
      'answers the same, with Idempotent-Replayed: true.',
    body: myBookingViewSchema,
    headers: replayedHeader,
  },
  409: {
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
        requestId: problemEntries.requestId,
      }),
      v.object({ ...unavailableAnswerSchema.entries, requestId: problemEntries.requestId }),
    ]),
  },
  ...serverFailureAnswers,
};

export const getMyBooking = declareRoute({
  name: 'getMyBooking',
  method: 'get',
  path: '/api/my-booking',
  access: access.customerLink,
  tag,
  summary: "The customer's own booking",
  description: `${tokenNote} Answers are no-store, no-referrer and noindex.`,
  rateLimit: guessing,
  answers: {
    200: {
      description: 'The booking, its status timeline and the changes offered now (money in integer cents).',
      body: myBookingViewSchema,
    },
    ...serverFailureAnswers,
  },
});

export const extendMyBooking = declareRoute({
  name: 'extendMyBooking',
  method: 'post',
  path: '/api/my-booking/extend',
  access: access.customerLink,
  tag,
  summary: 'Keep the dumpster longer (a later pickup date)',
  description: `${tokenNote} Allowed while pending, confirmed or delivered; priced at the booking's frozen day rate; the added days are checked against the fleet.`,
  request: {
    body: extensionRequestSchema,
    bodyDescription: 'The new pickup date.',
    idempotency: { scope: 'my-booking-extend', keyMaxLength: changeKeyMaxLength },
  },
  rateLimit: guessing,
  answers: changeAnswers,
});

export const rescheduleMyBooking = declareRoute({
  name: 'rescheduleMyBooking',
  method: 'post',
  path: '/api/my-booking/reschedule',
  access: access.customerLink,
  tag,
  summary: 'Move the delivery and pickup dates',
  description: `${tokenNote} Allowed while pending or confirmed, until 24 hours before the current delivery day starts in Florida; the dates follow the booking form's rules, are quoted afresh and checked against the fleet.`,
  request: {
    body: (day: BusinessDay) => createRescheduleRequestSchema(day),
    bodyDescription: 'The new delivery and pickup dates.',
    idempotency: { scope: 'my-booking-reschedule', keyMaxLength: changeKeyMaxLength },
  },
  rateLimit: guessing,
  answers: changeAnswers,
});

export const cancelMyBooking = declareRoute({
  name: 'cancelMyBooking',
  method: 'post',
  path: '/api/my-booking/cancel',
  access: access.customerLink,
  tag,
  summary: 'Cancel the booking',
  description: `${tokenNote} Allowed while pending or confirmed, until 24 hours before delivery; the reason is optional (at most 500 characters).`,
  request: {
    body: cancellationRequestSchema,
    bodyDescription: 'An optional reason.',
    idempotency: { scope: 'my-booking-cancel', keyMaxLength: changeKeyMaxLength },
  },
  rateLimit: guessing,
  answers: changeAnswers,
});

export const myBookingApi = [getMyBooking, extendMyBooking, rescheduleMyBooking, cancelMyBooking] as const;
