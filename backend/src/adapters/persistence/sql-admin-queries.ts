// The back office's reads (application/ports/admin-queries.ts) through MikroORM's query builder,
// as plain rows (no identity map: each read is its own fork). The bookings table's filter, order
// and keyset pages are admin-booking-query.ts; its per-status counts booking-status-counts.ts;
// the export booking-csv-batches.ts.
import type {
  AdminBookingsFilter,
  BookingStatus,
  ContactService,
  DayBoardStop,
  PinnedNote,
} from '@dumpster/domain';
import { raw, sql } from '@mikro-orm/core';
import type { Actor } from '../../application/actor.ts';
import type { Booking } from '../../application/booking.ts';
import type {
  AdminQueries,
  BookingKeyset,
  ContactRequestRow,
  HistoryLine,
} from '../../application/ports/admin-queries.ts';
import { bookingsPageQuery } from './admin-booking-query.ts';
import { bookingCsvBatches } from './booking-csv-batches.ts';
import { bookingFromData } from './booking-rows.ts';
import { countBookingsByStatus } from './booking-status-counts.ts';
import { guarded } from './database-errors.ts';
import { AuditEventEntity } from './entities/audit-event-entity.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { BookingEventEntity } from './entities/booking-event-entity.ts';
import { BookingNoteEntity } from './entities/booking-note-entity.ts';
import { ContactRequestEntity } from './entities/contact-request-entity.ts';
import { isUuid } from './is-uuid.ts';
import type { Orm } from './orm.ts';
import { StatementText } from './statement-text.ts';

/** Rows per query of the export: one string of ~600 kB each (docs/performance.md). */
const exportBatchRows = 2_000;

interface HistoryRow {
  occurred_at: Date | string;
  actor_kind: string;
  actor_user_id: string | null;
  actor_name: string | null;
  type: string;
  details: Record<string, unknown> | string;
}

function actorFromRow(row: HistoryRow): Actor {
  if (row.actor_kind === 'staff')
    return { kind: 'staff', userId: String(row.actor_user_id ?? ''), name: String(row.actor_name ?? '') };
  return row.actor_kind === 'customer' ? { kind: 'customer' } : { kind: 'system' };
}

/**
 * A day board stop's fields (DayBoardStop), in its order, each aliased to its API name: the rows
 * are read unmapped (`execute('all', false)`) and are the stops as they come. Dates are
 * YYYY-MM-DD text on both drivers (MikroORM's type parsers).
 */
const dayBoardStopFields = [
  'id as bookingId',
  'reference as reference',
  'name as name',
  'address as address',
  'city as city',
  'zipCode as zipCode',
  'dumpsterSize as dumpsterSize',
  'phone as phone',
  'specialInstructions as specialInstructions',
  'status as status',
  'deliveryDate as deliveryDate',
  'pickupDate as pickupDate',
] as const;

/**
 * A day's stops (deliveries or pickups), the day's city and street order: the text built once
 * (statement-text.ts), as the day board is one of the back office's most read pages.
 */
function dayBoardStops(day: 'deliveryDate' | 'pickupDate') {
  return new StatementText<[date: string]>((em, date) =>
    em
      .createQueryBuilder(BookingEntity, 'b')
      .select(dayBoardStopFields)
      .where({ [day]: date, status: { $ne: 'cancelled' } })
      .orderBy([{ [sql.lower('b.city')]: 'asc' }, { [sql.lower('b.address')]: 'asc' }, { id: 'asc' }]),
  );
}
const dayBoardDeliveries = dayBoardStops('deliveryDate');
const dayBoardPickups = dayBoardStops('pickupDate');

export const contactFields = [
  'id',
  'name',
  'phone',
  'email',
  'service',
  'message',
  'smsOptIn',
  'isContacted',
  'createdAt',
  'contactedAt',
  'contactedByName',
] as const;

export class SqlAdminQueries implements AdminQueries {
  private readonly orm: Orm;
  private readonly exportBatch: number;

  /** `exportBatch`: rows per query of the export (smaller in tests, to cross batch boundaries). */
  constructor(orm: Orm, exportBatch = exportBatchRows) {
    this.orm = orm;
    this.exportBatch = exportBatch;
  }

  async bookingsPage(
    filter: AdminBookingsFilter,
    after: BookingKeyset | undefined,
    limit: number,
    matches?: number,
  ): Promise<Booking[]> {
    const page = bookingsPageQuery(this.orm.em.fork(), filter, after, limit, matches);
    const rows = await guarded(() => page.execute('all'));
    return rows.map(bookingFromData);
  }

  countsByStatus(filter: AdminBookingsFilter): Promise<Record<BookingStatus, number>> {
    return countBookingsByStatus(this.orm, filter);
  }

