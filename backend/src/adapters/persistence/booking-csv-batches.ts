// The export's CSV in keyset batches (decision 0082): each batch is one keyset page of the
// filter's bookings, built by the query builder (admin-booking-query.ts), wrapped in a statement
// where PostgreSQL builds the page's CSV lines as one string (booking-csv-sql.ts) beside the
// page's last sort key (as text, to the microsecond) and id, where the next batch starts. The
// wrapper is hand-written SQL: string_agg and array_agg over a materialised page are no query
// builder's, and a million rows read as row objects and formatted in JavaScript grew the
// server's memory by ~250 MB against ~85 MB this way (docs/performance.md, docs/decisions/0110).
import type { AdminBookingsFilter } from '@dumpster/domain';
import type { BookingKeyset } from '../../application/ports/admin-queries.ts';
import { bookingConditions, bookingsPageQuery, sortColumn } from './admin-booking-query.ts';
import { bookingCsvLineSql } from './booking-csv-sql.ts';
import { guarded } from './database-errors.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import type { Orm } from './orm.ts';

interface Batch {
  csv: string | null;
  rows: number;
  key: string | null;
  id: string | null;
}

/** The filter's order as SQL over the page aliased `b`; `reversed` for "the last row first". */
function orderSql(filter: AdminBookingsFilter, reversed = false): string {
  const direction = (filter.direction === 'asc') !== reversed ? 'asc' : 'desc';
  return `b."${sortColumn(filter)}" ${direction}, b."id" ${direction}`;
}

/** The CSV of every booking of the filter, in its order, `batchRows` bookings a chunk. */
export async function* bookingCsvBatches(
  orm: Orm,
  filter: AdminBookingsFilter,
  batchRows: number,
): AsyncIterable<string> {
  const em = orm.em.fork();
  // Free text: counted first, as the table does, so each batch is read the right way.
  let matches: number | undefined;
  if (filter.q) {
    const counted = await guarded(() =>
      em.createQueryBuilder(BookingEntity, 'b').count().where(bookingConditions(filter)).execute('get'),
    );
    matches = Number(counted?.count ?? 0);
  }
  const readBatch = (after: BookingKeyset | undefined) => {
    const page = bookingsPageQuery(em, filter, after, batchRows, matches).toQuery();
    return guarded(() =>
      em.execute<Batch[]>(
        `with page as materialized (${page.sql})
         select string_agg(${bookingCsvLineSql}, '' order by ${orderSql(filter)}) as "csv",
           count(*)::int as "rows",
           (array_agg(b."${sortColumn(filter)}"::text order by ${orderSql(filter, true)}))[1] as "key",
           (array_agg(b."id"::text order by ${orderSql(filter, true)}))[1] as "id"
         from page b`,
        [...page.params],
      ),
    );
  };
  // One batch read ahead: PostgreSQL builds the next while the client takes this one (two
  // batches in memory at most). Not awaited if the client leaves: its failure is of no interest.
  let next: Promise<Batch[]> | undefined = readBatch(undefined);
  try {
    while (next) {
      const [batch] = await next;
      next = undefined;
      if (!batch?.csv || !batch.key || !batch.id) return;
      if (batch.rows === batchRows) next = readBatch({ key: batch.key, id: batch.id });
      yield batch.csv;
    }
  } finally {
    next?.catch(() => undefined);
  }
}
