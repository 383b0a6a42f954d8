// The in-memory store's outbox and message log behave like the SQL ones where a back-office test
// can tell: a booking's messages in order, a rolled-back transaction queues nothing, and only a
// dead message can be re-queued.
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { InMemoryStore } from './in-memory-store.ts';

describe('the in-memory outbox and message log', () => {
  it("lists a booking's messages, pending and due, oldest first", async () => {
    const now = new Date('2026-11-22T14:00:00Z');
    const store = new InMemoryStore({ now: () => now });
    const booking = storedBooking();
    await store.transaction(async ({ outbox }) => {
      await outbox.enqueue({ kind: 'booking-confirmation', booking, manageUrl: null });
      await outbox.enqueue({ kind: 'booking-notice', booking });
    });

    const entries = await store.messageLog.listForBooking(booking.id);

    expect(entries.map((entry) => [entry.kind, entry.status, entry.recipient, entry.nextAttemptAt])).toEqual([
      ['booking-confirmation', 'pending', 'jane@example.com', now],
      ['booking-notice', 'pending', 'info@coastalhaul.example', now],
    ]);
    expect(await store.messageLog.listForBooking(storedBooking().id)).toEqual([]);
  });

  it('forgets what a failed transaction queued', async () => {
    const store = new InMemoryStore();
    const booking = storedBooking();
    await expect(
      store.transaction(async ({ outbox }) => {
        await outbox.enqueue({ kind: 'booking-notice', booking });
        throw new Error('later write failed');
      }),
    ).rejects.toThrow('later write failed');

    expect(store.outbox).toEqual([]);
  });

  it('re-queues a dead message with its attempts from zero, and nothing else', async () => {
    const store = new InMemoryStore();
    const booking = storedBooking();
    await store.transaction(({ outbox }) => outbox.enqueue({ kind: 'booking-notice', booking }));
    const [row] = store.outbox;
    if (!row) throw new Error('nothing queued');

    expect(await store.messageLog.requeueDead(row.mail.id)).toBe(false);
    Object.assign(row, { status: 'dead', attempts: 8, lastError: '550 no such user' });
    expect(await store.messageLog.requeueDead(row.mail.id)).toBe(true);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: '550 no such user' });
  });
});
