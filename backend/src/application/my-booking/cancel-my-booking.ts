// POST /api/my-booking/cancel: the customer cancels (docs/decisions/0065 and 0091), while the
// booking is pending or confirmed and until the 24-hour limit, with an optional reason. The unit
// it held is free from the moment this commits (a cancelled booking occupies nothing).
import { type CancellationRequest, decideCustomerCancellation } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { IdempotencyClaim, IdempotencyStore } from '../ports/idempotency.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { AccessLinks } from './access-links.ts';
import { type ChangeOutcome, changeOnce } from './change-once.ts';
import { changeRefusalOf } from './change-refusal.ts';

export class CancelMyBooking {
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

  execute(token: string, request: CancellationRequest, claim?: IdempotencyClaim): Promise<ChangeOutcome> {
    const now = this.clock.now();
    return changeOnce({
      unitOfWork: this.unitOfWork,
      idempotency: this.idempotency,
      links: this.links,
      now,
      token,
      claim,
      decide: async (booking) => {
        const decision = decideCustomerCancellation(booking, request, { now });
        if (!decision.ok) return { ok: false, refusal: changeRefusalOf(decision) };
        return {
          ok: true,
          change: 'cancelled',
          booking: { ...booking, status: 'cancelled' },
          details: { from: booking.status, to: 'cancelled', reason: decision.reason },
        };
      },
    });
  }
}
