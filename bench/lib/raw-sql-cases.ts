// The cases of `bench/raw-sql-ab.ts`: for each hand-written SQL statement kept in the persistence
// adapters and measurable against an alternative (docs/decisions/0110), the statement as shipped
// ("raw") and the same work written with MikroORM's EntityManager and query builder ("orm").
// Each variant does one operation per call; both give the same answer (checked once per run).
import { randomUUID } from 'node:crypto';
import { type DumpsterSizeValue, dailyOccupancy, occupyingStatuses } from '@dumpster/domain';
import { LockMode, raw, sql } from '@mikro-orm/core';
import type { Orm } from '../../backend/src/entries/database-tools.ts';
import {
  BookingAccessTokenEntity,
  BookingEntity,
  BookingEventEntity,
  bookingCsvColumns,
  bookingData,
  bookingFromData,
  bookingsPageQuery,
  csvLines,
  FleetEntity,
  IdempotencyKeyEntity,
  idempotencyRow,
  insertRow,
  MikroOrmFleetLedger,
  OutboxMessageEntity,
  SqlAdminQueries,
  SqlOutboxQueue,
} from '../../backend/src/entries/persistence-parts.ts';
import { storedBooking } from '../../backend/src/test-support/stored-booking.ts';

export interface AbCase {
  readonly name: string;
  /** Operations per measured call of a variant (the figures are per operation). */
  readonly operations: number;
  readonly raw: () => Promise<unknown>;
  readonly orm: () => Promise<unknown>;
}

// About the size of a booking confirmation's text, HTML and calendar file (docs/performance.md).
const text = 'Thank you for your booking with Coastal Haul. '.repeat(90);
const html = `<p>${'Thank you for your booking with Coastal Haul. '.repeat(100)}</p>`;

/** The rows one booking's transaction inserts (SubmitBooking), as entity data. */
function bookingTransactionRows() {
  const booking = storedBooking();
  const mail = () => ({
    id: randomUUID(),
    kind: 'booking-confirmation',
    messageId: `<${randomUUID()}@coastal-haul.example>`,
    recipient: booking.email,
    replyTo: { name: 'Coastal Haul', address: 'office@coastal-haul.example' },
    subject: `Your dumpster is booked: ${booking.reference}`,
    textBody: text,
    htmlBody: html,
    attachments: [{ filename: 'delivery.ics', contentType: 'text/calendar', content: text.slice(0, 900) }],
    booking: booking.id,
    contactRequest: null,
  });
  return {
    key: idempotencyRow({
      scope: 'bookings',
      key: randomUUID(),
      requestHash: 'a'.repeat(64),
      reply: { status: 201, body: { id: booking.id, reference: booking.reference, quote: booking.quote } },
      createdAt: new Date(),
    }),
    rows: [
      [BookingEntity, bookingData(booking)],
      [
        BookingAccessTokenEntity,
        {
          booking: booking.id,
          keyId: 'k1',
          tokenHmac: randomUUID().replaceAll('-', '').repeat(2),
          expiresAt: new Date(Date.now() + 40 * 86_400_000),
          revokedAt: null,
          createdAt: new Date(),
        },
      ],
      [
        BookingEventEntity,
        {
          booking: booking.id,
          occurredAt: new Date(),
          actorKind: 'customer',
          actorUserId: null,
          actorName: null,
          type: 'created',
          details: { status: 'pending' },
        },
      ],
      [OutboxMessageEntity, mail()],
      [OutboxMessageEntity, mail()],
    ] as [typeof BookingEntity, Record<string, unknown>][],
  };
}

/** The six inserts of a booking's transaction, through row-insert.ts or through em.insert. */
export function bookingInsertsCase(orm: Orm): AbCase {
  return {
    name: "a booking's inserts (key, booking, link, event, two e-mails), one transaction",
    operations: 1,
    raw: () =>
      orm.em.fork().transactional(async (em) => {
        const { key, rows } = bookingTransactionRows();
        await insertRow(em, IdempotencyKeyEntity, key, ' on conflict ("route", "key") do nothing');
        for (const [entity, row] of rows) await insertRow(em, entity, row);
      }),
    orm: () =>
      orm.em.fork().transactional(async (em) => {
        const { key, rows } = bookingTransactionRows();
        await em
          .createQueryBuilder(IdempotencyKeyEntity)
          .insert(key)
          .onConflict(['route', 'key'])
          .ignore()
          .execute('run');
        for (const [entity, row] of rows) await em.insert(entity, row as never);
      }),
  };
}

