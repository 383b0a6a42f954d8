// POST /api/my-booking/reschedule: new delivery and pickup dates (docs/decisions/0065 and 0091),
// until the 24-hour limit, under the booking form's date rules and quoted afresh by the domain.
// The new dates are judged against the fleet leaving the booking itself out of the count, in the
// two steps of a new booking (hold-rental.ts, decision 0086): under the size's lock only the new
// dates are read; the next dates that work are looked for after the transaction, without a lock.
import {
  type BusinessCalendar,
  businessDateAt,
  decideReschedule,
  type RescheduleRequest,
} from '@dumpster/domain';
import { explainFullRental, holdRental, RentalFullError } from '../availability/hold-rental.ts';
import type { Booking } from '../booking.ts';
import type { IdempotencyClaim } from '../ports/idempotency.ts';
import type { TransactionRepositories } from '../ports/unit-of-work.ts';
import { type ChangeDecision, type ChangeOutcome, MyBookingChange } from './change-once.ts';
import { changeRefusalOf } from './change-refusal.ts';

/** A full day found, then free again when explained, twice in a row: give up (a 500, not a loop). */
const fullRentalAttempts = 2;

export class RescheduleMyBooking extends MyBookingChange<RescheduleRequest> {
  override async execute(
    token: string,
    request: RescheduleRequest,
    claim?: IdempotencyClaim,
  ): Promise<ChangeOutcome> {
    // A unit freed between finding the dates full and explaining why: the change is tried again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await super.execute(token, request, claim);
      } catch (error) {
        if (!(error instanceof RentalFullError)) throw error;
        const refusal = await explainFullRental(this.unitOfWork, error);
        if (refusal) return { kind: 'refused', refusal: { kind: 'unavailable', answer: refusal.answer } };
        if (attempt >= fullRentalAttempts) throw error;
      }
    }
  }

  protected async decide(
    booking: Booking,
    request: RescheduleRequest,
    { now, calendar }: { now: Date; calendar: BusinessCalendar },
    { fleet }: TransactionRepositories,
  ): Promise<ChangeDecision> {
    const decision = decideReschedule(booking, request, { now, calendar });
    if (!decision.ok) return { ok: false, refusal: changeRefusalOf(decision) };
    const requested = { deliveryDate: decision.deliveryDate, pickupDate: decision.pickupDate };
    // Throws RentalFullError (the transaction rolls back) when a new day is full.
    await holdRental(fleet, {
      size: booking.dumpsterSize,
      rental: requested,
      today: businessDateAt(now),
      now,
      calendar,
      excludeBookingId: booking.id,
    });
    return {
      ok: true,
      change: 'rescheduled',
      booking: { ...booking, ...requested, quote: decision.quote },
      details: {
        deliveryDate: { from: booking.deliveryDate, to: decision.deliveryDate },
        pickupDate: { from: booking.pickupDate, to: decision.pickupDate },
        priceDifferenceCents: decision.priceDifferenceCents,
        totalCents: { from: booking.quote.totalCents, to: decision.quote.totalCents },
      },
    };
  }
}
