// POST /api/my-booking/cancel: the customer cancels (docs/decisions/0065 and 0091), while the
// booking is pending or confirmed and until the 24-hour limit, with an optional reason. The unit
// it held is free from the moment this commits (a cancelled booking occupies nothing).
import { type CancellationRequest, decideCustomerCancellation } from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import { type ChangeDecision, MyBookingChange } from './change-once.ts';
import { changeRefusalOf } from './change-refusal.ts';

export class CancelMyBooking extends MyBookingChange<CancellationRequest> {
  protected async decide(
    booking: Booking,
    request: CancellationRequest,
    { now }: { now: Date },
  ): Promise<ChangeDecision> {
    const decision = decideCustomerCancellation(booking, request, { now });
    if (!decision.ok) return { ok: false, refusal: changeRefusalOf(decision) };
    return {
      ok: true,
      change: 'cancelled',
      booking: { ...booking, status: 'cancelled' },
      details: { from: booking.status, to: 'cancelled', reason: decision.reason },
    };
  }
}