/** The occupancy of a rental's days: SQL sums per day, or the query builder's rows summed by the domain. */
export function occupancyReadCase(
  orm: Orm,
  size: DumpsterSizeValue,
  ranges: () => { from: string; to: string },
): AbCase {
  return {
    name: `the occupancy of a 10-day rental (${size})`,
    operations: 1,
    raw: () =>
      orm.em
        .fork()
        .transactional(async (em) => (await new MikroOrmFleetLedger(em).read(size, ranges())).occupancy),
    orm: () =>
      orm.em.fork().transactional(async (em) => {
        const range = ranges();
        const yearBefore = new Date(Date.parse(range.from) - 365 * 86_400_000).toISOString().slice(0, 10);
        const bookings = await em
          .createQueryBuilder(BookingEntity, 'b')
          .select(['id', 'dumpsterSize', 'status', 'deliveryDate', 'pickupDate'])
          .where({
            dumpsterSize: size,
            status: { $in: [...occupyingStatuses] },
            deliveryDate: { $gte: yearBefore, $lte: range.to },
            [raw(`greatest("b"."pickup_date", "b"."delivery_date") >= ?::date`, [range.from])]: [],
            [raw(
              `daterange("b"."delivery_date", greatest("b"."pickup_date", "b"."delivery_date"), '[]') && daterange(?::date, ?::date, '[]')`,
              [range.from, range.to],
            )]: [],
          })
          .execute('all');
        await em
          .createQueryBuilder(FleetEntity, 'f')
          .select('units')
          .where({ dumpsterSize: size })
          .execute('get');
        return dailyOccupancy(
          bookings.map((b) => ({
            ...b,
            dumpsterSize: b.dumpsterSize as DumpsterSizeValue,
            status: b.status as never,
          })),
          { ...range, size },
        );
      }),
  };
}

/** Every booking's CSV in batches of 2,000: built by PostgreSQL, or from the query builder's rows. */
export function csvExportCase(orm: Orm, bookings: number): AbCase {
  const filter = { sort: 'created', direction: 'desc' } as const;
  return {
    name: `the CSV export of ${bookings} bookings, batches of 2,000`,
    operations: bookings,
    raw: async () => {
      let csv = '';
      for await (const chunk of new SqlAdminQueries(orm).streamBookingCsv(filter)) csv += chunk;
      return csv;
    },
    orm: async () => {
      let csv = '';
      let after: { key: string; id: string } | undefined;
      for (;;) {
        const rows = await bookingsPageQuery(orm.em.fork(), filter, after, 2_000, undefined).execute('all');
        const page = rows.map(bookingFromData);
        csv += csvLines(bookingCsvColumns, page);
        const last = page.at(-1);
        if (!last || page.length < 2_000) return csv;
        // A Date keeps milliseconds only: rows sharing one would be skipped across a batch boundary.
        after = { key: last.createdAt.toISOString(), id: last.id };
      }
    },
  };
}

/** `now()` plus some milliseconds, by the database's clock. */
const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * The delivery worker's claim with nothing due, what it runs after every committed transaction:
 * the shipped statement, or the same through the query builder (its lock set on the subquery's
 * native builder, since `setLockMode` asks for a transaction).
 */
export function outboxClaimCase(orm: Orm): AbCase {
  return {
    name: "the delivery worker's claim, nothing due",
    operations: 1,
    raw: () => new SqlOutboxQueue(orm).claim('bench', 4, 120_000),
    orm: () => {
      const em = orm.em.fork();
      const due = em
        .createQueryBuilder(OutboxMessageEntity, 'due')
        .select('id')
        .where({ status: 'pending', nextAttemptAt: { $lte: sql`now()` } })
        .orderBy({ nextAttemptAt: 'asc' })
        .limit(4)
        .getNativeQuery()
        .lockMode(LockMode.PESSIMISTIC_PARTIAL_WRITE);
      return em
        .createQueryBuilder(OutboxMessageEntity)
        .update({
          attempts: sql`"attempts" + 1`,
          leasedBy: 'bench',
          leaseUntil: inMs(120_000),
          nextAttemptAt: inMs(120_000),
        })
        .where({ id: { $in: due } })
        .returning([
          'id',
          'kind',
          'messageId',
          'recipient',
          'replyTo',
          'subject',
          'textBody',
          'htmlBody',
          'attachments',
          'attempts',
        ])
        .execute('all');
    },
  };
}

/** A message marked sent (the worker, once per message): the shipped statement, or nativeUpdate. */
export function outboxMarkSentCase(orm: Orm): AbCase {
  const id = randomUUID();
  return {
    name: 'a message marked sent',
    operations: 1,
    raw: () => new SqlOutboxQueue(orm).markSent(id, 'bench-worker'),
    orm: () =>
      orm.em
        .fork()
        .nativeUpdate(
          OutboxMessageEntity,
          { id, status: 'pending' },
          { status: 'sent', sentAt: sql`now()`, leaseUntil: null, leasedBy: null, lastError: null },
        ),
  };
}