  async findBooking(id: string): Promise<Booking | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await guarded(() =>
      this.em().createQueryBuilder(BookingEntity, 'b').select('*').where({ id }).execute('get'),
    );
    return row ? bookingFromData(row) : undefined;
  }

  /** Its booking events and the audit lines about it, in the order they were written. */
  async bookingHistory(id: string): Promise<HistoryLine[]> {
    if (!isUuid(id)) return [];
    const em = this.em();
    const events = em
      .createQueryBuilder(BookingEventEntity, 'e')
      .select([
        'occurredAt',
        'actorKind',
        'actorUserId',
        'actorName',
        'type',
        'details',
        raw('"e"."id" as "seq"'),
        raw('0 as "source"'),
      ])
      .where({ booking: id });
    const audit = em
      .createQueryBuilder(AuditEventEntity, 'a')
      .select([
        'occurredAt',
        'actorKind',
        'actorUserId',
        'actorName',
        raw('"a"."action"'),
        'details',
        raw('"a"."id"'),
        raw('1'),
      ])
      .where({ subjectType: 'booking', subjectId: id });
    const rows = await guarded(() =>
      em
        .createQueryBuilder(events.unionAll(audit), 'history')
        .select('*')
        .orderBy([{ [raw('"occurred_at"')]: 'asc' }, { [raw('"source"')]: 'asc' }, { [raw('"seq"')]: 'asc' }])
        .execute<HistoryRow[]>('all', false),
    );
    return rows.map((row) => ({
      occurredAt: new Date(row.occurred_at),
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
   * columns mapped to a Booking. A day at a million bookings has ~900 deliveries; reading and
   * converting the columns nobody shows was most of the time (docs/performance.md).
   */
  async dayBoard(date: string): Promise<{ deliveries: DayBoardStop[]; pickups: DayBoardStop[] }> {
    const stops = (statement: StatementText<[date: string]>) => {
      const em = this.em();
      const { sql, params } = statement.bind(em, date);
      return guarded(() => em.execute<DayBoardStop[]>(sql, params, 'all'));
    };
    const [deliveries, pickups, notes] = await Promise.all([
      stops(dayBoardDeliveries),
      stops(dayBoardPickups),
      this.pinnedNotesOfDay(date),
    ]);
    const withNotes = (stop: DayBoardStop): DayBoardStop => ({
      ...stop,
      pinnedNotes: notes.get(stop.bookingId) ?? [],
    });
    return { deliveries: deliveries.map(withNotes), pickups: pickups.map(withNotes) };
  }

  /** The notes pinned to the day board of the bookings delivered or picked up on `date` (decision 0177). */
  private async pinnedNotesOfDay(date: string): Promise<Map<string, PinnedNote[]>> {
    const rows = await guarded(() =>
      this.em()
        .createQueryBuilder(BookingNoteEntity, 'n')
        .select(['n.id', 'n.text', 'n.authorName', 'n.createdAt', raw('"n"."booking_id" as "booking_id"')])
        .join('n.booking', 'b')
        .where({ pinned: true, $or: [{ 'b.deliveryDate': date }, { 'b.pickupDate': date }] })
        .orderBy([{ 'n.createdAt': 'asc' }, { 'n.id': 'asc' }])
        .execute<
          {
            id: string | number;
            text: string;
            author_name: string;
            created_at: Date | string;
            booking_id: string;
          }[]
        >('all', false),
    );
    const byBooking = new Map<string, PinnedNote[]>();
    for (const row of rows) {
      const list = byBooking.get(row.booking_id) ?? [];
      list.push({
        id: String(row.id),
        text: row.text,
        authorName: row.author_name,
        createdAt: new Date(row.created_at).toISOString(),
      });
      byBooking.set(row.booking_id, list);
    }
    return byBooking;
  }

  async bookingVersion(id: string): Promise<number> {
    if (!isUuid(id)) return 0;
    return guarded(() => this.em().count(BookingEventEntity, { booking: id }));
  }

  async contactRequestsPage(options: {
    notContacted: boolean;
    after: { createdAt: Date; id: string } | undefined;
    limit: number;
  }): Promise<ContactRequestRow[]> {
    const where: Record<string | symbol, unknown> = options.notContacted ? { isContacted: false } : {};
    if (options.after)
      where[
        sql`("c"."created_at", "c"."id") < (${options.after.createdAt.toISOString()}::timestamptz, ${options.after.id}::uuid)`
      ] = [];
    const rows = await guarded(() =>
      this.contactRequests()
        .where(where)
        .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
        .limit(options.limit)
        .execute('all'),
    );
    return rows.map(contactFromRow);
  }

  countNotContacted(): Promise<number> {
    return guarded(() => this.em().count(ContactRequestEntity, { isContacted: false }));
  }

  async findContactRequest(id: string): Promise<ContactRequestRow | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await guarded(() => this.contactRequests().where({ id }).execute('get'));
    return row ? contactFromRow(row) : undefined;
  }

  streamBookingCsv(filter: AdminBookingsFilter): AsyncIterable<string> {
    return bookingCsvBatches(this.orm, filter, this.exportBatch);
  }

  private em() {
    return this.orm.em.fork();
  }

  private contactRequests() {
    return this.em().createQueryBuilder(ContactRequestEntity, 'c').select(contactFields);
  }
}

export function contactFromRow(row: {
  id: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  smsOptIn: boolean;
  isContacted: boolean;
  createdAt: Date;
  contactedAt?: Date | null;
  contactedByName?: string | null;
}): ContactRequestRow {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    service: row.service as ContactService,
    message: row.message,
    smsOptIn: Boolean(row.smsOptIn),
    isContacted: Boolean(row.isContacted),
    createdAt: new Date(row.createdAt),
    contacted:
      row.isContacted && row.contactedAt
        ? { at: new Date(row.contactedAt), byName: String(row.contactedByName ?? '') }
        : null,
  };
}
