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

/** One status's count, stopped at countCap + 1: `select 'x' as status, count(*) from (... limit) capped`. */
function cappedCount(em: Orm['em'], filter: AdminBookingsFilter, status: BookingStatus) {
  const matching = em
    .createQueryBuilder(BookingEntity, 'b')
    .select(raw('1'))
    .where({ ...bookingConditions(filter, { withStatus: false }), status })
    .limit(countCap + 1);
  return em
    .createQueryBuilder(matching, 'capped')
    .select([raw(`'${status}' as "status"`), raw('count(*) as "count"')]);
}

async function withoutFreeText(orm: Orm, filter: AdminBookingsFilter): Promise<StatusCount[]> {
  const em = orm.em.fork();
  const [first, ...rest] = bookingStatuses.map((status) => cappedCount(em, filter, status));
  if (!first) return [];
  return guarded(() => first.unionAll(...rest).execute<StatusCount[]>('all', false));
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
