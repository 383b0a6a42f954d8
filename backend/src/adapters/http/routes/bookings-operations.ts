// POST /api/bookings as the OpenAPI document states it (bookings-route.ts serves it).
import { bookingReceiptSchema, createBookingSchema } from '@dumpster/domain';
import type { ApiOperation } from '../openapi/api-operation.ts';
import { errorAnswers, submissionErrorAnswers } from '../openapi/error-answers.ts';

// The date rules depend on the day and are checks JSON Schema cannot state (the description says
// them in words), so any day gives the same document.
const bookingRequestSchema = createBookingSchema({ today: '2000-01-01' });

export const bookingOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/bookings',
    operationId: 'createBooking',
    tag: 'Bookings',
    summary: 'Book a dumpster',
    description:
      'Validated with the same domain schema as the booking form. Text is trimmed and unknown fields are dropped. ' +
      'Beyond what the schema shows: dates are calendar dates (`YYYY-MM-DD`); `zipCode` is a Florida ZIP ' +
      '(32xxx-34xxx); `companyName` is required when `bookingType` is `commercial`; ' +
      '`deliveryDate` runs from today in Florida to 365 days ahead; `pickupDate` is on or after the delivery ' +
      'and at most 365 days after it. A failure of any rule is a 400 naming the field. Prices sent by a client ' +
      'are ignored: the server computes the quote and stores it with the booking.',
    idempotencyKey: true,
    requestBody: { schema: bookingRequestSchema, description: 'The booking form.' },
    answers: {
      201: {
        description:
          'Stored: the booking reference, status, size, dates and frozen quote (money in integer cents). ' +
          'The same request again with the same Idempotency-Key answers the same, with Idempotent-Replayed: true.',
        body: bookingReceiptSchema,
        headers: { 'Idempotent-Replayed': '`true` when this is the stored answer to an earlier request.' },
      },
      ...submissionErrorAnswers,
      409: errorAnswers.datesUnavailable,
    },
  },
];
