// POST /api/my-booking/extend: a later pickup date (docs/decisions/0065 and 0091). The domain
// decides and prices it on the booking's frozen terms; the added days are judged against the
// fleet with the size held, so two customers cannot both take the last unit.
import {
  decideExtension,
  type ExtensionRequest,
  extensionAvailability,
  unavailableExtensionAnswer,
} from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { IdempotencyClaim, IdempotencyStore } from '../ports/idempotency.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { AccessLinks } from './access-links.ts';
import { type ChangeOutcome, changeOnce } from './change-once.ts';
import { changeRefusalOf } from './change-refusal.ts';

export class ExtendMyBooking {
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

  execute(token: string, request: ExtensionRequest, claim?: IdempotencyClaim): Promise<ChangeOutcome> {
    const now = this.clock.now();
    return changeOnce({
      unitOfWork: this.unitOfWork,
      idempotency: this.idempotency,
      links: this.links,
      now,
      token,
      claim,
      decide: async (booking, { fleet }) => {
        const decision = decideExtension(booking, request, { now });
        if (!decision.ok) return { ok: false, refusal: changeRefusalOf(decision) };
        const held = await fleet.hold(booking.dumpsterSize, decision.addedOccupancy, {
          excludeBookingId: booking.id,
        });
        const rental = { currentPickupDate: booking.pickupDate, pickupDate: decision.pickupDate };
        const judged = extensionAvailability(held.occupancy, held.fleetUnits, rental);
        if (!judged.available) {
          const answer = unavailableExtensionAnswer({
            size: booking.dumpsterSize,
            ...rental,
            unavailableDates: judged.unavailableDates,
            latestPickupDate: judged.latestPickupDate,
            deliveryDate: booking.deliveryDate,
          });
          return { ok: false, refusal: { kind: 'unavailable', answer } };
        }
        return {
          ok: true,
          change: 'extended',
          booking: { ...booking, pickupDate: decision.pickupDate, quote: decision.quote },
          details: {
            pickupDate: { from: booking.pickupDate, to: decision.pickupDate },
            addedDays: decision.addedDays,
            priceDifferenceCents: decision.priceDifferenceCents,
            totalCents: { from: booking.quote.totalCents, to: decision.quote.totalCents },
          },
        };
      },
    });
  }
}
