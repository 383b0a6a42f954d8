// The back office's bookings filter as the query builder's conditions and order (decision 0080).
// Pages are keyset pages: `(sort key, id)` compared as a row against where the last page ended,
// on an index of the same columns, so page 10,000 costs what page 1 does (no OFFSET). A few
// conditions are SQL fragments because an index is built on that very expression: `lower(city)`
// (bookings_city_delivery_date_index), the free-text expression (the trigram index), and the row
// comparison of the keyset.
import type { AdminBookingsFilter } from '@dumpster/domain';
import { type QueryOrderMap, raw, sql } from '@mikro-orm/core';
import type { QBFilterQuery } from '@mikro-orm/sql';
import type { BookingKeyset } from '../../application/ports/admin-queries.ts';
import type { BookingData } from './booking-rows.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { bookingSearchTextSql } from './entities/booking-search-text.ts';
import type { Orm } from './orm.ts';

type EntityManagerOf = Orm['em'];

const sortProperties = { created: 'createdAt', delivery: 'deliveryDate', pickup: 'pickupDate' } as const;
const sortColumns = { created: 'created_at', delivery: 'delivery_date', pickup: 'pickup_date' } as const;
const sortCasts = { created: 'timestamptz', delivery: 'date', pickup: 'date' } as const;

/** The filter's sort key as a column of the bookings table. */
export function sortColumn(filter: AdminBookingsFilter): string {
  return sortColumns[filter.sort];
}

/** LIKE's own characters in what the user typed match themselves. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filter's conditions on bookings aliased `b`: `withStatus` false for the per-status
 * counts; `after` for the keyset page that follows it.
 */
export function bookingConditions(
  filter: AdminBookingsFilter,
  options: { readonly withStatus?: boolean; readonly after?: BookingKeyset } = {},
): QBFilterQuery<BookingData> {
  const where: Record<string | symbol, unknown> = {};
  if (options.withStatus !== false && filter.status) where.status = filter.status;
  if (filter.size) where.dumpsterSize = filter.size;
  if (filter.bookingType) where.bookingType = filter.bookingType;
  if (filter.deliveryFrom || filter.deliveryTo)
    where.deliveryDate = {
      ...(filter.deliveryFrom ? { $gte: filter.deliveryFrom } : {}),
      ...(filter.deliveryTo ? { $lte: filter.deliveryTo } : {}),
    };
  if (filter.city) where[sql.lower('b.city')] = sql`lower(${filter.city})`;
  // The indexed expression itself (unqualified: bookings is the only table), so pg_trgm's index serves it.
  if (filter.q) where[raw(bookingSearchTextSql)] = { $like: likePattern(filter.q) };
  if (options.after) {
    const column = sortColumns[filter.sort];
    const op = filter.direction === 'asc' ? '>' : '<';
    where[
      raw(`(b."${column}", b."id") ${op} (?::${sortCasts[filter.sort]}, ?::uuid)`, [
        options.after.key,
        options.after.id,
      ])
    ] = [];
  }
  return where as QBFilterQuery<BookingData>;
}

/** The filter's order, ties broken by id. */
function bookingOrder(filter: AdminBookingsFilter): QueryOrderMap<BookingData>[] {
  return [
    { [sortProperties[filter.sort]]: filter.direction },
    { id: filter.direction },
  ] as QueryOrderMap<BookingData>[];
}

/** Up to this many matches, free text reads them all through the trigram index and sorts them. */
const fewMatchesLimit = 5_000;

/**
 * One keyset page of the filter's bookings (every column, aliased `b`): `limit` rows after
 * `after`. Free text: PostgreSQL cannot estimate how many rows a '%term%' matches. Guessing
 * "many", it walks the sort index hoping to stop early, and reads the whole table for a term
 * that matches ten rows (9 s at a million). So when the counts say the matches are few, they
 * are materialised first (read through the trigram index, then sorted: milliseconds); when they
 * are many, walking the sort index finds a page of them at once.
 */
export function bookingsPageQuery(
  em: EntityManagerOf,
  filter: AdminBookingsFilter,
  after: BookingKeyset | undefined,
  limit: number,
  matches: number | undefined,
) {
  const where = bookingConditions(filter, { after });
  const fewMatches = filter.q !== undefined && matches !== undefined && matches <= fewMatchesLimit;
  const page = fewMatches
    ? em
        .createQueryBuilder(BookingEntity, 'b')
        .with('matches', em.createQueryBuilder(BookingEntity, 'b').select('*').where(where), {
          materialized: true,
        })
        .from('matches', 'b')
        .select('*')
    : em.createQueryBuilder(BookingEntity, 'b').select('*').where(where);
  return page.orderBy(bookingOrder(filter)).limit(limit);
}
