import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { bookingRequest, testNow } from '../../test-support/requests.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { StorageUnavailableError } from '../storage-unavailable-error.ts';
import { SubmitBooking } from './submit-booking.ts';

describe('SubmitBooking', () => {
  let store: TestStore;
  let ids: SequentialIds;
  let submit: SubmitBooking;

  beforeEach(async () => {
    store = await openTestStore();
    ids = new SequentialIds();
    submit = new SubmitBooking(
      store.unitOfWork,
      store.idempotency,
      new FixedClock(testNow),
      ids,
      fixedCalendar(),
    );
  });

  it('stores a pending booking with the quote the server computed', async () => {
    const outcome = await submit.execute(bookingRequest({ dumpsterSize: '15-yard' }));

    expect(outcome.kind).toBe('created');
    expect(await store.bookings()).toHaveLength(1);
    const [booking] = await store.bookings();
    expect(booking?.status).toBe('pending');
    // 2026-11-24 to 2026-12-04 is 10 days: 3 past the included 7, at $60 each.
    expect(booking?.quote).toEqual({
      basePriceCents: 40_000,
      includedDays: 7,
      extraDays: 3,
      extraDayRateCents: 6_000,
      extraCostCents: 18_000,
      totalCents: 58_000,
    });
    expect(booking?.createdAt).toEqual(testNow);
  });

  it('answers 201 with the receipt of the stored booking', async () => {
    const outcome = await submit.execute(bookingRequest());

    expect(outcome).toMatchObject({
      kind: 'created',
      reply: {
        status: 201,
        body: {
          id: (await store.bookings())[0]?.id,
          status: 'pending',
          bookingType: 'residential',
          dumpsterSize: '15-yard',
          deliveryDate: '2026-11-24',
          pickupDate: '2026-12-04',
          createdAt: testNow.toISOString(),
          quote: { totalCents: 58_000 },
        },
      },
    });
  });

  it('stores optional text left blank as null', async () => {
    await submit.execute(bookingRequest({ companyName: '', jobNumber: '', specialInstructions: '' }));

    expect((await store.bookings())[0]).toMatchObject({
      companyName: null,
      jobNumber: null,
      specialInstructions: null,
    });
  });

  it('replays the first reply to a retry with the same key and body without storing again', async () => {
    const claim = { scope: 'bookings', key: 'retry-1', requestHash: 'hash-a' };
    const first = await submit.execute(bookingRequest(), claim);
    const retry = await submit.execute(bookingRequest(), claim);

    expect(retry).toEqual({ kind: 'replayed', reply: first.kind === 'created' ? first.reply : undefined });
    expect(await store.bookings()).toHaveLength(1);
  });

  it('refuses a reused key that carries another request', async () => {
    await submit.execute(bookingRequest(), { scope: 'bookings', key: 'k', requestHash: 'hash-a' });
    const reused = await submit.execute(bookingRequest({ name: 'Someone Else' }), {
      scope: 'bookings',
      key: 'k',
      requestHash: 'hash-b',
    });

    expect(reused).toEqual({ kind: 'key_reused' });
    expect(await store.bookings()).toHaveLength(1);
  });

  it('stores two bookings for two different keys', async () => {
    await submit.execute(bookingRequest(), { scope: 'bookings', key: 'a', requestHash: 'h' });
    await submit.execute(bookingRequest(), { scope: 'bookings', key: 'b', requestHash: 'h' });

    expect(await store.bookings()).toHaveLength(2);
    expect((await store.idempotencyRecords()).size).toBe(2);
  });

  it("writes the booking's first history event, by the customer, in the same transaction", async () => {
    await submit.execute(bookingRequest());

    expect(await store.bookingEvents()).toEqual([
      {
        bookingId: (await store.bookings())[0]?.id,
        occurredAt: testNow,
        actor: { kind: 'customer' },
        type: 'created',
        details: { status: 'pending' },
      },
    ]);
    expect(store.commits).toBe(1);
  });

  it('gives the booking a reference and answers it', async () => {
    const outcome = await submit.execute(bookingRequest());

    expect((await store.bookings())[0]?.reference).toBe('CH-0000-0001');
    expect(outcome).toMatchObject({ kind: 'created', reply: { body: { reference: 'CH-0000-0001' } } });
  });

  it('tries again with a new reference when another booking holds the one it drew', async () => {
    ids.references = ['CH-SAME-0001'];
    await submit.execute(bookingRequest());
    ids.references = ['CH-SAME-0001'];

    const second = await submit.execute(bookingRequest({ name: 'Second Customer' }));

    expect(second.kind).toBe('created');
    expect((await store.bookings()).map((booking) => booking.reference)).toEqual([
      'CH-SAME-0001',
      'CH-0000-0001',
    ]);
  });

  it('stores nothing of a replay: the retry writes no second event', async () => {
    const claim = { scope: 'bookings', key: 'once', requestHash: 'h' };
    await submit.execute(bookingRequest(), claim);
    await submit.execute(bookingRequest(), claim);

    expect(await store.bookingEvents()).toHaveLength(1);
    expect(store.commits).toBe(1);
  });

  it('queues the confirmation to the customer and the notice to the business with the booking', async () => {
    await submit.execute(bookingRequest());

    const [booking] = await store.bookings();
    expect((await store.outbox()).map((row) => row.message)).toEqual([
      { kind: 'booking-confirmation', booking, manageLink: null },
      { kind: 'booking-notice', booking },
    ]);
    expect(store.commits).toBe(1);
  });

  it('queues nothing for a replay: one confirmation and one notice however often the key is retried', async () => {
    const claim = { scope: 'bookings', key: 'mail-once', requestHash: 'h' };
    await submit.execute(bookingRequest(), claim);
    await submit.execute(bookingRequest(), claim);
    await submit.execute(bookingRequest(), claim);

    expect((await store.outbox()).map((row) => row.message.kind)).toEqual([
      'booking-confirmation',
      'booking-notice',
    ]);
  });

  it('leaves no message behind when the booking is not stored', async () => {
    ids.references = ['CH-SAME-0001'];
    await submit.execute(bookingRequest());
    // Every reference it draws is taken: the booking fails, and its messages with it.
    ids.references = ['CH-SAME-0001', 'CH-SAME-0001', 'CH-SAME-0001'];

    await expect(submit.execute(bookingRequest({ name: 'Unlucky' }))).rejects.toThrow();
    expect(await store.outbox()).toHaveLength(2);
  });

  it('passes on an unreachable database and stores nothing', async () => {
    await store.cutOff();

    await expect(submit.execute(bookingRequest())).rejects.toBeInstanceOf(StorageUnavailableError);
    await store.reconnect();
    expect(await store.bookings()).toHaveLength(0);
  });
});
