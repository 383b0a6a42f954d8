// The back office's reads in SQL (application/ports/admin-queries.ts). Pages are keyset pages:
// `(sort key, id)` compared as a row against where the last page ended, on an index of the same
// columns, so page 10,000 costs what page 1 does (no OFFSET). The free text reads the same
// expression migration 0006 indexes with pg_trgm.
import {
  type AdminBookingsFilter,
  adminStatusCountCap,
  type BookingStatus,
  bookingStatuses,
  type ContactService,
  type DayBoardStop,
} from '@dumpster/domain';
import type { Actor } from '../../application/actor.ts';
import type { Booking } from '../../application/booking.ts';
import type {
  AdminQueries,
  BookingKeyset,
  ContactRequestRow,
  HistoryLine,
} from '../../application/ports/admin-queries.ts';
import { bookingCsvLineSql } from './booking-csv-sql.ts';
import { bookingSearchTextSql } from './booking-index-sql.ts';
import { type BookingRow, bookingColumns, bookingFromRow, toDate } from './booking-rows.ts';
import { guarded } from './database-errors.ts';
import { isUuid } from './mikro-orm-booking-repository.ts';
import type { Orm } from './orm.ts';

const countCap = adminStatusCountCap;
/** Up to this many matches, free text reads them all through the trigram index and sorts them. */
const fewMatchesLimit = 5_000;
/** Rows per query of the export: one string of ~600 kB each (docs/performance.md). */
const exportBatchRows = 2_000;

const sortColumns = { created: 'created_at', delivery: 'delivery_date', pickup: 'pickup_date' } as const;
const sortCasts = { created: 'timestamptz', delivery: 'date', pickup: 'date' } as const;

/** LIKE's own characters in what the user typed match themselves. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of a filter; `withStatus` false for the per-status counts. */
export function filterSql(
  filter: AdminBookingsFilter,
  withStatus = true,
): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (withStatus && filter.status) {
    clauses.push(`b."status" = ?`);
    params.push(filter.status);
  }
  if (filter.size) {
    clauses.push(`b."dumpster_size" = ?`);
    params.push(filter.size);
  }
  if (filter.bookingType) {
    clauses.push(`b."booking_type" = ?`);
    params.push(filter.bookingType);
  }
  if (filter.deliveryFrom) {
    clauses.push(`b."delivery_date" >= ?::date`);
    params.push(filter.deliveryFrom);
  }
  if (filter.deliveryTo) {
    clauses.push(`b."delivery_date" <= ?::date`);
    params.push(filter.deliveryTo);
  }
  if (filter.city) {
    clauses.push(`lower(b."city") = lower(?)`);
    params.push(filter.city);
  }
  if (filter.q) {
    // The indexed expression itself (unqualified: bookings is the only table), so pg_trgm's index serves it.
    clauses.push(`${bookingSearchTextSql} like ?`);
    params.push(likePattern(filter.q));
  }
  return { sql: clauses.length > 0 ? clauses.join(' and ') : 'true', params };
}

/** The filter's order, ties broken by id; `reversed` for "the last row first". */
function orderSql(filter: AdminBookingsFilter, reversed = false): string {
  const column = sortColumns[filter.sort];
  const direction = (filter.direction === 'asc') !== reversed ? 'asc' : 'desc';
  return `b."${column}" ${direction}, b."id" ${direction}`;
}

function afterSql(
  filter: AdminBookingsFilter,
  after: BookingKeyset | undefined,
): { sql: string; params: unknown[] } {
  if (!after) return { sql: 'true', params: [] };
  const column = sortColumns[filter.sort];
  const op = filter.direction === 'asc' ? '>' : '<';
  return {
    sql: `(b."${column}", b."id") ${op} (?::${sortCasts[filter.sort]}, ?::uuid)`,
    params: [after.key, after.id],
  };
}

/** One keyset page of the filter's bookings (bookingColumns): `limit` rows after `after`. */
function pageSql(
  filter: AdminBookingsFilter,
  after: BookingKeyset | undefined,
  limit: number,
  matches: number | undefined,
): { sql: string; params: unknown[] } {
  const where = filterSql(filter);
  const keyset = afterSql(filter, after);
  // Free text: PostgreSQL cannot estimate how many rows a '%term%' matches. Guessing "many", it
  // walks the sort index hoping to stop early, and reads the whole table for a term that
  // matches ten rows (9 s at a million). So when the counts say the matches are few, they are
  // materialised first (read through the trigram index, then sorted: milliseconds); when they
  // are many, walking the sort index finds a page of them at once.
  const fewMatches = filter.q !== undefined && matches !== undefined && matches <= fewMatchesLimit;
  const sql = fewMatches
    ? `with matches as materialized (select ${bookingColumns} from "bookings" b where ${where.sql} and ${keyset.sql})
       select * from matches b order by ${orderSql(filter)} limit ?`
    : `select ${bookingColumns} from "bookings" b where ${where.sql} and ${keyset.sql} order by ${orderSql(filter)} limit ?`;
  return { sql, params: [...where.params, ...keyset.params, limit] };
}

