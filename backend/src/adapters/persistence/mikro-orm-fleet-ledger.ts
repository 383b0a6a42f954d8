// The fleet ledger on PostgreSQL and PGlite (docs/decisions/0085, 0089, 0095). `hold` locks the
// weeks of the size's calendar a range touches before it reads them, so bookings whose weeks meet
// judge one at a time, each seeing what the one before it committed; others do not wait. The
// week locks and the occupancy read are hand-written SQL through `em.execute()` (docs/decisions/0110:
// MikroORM has no advisory locks, and the read in SQL was measured against the query builder's);
// the fleet's rows go through the EntityManager. The occupancy comes from the bookings
// themselves through the partial indexes of migrations 0005 and 0008: only occupying bookings,
// delivered from a year before the range (a rental is at most a year: the table's check
// constraint) to its end. The per-day counting is the domain's rule (occupiedDays: delivery
// through pickup, both included), done in SQL so that only per-day changes cross the wire; the
// fleet-ledger and no-overbooking tests hold it to the domain's.
import {
  type DailyOccupancy,
  type DateRange,
  type DumpsterSizeValue,
  dumpsterSizeValues,
} from '@dumpster/domain';
import {
  type FleetLedger,
  FleetNotStoredError,
  type FleetSize,
  type HeldSize,
} from '../../application/ports/fleet-ledger.ts';
import { FleetEntity } from './entities/fleet-entity.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

/** The statuses in the index's predicate (migration 0005): the domain's occupyingStatuses. */
export const occupyingStatusesSql = `'pending', 'confirmed', 'delivered', 'picked_up'`;

/** The longest rental the bookings table allows (its check constraint, migration 0005). */
export const longestStoredRentalDays = 365;

// A size's calendar is locked a week at a time (docs/decisions/0089): a transaction-scoped
// advisory lock per (size, week), taken in ascending week order by one statement (a
// generate_series is scanned in order), so two holds that share a week run one after the other
// and holds in other weeks or sizes run side by side, without a deadlock. A week rather than a
// day keeps a year-long rental at 53 locks (the shared lock table is finite).
const lockWeeksSql = `select count(pg_advisory_xact_lock(?, "week"))::int as "locked"
  from generate_series(cast(? as int), cast(? as int)) as "week"`;

// The same locks without waiting, when the first week is free: its lock is tried first (in a
// CASE, whose WHEN is judged before its THEN), and only then are the later weeks locked, in
// ascending order (so a transaction never holds a later week while it waits for an earlier one).
// 0: the first week was busy and nothing was locked; a later week may still be waited for.
const tryLockWeeksSql = `select case when pg_try_advisory_xact_lock(?, cast(? as int))
    then 1 + (select count(pg_advisory_xact_lock(?, "week"))::int
      from generate_series(cast(? as int) + 1, cast(? as int)) as "week")
    else 0 end as "locked"`;

/** The first number of the advisory lock keys: one per size, stable across releases. */
export function sizeLockKey(size: DumpsterSizeValue): number {
  return 4_210_000 + Number.parseInt(size, 10);
}

const dayMs = 86_400_000;

