// Staff record where a container is (decision 0183): at a booking (set down there) or back in the
// yard, from today. The driver's phone will record it with each drop and pickup; until then the
// dispatcher does, and the list counts the days from it. Only a container in service goes out.
import { businessDateAt } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { StoredContainer } from '../ports/containers.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export type PlaceContainerOutcome =
  | { readonly ok: true; readonly container: StoredContainer }
  | { readonly ok: false; readonly refusal: 'not_found' }
  | { readonly ok: false; readonly refusal: 'not_allowed'; readonly message: string };

export const placeMessages = {
  notInService: 'Only a container in service can go to a customer',
  noBooking: 'That booking does not exist or is cancelled',
} as const;

export class PlaceContainer {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  async execute(
    id: string,
    bookingId: string | null,
    actor: Extract<Actor, { kind: 'staff' }>,
  ): Promise<PlaceContainerOutcome> {
    const now = this.clock.now();
    const today = businessDateAt(now);
    return this.unitOfWork.transaction(async ({ containers, bookings, audit }) => {
      const container = await containers.lock(id);
      if (!container) return { ok: false, refusal: 'not_found' } as const;
      if (container.bookingId === bookingId) return { ok: true, container } as const;
      if (bookingId !== null) {
        if (container.condition !== 'in_service')
          return { ok: false, refusal: 'not_allowed', message: placeMessages.notInService } as const;
        const booking = await bookings.findById(bookingId);
        if (!booking || booking.status === 'cancelled')
          return { ok: false, refusal: 'not_allowed', message: placeMessages.noBooking } as const;
      }
      await containers.place(container.id, bookingId, today);
      await audit.append({
        occurredAt: now,
        actor,
        action: 'container_placed',
        subject: { type: 'container', id: container.id },
        details: { number: container.number, from: container.bookingId, to: bookingId },
      });
      return { ok: true, container: { ...container, bookingId, since: today } } as const;
    });
  }
}
