// GET /api/availability (decisions 0085-0088): the days of a range on which every unit of a size
// is out, for the booking form's date pickers. A plain read, no lock: the booking itself is
// judged again under the size's lock (hold-rental.ts), so a stale answer can never over-book.
import { type AvailabilityAnswer, type AvailabilityQuery, unavailableDates } from '@dumpster/domain';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ReadAvailability {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  /** `query` has passed the domain's availabilityQuerySchema (at most 181 days). */
  async execute(query: AvailabilityQuery): Promise<AvailabilityAnswer> {
    const { fleetUnits, occupancy } = await this.unitOfWork.transaction(({ fleet }) =>
      fleet.read(query.size, { from: query.from, to: query.to }),
    );
    return {
      size: query.size,
      from: query.from,
      to: query.to,
      unavailable: unavailableDates(occupancy, fleetUnits),
    };
  }
}
