// GET /api/my-booking and POST /api/my-booking/extend|reschedule|cancel (decisions 0090, 0091):
// the customer's own booking, opened by the token of their personal link (customer-link.ts).
import { business } from '@dumpster/domain';
import {
  type DeclaredAnswer,
  type extendMyBooking,
  linkNotValidMessage,
  type myBookingApi,
} from '@dumpster/domain/api';
import type { CancelMyBooking } from '../../../application/my-booking/cancel-my-booking.ts';
import type { ChangeOutcome } from '../../../application/my-booking/change-once.ts';
import type { ChangeRefusal } from '../../../application/my-booking/change-refusal.ts';
import type { ExtendMyBooking } from '../../../application/my-booking/extend-my-booking.ts';
import type { RescheduleMyBooking } from '../../../application/my-booking/reschedule-my-booking.ts';
import type { ViewMyBooking } from '../../../application/my-booking/view-my-booking.ts';
import { idempotentAnswer } from '../routing/idempotent-answer.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';

export interface MyBookingUseCases {
  readonly viewMyBooking: ViewMyBooking;
  readonly extendMyBooking: ExtendMyBooking;
  readonly rescheduleMyBooking: RescheduleMyBooking;
  readonly cancelMyBooking: CancelMyBooking;
}

const linkNotValid = () => problem(404, 'not_found', linkNotValidMessage);

function refusal(refused: ChangeRefusal) {
  switch (refused.kind) {
    case 'invalid':
      return {
        status: 400,
        body: { error: 'validation_failed', message: refused.message, fields: { ...refused.fields } },
      } as const;
    case 'conflict':
      return {
        status: 409,
        body: { error: 'change_refused', message: refused.message, phone: business.phoneE164 },
      } as const;
    case 'unavailable':
      return { status: 409, body: refused.answer } as const;
  }
}

/** Every change answers alike: the booking as its page shows it, or why not. */
function changeAnswer(outcome: ChangeOutcome) {
  if (outcome.kind === 'not_found') return linkNotValid();
  if (outcome.kind === 'refused') return refusal(outcome.refusal);
  return idempotentAnswer<Extract<DeclaredAnswer<typeof extendMyBooking>, { status: 200 }>>(outcome);
}

export function myBookingHandlers(useCases: MyBookingUseCases): HandlersOf<typeof myBookingApi> {
  return {
    getMyBooking: async (_input, { token }) => {
      const view = await useCases.viewMyBooking.execute(token);
      return view ? { status: 200, body: view } : linkNotValid();
    },
    extendMyBooking: async ({ body, idempotency }, { token }) =>
      changeAnswer(await useCases.extendMyBooking.execute(token, body, idempotency)),
    rescheduleMyBooking: async ({ body, idempotency }, { token }) =>
      changeAnswer(await useCases.rescheduleMyBooking.execute(token, body, idempotency)),
    cancelMyBooking: async ({ body, idempotency }, { token }) =>
      changeAnswer(await useCases.cancelMyBooking.execute(token, body, idempotency)),
  };
}
