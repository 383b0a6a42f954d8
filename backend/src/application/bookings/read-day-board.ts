// The day board: one day's deliveries and pick-ups of bookings not cancelled, in route order (by
// city, then address), with only the fields a driver's stop needs.
import type { DayBoardStop } from '@dumpster/domain';
import type { AdminQueries } from '../ports/admin-queries.ts';

export class ReadDayBoard {
  private readonly queries: AdminQueries;

  constructor(queries: AdminQueries) {
    this.queries = queries;
  }

  execute(date: string): Promise<{ deliveries: DayBoardStop[]; pickups: DayBoardStop[] }> {
    return this.queries.dayBoard(date);
  }
}
