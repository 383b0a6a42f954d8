// A driver's stops of today, in route order (decision 0182): only the signed-in driver's, and of
// each only what the driver's view carries (the domain's driverStopOf: no price, no other stop).
import { businessDateAt, type DriverStops, driverRoute } from '@dumpster/domain';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { readDispatchDay } from './dispatch-day.ts';

export class ReadDriverStops {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, queries: AdminQueries, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
    this.clock = clock;
  }

  async execute(driver: { readonly id: string; readonly name: string }): Promise<DriverStops> {
    const date = businessDateAt(this.clock.now());
    const day = await readDispatchDay(this.queries, this.unitOfWork, date);
    const truckNames = new Map(day.board.trucks.map((truck) => [truck.id, truck.name]));
    return { date, driverName: driver.name, stops: driverRoute(day.board.stops, driver.id, truckNames) };
  }
}
