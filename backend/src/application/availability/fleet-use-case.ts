// What the back office's fleet use cases share: a unit of work, and the days they judge a size
// over. They look from today (in Florida) to the last day any booking taken today could still hold
// a unit (delivery at the end of the booking window, the longest rental).
import {
  addDays,
  bookingWindowDays,
  businessDateAt,
  type DateRange,
  longestOnlineRentalDays,
} from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

function fleetHorizon(today: string): DateRange {
  return { from: today, to: addDays(today, bookingWindowDays + longestOnlineRentalDays) };
}

export abstract class FleetUseCase {
  protected readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  /** The clock's now, and the days from today to the horizon. */
  protected horizonNow(): { readonly now: Date; readonly horizon: DateRange } {
    const now = this.clock.now();
    return { now, horizon: fleetHorizon(businessDateAt(now)) };
  }
}
