// POST /api/bookings and POST /api/contact (spec section 7): the form's body, validated by the
// declared domain schema before any use case runs, stored once per Idempotency-Key.
import type {
  bookingsApi,
  contactApi,
  createBooking,
  DeclaredAnswer,
  sendContactRequest,
} from '@dumpster/domain/api';
import type { SubmitBooking } from '../../../application/bookings/submit-booking.ts';
import type { SubmitContactRequest } from '../../../application/contact-requests/submit-contact-request.ts';
import { idempotentAnswer } from '../routing/idempotent-answer.ts';
import type { HandlersOf } from '../routing/route-handler.ts';

type Created<Route extends typeof createBooking | typeof sendContactRequest> = Extract<
  DeclaredAnswer<Route>,
  { status: 201 }
>;

export function submissionHandlers(useCases: {
  readonly submitBooking: SubmitBooking;
  readonly submitContactRequest: SubmitContactRequest;
}): HandlersOf<typeof bookingsApi> & HandlersOf<typeof contactApi> {
  return {
    createBooking: async ({ body, idempotency }) =>
      idempotentAnswer<Created<typeof createBooking>>(
        await useCases.submitBooking.execute(body, idempotency),
      ),
    sendContactRequest: async ({ body, idempotency }) =>
      idempotentAnswer<Created<typeof sendContactRequest>>(
        await useCases.submitContactRequest.execute(body, idempotency),
      ),
  };
}