/** A YYYY-MM-DD date (already validated by the domain's schemas) as its UTC midnight, in ms. */
function utcMidnight(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** Weeks counted from Monday, 2000-01-03: the second number of the advisory lock keys. */
export function weekNumber(date: string): number {
  return Math.floor((utcMidnight(date) - utcMidnight('2000-01-03')) / dayMs / 7);
}

// The bookings that occupy a unit on some day of the range (found through migration 0005's
// b-tree or 0008's overlap index, whichever the planner finds cheaper, decision 0096), then
// summed per day in the database as a difference array: +1 on the first
// day counted, -1 on the day after the last. At most two rows per day come back, however many
// bookings there are. A pickup stored before its delivery counts as the delivery day alone (the
// domain's occupiedDays): greatest().
const occupancySql = (excluding: boolean) => `with "out" as (
    select "delivery_date" as "d", greatest("pickup_date", "delivery_date") as "p"
    from "bookings"
    where "dumpster_size" = ? and "status" in (${occupyingStatusesSql})
      and "delivery_date" >= cast(? as date) - ${longestStoredRentalDays} and "delivery_date" <= cast(? as date)
      and greatest("pickup_date", "delivery_date") >= cast(? as date)
      and daterange("delivery_date", greatest("pickup_date", "delivery_date"), '[]')
        && daterange(cast(? as date), cast(? as date), '[]')${excluding ? ` and "id" <> ?` : ''}
  )
  select to_char("day", 'YYYY-MM-DD') as "day", sum("change")::int as "change" from (
    select greatest("d", cast(? as date)) as "day", 1 as "change" from "out"
    union all
    select "p" + 1, -1 from "out" where "p" < cast(? as date)
  ) as "changes" group by "day"
  union all
  select null, (select "units" from "fleet" where "dumpster_size" = ?)`;

export class MikroOrmFleetLedger implements FleetLedger {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async hold(
    size: DumpsterSizeValue,
    range: DateRange,
    options: { readonly excludeBookingId?: string } = {},
  ): Promise<HeldSize> {
    // The reads come in later statements than the lock, never in it: under READ COMMITTED each
    // statement reads a snapshot taken when it starts, so a read in the locking statement would
    // not see the booking committed by the transaction it waited for. The reads after it do.
    await this.em.execute(lockWeeksSql, [sizeLockKey(size), weekNumber(range.from), weekNumber(range.to)]);
    return this.calendar(size, range, options.excludeBookingId);
  }

  async tryHold(
    size: DumpsterSizeValue,
    range: DateRange,
    options: { readonly excludeBookingId?: string } = {},
  ): Promise<HeldSize | null> {
    const key = sizeLockKey(size);
    const [first, last] = [weekNumber(range.from), weekNumber(range.to)];
    const rows = await this.em.execute<{ locked: number }[]>(tryLockWeeksSql, [key, first, key, first, last]);
    if (Number(rows[0]?.locked ?? 0) === 0) return null;
    return this.calendar(size, range, options.excludeBookingId);
  }

  async read(
    size: DumpsterSizeValue,
    range: DateRange,
    options: { readonly excludeBookingId?: string } = {},
  ): Promise<HeldSize> {
    return this.calendar(size, range, options.excludeBookingId);
  }

  async sizes(): Promise<FleetSize[]> {
    const rows = await this.em
      .createQueryBuilder(FleetEntity, 'f')
      .select(['dumpsterSize', 'units', 'updatedAt', 'updatedBy'])
      .execute('all');
    return dumpsterSizeValues.flatMap((size) => {
      const row = rows.find((candidate) => candidate.dumpsterSize === size);
      if (!row) return [];
      return [{ size, units: row.units, updatedAt: new Date(row.updatedAt), updatedBy: row.updatedBy }];
    });
  }

  async setUnits(change: { size: DumpsterSizeValue; units: number; at: Date; by: string }): Promise<void> {
    const updated = await this.em.nativeUpdate(
      FleetEntity,
      { dumpsterSize: change.size },
      { units: change.units, updatedAt: change.at, updatedBy: change.by },
    );
    if (updated !== 1) throw new FleetNotStoredError(`No fleet row for ${change.size}`);
  }

  /** The size's units and its occupancy over `range`, in one statement (one snapshot). */
  private async calendar(
    size: DumpsterSizeValue,
    range: DateRange,
    excludeBookingId?: string,
  ): Promise<HeldSize> {
    const excluding = excludeBookingId !== undefined;
    const parameters = [
      size,
      range.from,
      range.to,
      range.from,
      range.from,
      range.to,
      ...(excluding ? [excludeBookingId] : []),
      range.from,
      range.to,
      size,
    ];
    const rows = await this.em.execute<{ day: string | null; change: number | null }[]>(
      occupancySql(excluding),
      parameters,
    );
    // The row without a day carries the fleet's units (null: the size has no row).
    const units = rows.find((row) => row.day === null)?.change;
    if (units === null || units === undefined)
      throw new FleetNotStoredError(`No fleet row for ${size}: the start stores one per size`);
    const changes = new Map(rows.map((row) => [row.day, Number(row.change)]));
    // Day by day in UTC milliseconds: this runs for every booking, and the calendar library's
    // parsing per day showed in the write path's CPU time (docs/performance.md).
    const perDay: number[] = [];
    let out = 0;
    const last = utcMidnight(range.to);
    for (let at = utcMidnight(range.from); at <= last; at += dayMs) {
      out += changes.get(new Date(at).toISOString().slice(0, 10)) ?? 0;
      perDay.push(out);
    }
    const occupancy: DailyOccupancy = { from: range.from, units: perDay };
    return { fleetUnits: Number(units), occupancy };
  }
}
