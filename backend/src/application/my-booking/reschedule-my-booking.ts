// POST /api/my-booking/reschedule: new delivery and pickup dates (docs/decisions/0065 and 0091),
// until the 24-hour limit, under the booking form's date rules and quoted afresh by the domain.
// The new dates are judged against the fleet leaving the booking itself out of the count.
import {
  businessDateAt,
  decideReschedule,
  type RescheduleRequest,
  rentalAvailability,
  rentalAvailabilityRange,
  unavailableAnswer,
} from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { IdempotencyClaim, IdempotencyStore } from '../ports/idempotency.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { AccessLinks } from './access-links.ts';
import { type ChangeOutcome, changeOnce } from './change-once.ts';
import { changeRefusalOf } from './change-refusal.ts';

export class RescheduleMyBooking {
  private readonly unitOfWork: UnitOfWork;
  private readonly idempotency: IdempotencyStore;
  private readonly links: AccessLinks;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, idempotency: IdempotencyStore, links: AccessLinks, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.idempotency = idempotency;
    this.links = links;
    this.clock = clock;
  }

  execute(token: string, request: RescheduleRequest, claim?: IdempotencyClaim): Promise<ChangeOutcome> {
    const now = this.clock.now();
    const today = businessDateAt(now);
    return changeOnce({
      unitOfWork: this.unitOfWork,
      idempotency: this.idempotency,
      links: this.links,
      now,
      token,
      claim,
      decide: async (booking, { fleet }) => {
        const decision = decideReschedule(booking, request, { now });
        if (!decision.ok) return { ok: false, refusal: changeRefusalOf(decision) };
        const requested = { deliveryDate: decision.deliveryDate, pickupDate: decision.pickupDate };
        const held = await fleet.hold(booking.dumpsterSize, rentalAvailabilityRange(requested, today), {
          excludeBookingId: booking.id,
        });
        const judged = rentalAvailability(held.occupancy, held.fleetUnits, requested, { today });
        if (!judged.available) {
          const answer = unavailableAnswer({
            size: booking.dumpsterSize,
            requested,
            unavailableDates: judged.unavailableDates,
            nextAvailable: judged.nextAvailable,
          });
          return { ok: false, refusal: { kind: 'unavailable', answer } };
        }
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
      },
    });
  }
}
