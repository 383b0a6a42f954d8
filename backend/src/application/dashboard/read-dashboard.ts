// The owner's dashboard (decision 0205): the facts of the range and the period before from one
// query, today's receivables from the invoices, and the domain's `dashboardFigures` over them.
import {
  type AdminDashboard,
  businessDateAt,
  type DashboardQuery,
  dashboardFigures,
  previousPeriod,
} from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { DashboardQueries } from '../ports/dashboard-queries.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ReadDashboard {
  private readonly queries: DashboardQueries;
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(queries: DashboardQueries, unitOfWork: UnitOfWork, clock: Clock) {
    this.queries = queries;
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  async execute(query: DashboardQuery): Promise<AdminDashboard> {
    const today = businessDateAt(this.clock.now());
    const range = { from: query.from, to: query.to };
    const window = { from: previousPeriod(range).from, to: range.to };
    const [facts, receivables] = await Promise.all([
      this.queries.facts(window, today),
      this.unitOfWork.transaction(({ invoices }) => invoices.receivables()),
    ]);
    return dashboardFigures({ ...facts, receivables }, range, query.bucket, today);
  }
}
