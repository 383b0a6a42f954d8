// POST /api/bookings as the backend answers it: the domain schema, the server's own quote.
import {
  bookingMessages,
  bookingReceipt,
  businessDateAt,
  createBookingSchema,
  friendlyFieldErrors,
  frozenQuote,
  initialBookingStatus,
} from '@dumpster/domain';
import * as v from 'valibot';
import { mockBookingReference, mockId } from './api-answers.ts';
import { unavailableBooking } from './availability.ts';
import { mockApiState } from './mock-api-state.ts';
import type { SubmissionRoute } from './submission-handler.ts';

export const bookingScenarioFields = {
  zipCode: bookingMessages.floridaZip,
  address: 'We could not find this delivery address. Please check it and try again.',
};

export const bookingRoute: SubmissionRoute = {
  path: '/api/bookings',
  scenarioFields: bookingScenarioFields,
  refuse: unavailableBooking,
  accept(body) {
    const today = businessDateAt(new Date());
    const result = v.safeParse(createBookingSchema({ today }), body);
    if (!result.success) return { ok: false, fields: friendlyFieldErrors(result.issues) };
    const booking = result.output;
    const id = mockId();
    mockApiState.bookings.push({ id, body: booking });
    return {
      ok: true,
      created: bookingReceipt({
        ...booking,
        id,
        reference: mockBookingReference(),
        status: initialBookingStatus,
        createdAt: new Date(),
        quote: frozenQuote(booking),
      }),
    };
  },
};