function actorFromRow(row: Record<string, unknown>): Actor {
  if (row.actor_kind === 'staff')
    return { kind: 'staff', userId: String(row.actor_user_id ?? ''), name: String(row.actor_name ?? '') };
  return row.actor_kind === 'customer' ? { kind: 'customer' } : { kind: 'system' };
}

function contactFromRow(row: Record<string, unknown>): ContactRequestRow {
  return {
    id: String(row.id),
    name: String(row.name),
    phone: String(row.phone),
    email: String(row.email),
    service: row.service as ContactService,
    message: String(row.message),
    smsOptIn: Boolean(row.sms_opt_in),
    isContacted: Boolean(row.is_contacted),
    createdAt: toDate(row.created_at),
    contacted:
      row.is_contacted && row.contacted_at
        ? { at: toDate(row.contacted_at), byName: String(row.contacted_by_name ?? '') }
        : null,
  };
}

/** A day board stop's fields (DayBoardStop), in its order, under its names; days as text. */
const dayBoardStopColumns = `b."id" as "bookingId", b."reference", b."name", b."address", b."city",
  b."zip_code" as "zipCode", b."dumpster_size" as "dumpsterSize", b."phone",
  b."special_instructions" as "specialInstructions", b."status",
  b."delivery_date"::text as "deliveryDate", b."pickup_date"::text as "pickupDate"`;

const contactColumns = `"id", "name", "phone", "email", "service", "message", "sms_opt_in", "is_contacted", "created_at", "contacted_at", "contacted_by_name"`;

export class SqlAdminQueries implements AdminQueries {
  private readonly orm: Orm;
  private readonly exportBatch: number;

  /** `exportBatch`: rows per query of the export (smaller in tests, to cross batch boundaries). */
  constructor(orm: Orm, exportBatch = exportBatchRows) {
    this.orm = orm;
    this.exportBatch = exportBatch;
  }

