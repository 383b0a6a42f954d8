// Every container, where it is and for how many days, and whether it is out past its booking's
// pickup date (decision 0183), as the owner's list shows them: the ones out too long first.
import { businessDateAt, type ContainerView, daysThere, isOutPastPickup } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ListContainers {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  async execute(): Promise<{ today: string; items: ContainerView[] }> {
    const today = businessDateAt(this.clock.now());
    const rows = await this.unitOfWork.transaction(({ containers }) => containers.list());
    const items = rows.map((row) => ({
      id: row.id,
      number: row.number,
      size: row.size,
      condition: row.condition,
      bookingId: row.bookingId,
      bookingReference: row.bookingReference,
      address: row.address,
      pickupDate: row.pickupDate,
      since: row.since,
      daysThere: daysThere(row, today),
      outPastPickup: isOutPastPickup(row, row.pickupDate, today),
    }));
    // The boxes out past their pickup first: they are the day's first calls.
    items.sort((a, b) => Number(b.outPastPickup) - Number(a.outPastPickup));
    return { today, items };
  }
}
