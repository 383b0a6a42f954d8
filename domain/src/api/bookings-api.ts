// POST /api/bookings (spec section 7): a visitor books a dumpster.
import * as v from 'valibot';
import { unavailableAnswerSchema } from '../availability/unavailable-answer.ts';
import { bookingReceiptSchema } from '../booking/booking-receipt.ts';
import { createBookingSchema } from '../booking/booking-schema.ts';
import type { BusinessDay } from '../business-calendar/same-day-cutoff.ts';
import { problemEntries } from './api-errors.ts';
import { replayedHeader, serverFailureAnswers } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

export const createBooking = declareRoute({
  name: 'createBooking',
  method: 'post',
  path: '/api/bookings',
  access: access.public,
  tag: 'Bookings',
  summary: 'Book a dumpster',
  description:
    'Validated with the same domain schema as the booking form. Text is trimmed and unknown fields are dropped. ' +
    'Beyond what the schema shows: dates are calendar dates (`YYYY-MM-DD`); `zipCode` is a Florida ZIP ' +
    '(32xxx-34xxx); `companyName` is required when `bookingType` is `commercial`; ' +
    '`deliveryDate` runs from today in Florida to 365 days ahead, never on a day the business is closed ' +
    '(its closed weekdays and dated closures: `GET /api/calendar`) nor today once it is 12:00 noon in Florida ' +
    '(the message names the reason and the next open day); `pickupDate` is on or after the delivery, on an open day, ' +
    'and at most 365 days after it. A failure of any rule is a 400 naming the field. Prices sent by a client ' +
    'are ignored: the server computes the quote and stores it with the booking.',
  request: {
    // The date rules move with Florida's today, the noon cut-off and the business's calendar: the
    // server builds the schema for the business's day (decision 0166).
    body: (day: BusinessDay) => createBookingSchema(day),
    bodyDescription: 'The booking form.',
    idempotency: { scope: 'bookings' },
  },
  rateLimit: { scope: 'bookings', counts: 'every-request' },
  answers: {
    201: {
      description:
        'Stored: the booking reference, status, size, dates and frozen quote (money in integer cents). ' +
        'The same request again with the same Idempotency-Key answers the same, with Idempotent-Replayed: true.',
      body: bookingReceiptSchema,
      headers: replayedHeader,
    },
    409: {
      description:
        'Every unit of the size is booked on at least one day from delivery through pickup; nothing was stored, ' +
        'not even the Idempotency-Key (the same request may succeed later). `unavailableDates` lists the full days; ' +
        '`nextAvailable` is the first rental of the same length from the requested delivery date on that the ' +
        'fleet allows within the booking window, or null; `message` says both in a sentence.',
      body: v.object({ ...unavailableAnswerSchema.entries, requestId: problemEntries.requestId }),
    },
    ...serverFailureAnswers,
  },
});

export const bookingsApi = [createBooking] as const;
