// A contact request becomes a booking in one step (decision 0173): the booking through the phone
// order's write (take-phone-order.ts), and in the same transaction the request linked to it and
// marked contacted by the staff member, with its line in the audit trail. No such request rolls
// everything back.
import type { BookingRequest } from '@dumpster/domain';
import type { StaffActor, TakePhoneOrder } from '../bookings/take-phone-order.ts';
import type { IdempotencyClaim } from '../ports/idempotency.ts';
import type { SubmissionOutcome } from '../submit-once.ts';

class NoSuchContactRequestError extends Error {
  override name = 'NoSuchContactRequestError';
}

export type ContactBookingOutcome = SubmissionOutcome | { readonly kind: 'not_found' };

export class BookContactRequest {
  private readonly takePhoneOrder: TakePhoneOrder;

  constructor(takePhoneOrder: TakePhoneOrder) {
    this.takePhoneOrder = takePhoneOrder;
  }

  async execute(
    actor: StaffActor,
    contactRequestId: string,
    request: BookingRequest,
    claim?: IdempotencyClaim,
  ): Promise<ContactBookingOutcome> {
    try {
      return await this.takePhoneOrder.execute(actor, request, claim, {
        contactRequestId,
        alongside: async ({ contactRequests, audit }, { booking }) => {
          const by = { userId: actor.userId, name: actor.name };
          if (!(await contactRequests.bookedAs(contactRequestId, booking.id, by, booking.createdAt)))
            throw new NoSuchContactRequestError(contactRequestId);
          await audit.append({
            occurredAt: booking.createdAt,
            actor,
            action: 'contact_marked',
            subject: { type: 'contact_request', id: contactRequestId },
            details: { bookingId: booking.id, reference: booking.reference },
          });
        },
      });
    } catch (error) {
      if (error instanceof NoSuchContactRequestError) return { kind: 'not_found' };
      throw error;
    }
  }
}
