// The back office's month view of one size (decisions 0085-0088): for each day of a calendar
// month, the units booked and the units the business has, so the owner sees the busy days and
// the over-committed ones (booked above total) at a glance. Past months are allowed.
import { addDays, type DumpsterSizeValue, occupancyByDate } from '@dumpster/domain';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export interface FleetMonthDay {
  readonly date: string;
  readonly booked: number;
  readonly total: number;
}

export interface FleetMonth {
  readonly size: DumpsterSizeValue;
  /** YYYY-MM */
  readonly month: string;
  readonly days: readonly FleetMonthDay[];
}

/** A month written YYYY-MM, from 2000-01 to 2999-12. */
export const monthPattern = /^2\d{3}-(0[1-9]|1[0-2])$/;

/** The first and last day of a YYYY-MM month. */
export function monthRange(month: string): { from: string; to: string } {
  if (!monthPattern.test(month)) throw new RangeError(`A month is written YYYY-MM, not ${month}`);
  const from = `${month}-01`;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const nextMonth =
    monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(nextMonth, -1) };
}

export class ReadFleetMonth {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  async execute(query: { size: DumpsterSizeValue; month: string }): Promise<FleetMonth> {
    const range = monthRange(query.month);
    const { fleetUnits, occupancy } = await this.unitOfWork.transaction(({ fleet }) =>
      fleet.read(query.size, range),
    );
    return {
      size: query.size,
      month: query.month,
      days: occupancyByDate(occupancy).map(({ date, occupiedUnits }) => ({
        date,
        booked: occupiedUnits,
        total: fleetUnits,
      })),
    };
  }
}
