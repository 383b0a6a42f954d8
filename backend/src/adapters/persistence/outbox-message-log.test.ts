// The outbox and the message log as the back office reads them, on the real adapters: a
// booking's messages in order, a rolled-back transaction queues nothing, and only a dead message
// can be re-queued.
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore } from '../../test-support/test-store.ts';

describe('the outbox and the message log', () => {
  it("lists a booking's messages, pending and due, oldest first", async () => {
    const store = await openTestStore();
    const booking = storedBooking();
    await store.addBookings(booking);
    await store.unitOfWork.transaction(async ({ outbox }) => {
      await outbox.enqueue({ kind: 'booking-confirmation', booking, manageLink: null });
      await outbox.enqueue({ kind: 'booking-notice', booking });
    });

    const entries = await store.messageLog.listForBooking(booking.id);

    // Due when queued: the database's clock sets both instants in the queuing transaction.
    expect(entries.map((entry) => [entry.kind, entry.status, entry.recipient, entry.nextAttemptAt])).toEqual([
      ['booking-confirmation', 'pending', 'jane@example.com', entries[0]?.createdAt],
      ['booking-notice', 'pending', 'info@coastalhaul.example', entries[0]?.createdAt],
    ]);
    expect(await store.messageLog.listForBooking(storedBooking().id)).toEqual([]);
  });

  it('forgets what a failed transaction queued', async () => {
    const store = await openTestStore();
    const booking = storedBooking();
    await store.addBookings(booking);
    await expect(
      store.unitOfWork.transaction(async ({ outbox }) => {
        await outbox.enqueue({ kind: 'booking-notice', booking });
        throw new Error('later write failed');
      }),
    ).rejects.toThrow('later write failed');

    expect(await store.outbox()).toEqual([]);
  });

  it('re-queues a dead message with its attempts from zero, and nothing else', async () => {
    const store = await openTestStore();
    const booking = storedBooking();
    await store.addBookings(booking);
    await store.unitOfWork.transaction(({ outbox }) => outbox.enqueue({ kind: 'booking-notice', booking }));
    const [row] = await store.outbox();
    if (!row) throw new Error('nothing queued');

    expect(await store.messageLog.requeueDead(row.mail.id)).toBe(false);
    await store.markDead(row.mail.id, '550 no such user');
    expect(await store.messageLog.requeueDead(row.mail.id)).toBe(true);
    expect((await store.outbox())[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: '550 no such user',
    });
  });
});
