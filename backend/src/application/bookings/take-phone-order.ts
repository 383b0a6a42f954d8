// Staff take a booking on the phone (decision 0170): exactly the public booking's write
// (SubmitBooking: the domain's schema and frozen quote, the size held, the booking, its history,
// the My booking link, the confirmation and the business's notice through the outbox, the
// idempotency record, the customer linked, one transaction), with the staff member as the
// history's actor and an answer to read out or print. A caller without an e-mail address is
// booked all the same: no confirmation e-mail is queued for them.
import { type AdminPhoneOrderAnswer, type BookingRequest, bookingReceipt } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Booking } from '../booking.ts';
import type { IdempotencyClaim } from '../ports/idempotency.ts';
import type { TransactionRepositories } from '../ports/unit-of-work.ts';
import type { SubmissionOutcome } from '../submit-once.ts';
import type { SubmitBooking } from './submit-booking.ts';

export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/** The answer staff get: the receipt and the details as stored. */
export function phoneOrderAnswer(booking: Booking, contactRequestId: string | null): AdminPhoneOrderAnswer {
  return {
    receipt: bookingReceipt(booking),
    details: {
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      address: booking.address,
      city: booking.city,
      state: booking.state,
      zipCode: booking.zipCode,
      companyName: booking.companyName,
      jobNumber: booking.jobNumber,
      jobName: booking.jobName,
      specialInstructions: booking.specialInstructions,
    },
    confirmation: booking.email ? 'emailed' : 'not_emailed',
    contactRequestId,
  };
}

export class TakePhoneOrder {
  private readonly submitBooking: SubmitBooking;

  constructor(submitBooking: SubmitBooking) {
    this.submitBooking = submitBooking;
  }

  /**
   * `request` has passed the domain's staff booking schema for the business's today (the public
   * schema with the e-mail optional). `alongside`: more writes of the same transaction.
   */
  execute(
    actor: StaffActor,
    request: BookingRequest,
    claim?: IdempotencyClaim,
    from?: {
      readonly contactRequestId: string;
      readonly alongside: (
        repositories: TransactionRepositories,
        written: { readonly booking: Booking; readonly customerId: string },
      ) => Promise<void>;
    },
  ): Promise<SubmissionOutcome> {
    return this.submitBooking.execute(request, claim, {
      actor,
      reply: (booking) => phoneOrderAnswer(booking, from?.contactRequestId ?? null),
      ...(from ? { alongside: from.alongside } : {}),
    });
  }
}
