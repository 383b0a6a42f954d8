// Per status, the bookings of the back office's filter, up to countCap + 1 (decision 0080).
// Without free text, one capped count per status, each with its status as a constant so it is
// planned on the (status, ...) indexes and stops at the cap. With free text, the first
// countCap + 1 matches of the trigram index, grouped: exact when the term matches at most
// countCap. The first page's exact counts took 440 ms at a million bookings; these take ~10 ms
// (docs/performance.md).
import {
  type AdminBookingsFilter,
  adminStatusCountCap,
  type BookingStatus,
  bookingStatuses,
} from '@dumpster/domain';
import { raw } from '@mikro-orm/core';
import { bookingConditions } from './admin-booking-query.ts';
import { guarded } from './database-errors.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import type { Orm } from './orm.ts';

const countCap = adminStatusCountCap;

type StatusCount = { status: string; count: string | number };

/**
 * One statement: per status, `select 'x' as "status", count(*) from (<the filter and status>
 * limit countCap + 1) capped`, joined by `union all`. The query builder builds the filter's
 * statement once, its status a value of its own; each status's branch is that text with its
 * status bound (building the same statement for each of the six statuses was 13 query builders
 * a request, docs/decisions/0110).
 */
function withoutFreeText(orm: Orm, filter: AdminBookingsFilter): Promise<StatusCount[]> {
  const em = orm.em.fork();
  const statusSlot = '\u0000status\u0000';
  const matching = em
    .createQueryBuilder(BookingEntity, 'b')
    .select(raw('1'))
    .where({ ...bookingConditions(filter, { withStatus: false }), status: statusSlot })
    .limit(countCap + 1)
    .toQuery();
  if (matching.params.filter((param) => param === statusSlot).length !== 1)
    throw new Error(`the status is not one parameter of the count: ${matching.sql}`);
  const branches = bookingStatuses.map((status) => ({
    sql: `select '${status}' as "status", count(*) as "count" from (${matching.sql}) as "capped"`,
    params: matching.params.map((param) => (param === statusSlot ? status : param)),
  }));
  return guarded(() =>
    em.execute<StatusCount[]>(
      branches.map((branch) => branch.sql).join(' union all '),
      branches.flatMap((branch) => branch.params),
      'all',
    ),
  );
}

/**
 * The first countCap + 1 matches, read through the trigram index only: with the plain and
 * sequential scans off for this one statement, PostgreSQL cannot walk the table hoping the LIMIT
 * stops it early. The planner settings are SQL (MikroORM has none): docs/decisions/0110.
 */
function withFreeText(orm: Orm, filter: AdminBookingsFilter): Promise<StatusCount[]> {
  return guarded(() =>
    orm.em.fork().transactional(async (em) => {
      await em.execute('set local enable_seqscan = off', [], 'run');
      await em.execute('set local enable_indexscan = off', [], 'run');
      const matches = em
        .createQueryBuilder(BookingEntity, 'b')
        .select(raw('"b"."status"'))
        .where(bookingConditions(filter, { withStatus: false }))
        .limit(countCap + 1);
      return em
        .createQueryBuilder(matches, 'm')
        .select(['m.status', raw('count(*) as "count"')])
        .groupBy('m.status')
        .execute<StatusCount[]>('all', false);
    }),
  );
}

export async function countBookingsByStatus(
  orm: Orm,
  filter: AdminBookingsFilter,
): Promise<Record<BookingStatus, number>> {
  const rows = filter.q ? await withFreeText(orm, filter) : await withoutFreeText(orm, filter);
  const counts = Object.fromEntries(bookingStatuses.map((status) => [status, 0])) as Record<
    BookingStatus,
    number
  >;
  for (const row of rows)
    if (row.status in counts) counts[row.status as BookingStatus] = Math.min(Number(row.count), countCap + 1);
  return counts;
}
