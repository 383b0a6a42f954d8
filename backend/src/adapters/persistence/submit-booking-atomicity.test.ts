// The unit-of-work seam proven through the use case on both databases: when anything fails after
// SubmitBooking has written the booking row inside its transaction, nothing of it is stored.
import { beforeEach, describe, expect, it } from 'vitest';
import { SubmitBooking } from '../../application/bookings/submit-booking.ts';
import type { UnitOfWork } from '../../application/ports/unit-of-work.ts';
import { bookingRequest, testNow } from '../../test-support/requests.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import {
  countRows,
  databaseForSuite,
  emptyTables,
  testDatabaseKinds,
} from '../../test-support/test-databases.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { SequentialIds } from '../memory/sequential-ids.ts';
import { MikroOrmIdempotencyStore } from './mikro-orm-idempotency-store.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';

/** The real unit of work, whose history log fails once the booking row is written. */
function failingAfterTheBooking(real: UnitOfWork): UnitOfWork & { bookingWritten: boolean } {
  const wrapper = {
    bookingWritten: false,
    transaction: <T>(work: Parameters<UnitOfWork['transaction']>[0]) =>
      real.transaction((repositories) =>
        work({
          ...repositories,
          bookings: {
            ...repositories.bookings,
            add: async (booking) => {
              await repositories.bookings.add(booking);
              wrapper.bookingWritten = true;
            },
          },
          bookingEvents: {
            append: async () => {
              throw new Error('the disk filled up');
            },
            count: repositories.bookingEvents.count,
            ofTypes: repositories.bookingEvents.ofTypes,
          },
        }),
      ) as Promise<T>,
  };
  return wrapper;
}

describe.each(testDatabaseKinds())('SubmitBooking on $name', (kind) => {
  const db = databaseForSuite(kind);
  beforeEach(async () => {
    await emptyTables(db, ['outbox_messages', 'booking_events', 'bookings', 'idempotency_keys']);
  });

  const submitWith = (unitOfWork: UnitOfWork) =>
    new SubmitBooking(
      unitOfWork,
      new MikroOrmIdempotencyStore(db.orm),
      new FixedClock(testNow),
      new SequentialIds(),
      fixedCalendar(),
    );

  it('stores the booking, its idempotency record and its history event in one transaction', async () => {
    const outcome = await submitWith(new MikroOrmUnitOfWork(db.orm)).execute(bookingRequest(), {
      scope: 'bookings',
      key: 'whole',
      requestHash: 'h',
    });

    expect(outcome.kind).toBe('created');
    expect(await countRows(db.orm, 'bookings')).toBe(1);
    expect(await countRows(db.orm, 'idempotency_keys')).toBe(1);
    expect(await countRows(db.orm, 'booking_events')).toBe(1);
    expect(await countRows(db.orm, 'outbox_messages')).toBe(2);
  });

  it('queues the confirmation and the notice with the booking, and a replay queues nothing', async () => {
    const claim = { scope: 'bookings', key: 'mail', requestHash: 'h' };
    await submitWith(new MikroOrmUnitOfWork(db.orm)).execute(bookingRequest(), claim);
    const replay = await submitWith(new MikroOrmUnitOfWork(db.orm)).execute(bookingRequest(), claim);

    expect(replay.kind).toBe('replayed');
    const rows = await db.orm.em
      .getConnection()
      .execute<{ kind: string; status: string; booking_id: string; id: string; message_id: string }[]>(
        `select o.kind, o.status, o.booking_id, o.id, o.message_id from "outbox_messages" o order by o.kind`,
      );
    const [booking] = await db.orm.em.getConnection().execute<{ id: string }[]>(`select id from "bookings"`);
    expect(rows.map((row) => [row.kind, row.status, row.booking_id])).toEqual([
      ['booking-confirmation', 'pending', booking?.id],
      ['booking-notice', 'pending', booking?.id],
    ]);
    for (const row of rows) expect(row.message_id).toBe(`<${row.id}@coastalhaul.example>`);
  });

  it('stores no booking when its second message cannot be queued', async () => {
    const real = new MikroOrmUnitOfWork(db.orm);
    const unitOfWork: UnitOfWork = {
      transaction: (work) =>
        real.transaction((repositories) => {
          let queued = 0;
          return work({
            ...repositories,
            outbox: {
              enqueue: async (message) => {
                queued += 1;
                if (queued === 2) throw new Error('the process died here');
                await repositories.outbox.enqueue(message);
              },
            },
          });
        }),
    };

    await expect(submitWith(unitOfWork).execute(bookingRequest())).rejects.toThrow('the process died here');
    expect(await countRows(db.orm, 'bookings')).toBe(0);
    expect(await countRows(db.orm, 'outbox_messages')).toBe(0);
  });

  it('leaves no booking, no idempotency record and no event when a write after the booking fails', async () => {
    const unitOfWork = failingAfterTheBooking(new MikroOrmUnitOfWork(db.orm));
    const attempt = submitWith(unitOfWork).execute(bookingRequest(), {
      scope: 'bookings',
      key: 'half',
      requestHash: 'h',
    });

    await expect(attempt).rejects.toThrow('the disk filled up');
    expect(unitOfWork.bookingWritten).toBe(true);
    expect(await countRows(db.orm, 'bookings')).toBe(0);
    expect(await countRows(db.orm, 'idempotency_keys')).toBe(0);
    expect(await countRows(db.orm, 'booking_events')).toBe(0);
  });

  it('stores the retry of that key once the failure has passed', async () => {
    const claim = { scope: 'bookings', key: 'retry', requestHash: 'h' };
    await expect(
      submitWith(failingAfterTheBooking(new MikroOrmUnitOfWork(db.orm))).execute(bookingRequest(), claim),
    ).rejects.toThrow();

    const retry = await submitWith(new MikroOrmUnitOfWork(db.orm)).execute(bookingRequest(), claim);
    const replay = await submitWith(new MikroOrmUnitOfWork(db.orm)).execute(bookingRequest(), claim);

    expect(retry.kind).toBe('created');
    expect(replay.kind).toBe('replayed');
    expect(await countRows(db.orm, 'bookings')).toBe(1);
  });
});
