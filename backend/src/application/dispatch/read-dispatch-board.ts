// The dispatch board of a day (decision 0181): every delivery, pickup and swap with its driver,
// truck, window, place in the route and container; the drivers and trucks to assign.
import type { DispatchBoard } from '@dumpster/domain';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { readDispatchDay } from './dispatch-day.ts';

export class ReadDispatchBoard {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;

  constructor(unitOfWork: UnitOfWork, queries: AdminQueries) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
  }

  async execute(date: string): Promise<DispatchBoard> {
    return (await readDispatchDay(this.queries, this.unitOfWork, date)).board;
  }
}