  private run<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return guarded(() => this.orm.em.getConnection().execute<T[]>(sql, params));
  }

  async bookingsPage(
    filter: AdminBookingsFilter,
    after: BookingKeyset | undefined,
    limit: number,
    matches?: number,
  ): Promise<Booking[]> {
    const page = pageSql(filter, after, limit, matches);
    const rows = await this.run<BookingRow>(page.sql, page.params);
    return rows.map(bookingFromRow);
  }

  /**
   * Per status, the bookings of the filter, up to countCap + 1 (decision 0080). Without free
   * text, one capped count per status, each with its status as a constant so it is planned on
   * the (status, ...) indexes and stops at the cap. With free text, the first countCap + 1
   * matches of the trigram index, grouped: exact when the term matches at most countCap.
   */
  async countsByStatus(filter: AdminBookingsFilter): Promise<Record<BookingStatus, number>> {
    const where = filterSql(filter, false);
    let rows: { status: string; count: string | number }[];
    if (filter.q) {
      // The first countCap + 1 matches, read through the trigram index only: with the plain and
      // sequential scans off for this one statement, PostgreSQL cannot walk the table hoping the
      // LIMIT stops it early. A term matching more is answered as partial counts (AdminBookings).
      rows = await guarded(() =>
        this.orm.em.fork().transactional(async (em) => {
          await em.execute('set local enable_seqscan = off', [], 'run');
          await em.execute('set local enable_indexscan = off', [], 'run');
          return em.execute<{ status: string; count: string | number }[]>(
            `select m."status", count(*) as "count" from (select b."status" from "bookings" b where ${where.sql}
               limit ${countCap + 1}) m group by m."status"`,
            where.params,
          );
        }),
      );
    } else {
      const counts = bookingStatuses.map(
        (status) =>
          `select '${status}' as "status", count(*) as "count" from (select 1 from "bookings" b
             where b."status" = '${status}' and ${where.sql} limit ${countCap + 1}) capped`,
      );
      rows = await this.run(
        counts.join(' union all '),
        bookingStatuses.flatMap(() => where.params),
      );
    }
    const counts = Object.fromEntries(bookingStatuses.map((status) => [status, 0])) as Record<
      BookingStatus,
      number
    >;
    for (const row of rows)
      if (row.status in counts)
        counts[row.status as BookingStatus] = Math.min(Number(row.count), countCap + 1);
    return counts;
  }

  async findBooking(id: string): Promise<Booking | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.run<BookingRow>(`select ${bookingColumns} from "bookings" b where b."id" = ?`, [
      id,
    ]);
    return rows[0] ? bookingFromRow(rows[0]) : undefined;
  }

  async bookingHistory(id: string): Promise<HistoryLine[]> {
    if (!isUuid(id)) return [];
    const rows = await this.run<Record<string, unknown>>(
      `select "occurred_at", "actor_kind", "actor_user_id", "actor_name", "type", "details", "seq" from (
         select "occurred_at", "actor_kind", "actor_user_id", "actor_name", "type", "details", "id" as "seq", 0 as "source"
           from "booking_events" where "booking_id" = ?
         union all
         select "occurred_at", "actor_kind", "actor_user_id", "actor_name", "action", "details", "id", 1
           from "audit_events" where "subject_type" = 'booking' and "subject_id" = ?
       ) history order by "occurred_at", "source", "seq"`,
      [id, id],
    );
    return rows.map((row) => ({
      occurredAt: toDate(row.occurred_at),
      actor: actorFromRow(row),
      type: String(row.type),
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<
        string,
        unknown
      >,
    }));
  }

  /**
   * Each row already a stop: its twelve fields under their API names, not the booking's 26
   * columns mapped in JavaScript. A day at a million bookings has ~900 deliveries; reading and
   * converting the columns nobody shows was most of the time (docs/performance.md).
   */
  async dayBoard(date: string): Promise<{ deliveries: DayBoardStop[]; pickups: DayBoardStop[] }> {
    const stops = (dateColumn: string) =>
      this.run<DayBoardStop>(
        `select ${dayBoardStopColumns} from "bookings" b
         where b."${dateColumn}" = ?::date and b."status" <> 'cancelled'
         order by lower(b."city"), lower(b."address"), b."id"`,
        [date],
      );
    const [deliveries, pickups] = await Promise.all([stops('delivery_date'), stops('pickup_date')]);
    return { deliveries, pickups };
  }

  async contactRequestsPage(options: {
    notContacted: boolean;
    after: { createdAt: Date; id: string } | undefined;
    limit: number;
  }): Promise<ContactRequestRow[]> {
    const clauses = [options.notContacted ? 'not "is_contacted"' : 'true'];
    const params: unknown[] = [];
    if (options.after) {
      clauses.push(`("created_at", "id") < (?::timestamptz, ?::uuid)`);
      params.push(options.after.createdAt.toISOString(), options.after.id);
    }
    const rows = await this.run<Record<string, unknown>>(
      `select ${contactColumns} from "contact_requests" where ${clauses.join(' and ')}
       order by "created_at" desc, "id" desc limit ?`,
      [...params, options.limit],
    );
    return rows.map(contactFromRow);
  }

  async countNotContacted(): Promise<number> {
    const rows = await this.run<{ count: string | number }>(
      `select count(*) as "count" from "contact_requests" where not "is_contacted"`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  async findContactRequest(id: string): Promise<ContactRequestRow | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.run<Record<string, unknown>>(
      `select ${contactColumns} from "contact_requests" where "id" = ?`,
      [id],
    );
    return rows[0] ? contactFromRow(rows[0]) : undefined;
  }

  /**
   * The export's CSV: keyset batches of 2,000, each read as one string PostgreSQL built
   * (booking-csv-sql.ts) with the batch's last sort key and id for the next batch.
   */
  async *streamBookingCsv(filter: AdminBookingsFilter): AsyncIterable<string> {
    // Free text: counted first, as the table does, so each batch is read the right way.
    let matches: number | undefined;
    if (filter.q) {
      const where = filterSql(filter);
      const [row] = await this.run<{ count: string | number }>(
        `select count(*) as "count" from "bookings" b where ${where.sql}`,
        where.params,
      );
      matches = Number(row?.count ?? 0);
    }
    const column = sortColumns[filter.sort];
    // The key as text (a timestamp to the microsecond), so the next batch starts exactly after it.
    const readBatch = (after: BookingKeyset | undefined) => {
      const page = pageSql(filter, after, this.exportBatch, matches);
      return this.run<{ csv: string | null; rows: number; key: string | null; id: string | null }>(
        `with page as materialized (${page.sql})
         select string_agg(${bookingCsvLineSql}, '' order by ${orderSql(filter)}) as "csv",
           count(*)::int as "rows",
           (array_agg(b."${column}"::text order by ${orderSql(filter, true)}))[1] as "key",
           (array_agg(b."id"::text order by ${orderSql(filter, true)}))[1] as "id"
         from page b`,
        page.params,
      );
    };
    // One batch read ahead: PostgreSQL builds the next while the client takes this one (two
    // batches in memory at most). Not awaited if the client leaves: its failure is of no interest.
    let next:
      | Promise<{ csv: string | null; rows: number; key: string | null; id: string | null }[]>
      | undefined = readBatch(undefined);
    try {
      while (next) {
        const [batch] = await next;
        next = undefined;
        if (!batch?.csv || !batch.key || !batch.id) return;
        if (batch.rows === this.exportBatch) next = readBatch({ key: batch.key, id: batch.id });
        yield batch.csv;
      }
    } finally {
      next?.catch(() => undefined);
    }
  }
}
