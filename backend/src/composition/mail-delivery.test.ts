// The worker is woken when there is something new to send: after a transaction that queued a
// message commits, and after a dead message is queued again; not after a transaction that queued
// nothing (every back-office request's session check) nor one that rolled back.
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../test-support/stored-booking.ts';
import { openTestStore } from '../test-support/test-store.ts';
import { wakingAfterCommit, wakingAfterRequeue } from './mail-delivery.ts';

function countingWorker() {
  const worker = { wakes: 0, wake: () => (worker.wakes += 1) };
  return worker;
}

describe('waking the delivery worker', () => {
  it('wakes it after a commit that queued a message, not after one that queued nothing or rolled back', async () => {
    const store = await openTestStore();
    const worker = countingWorker();
    const unitOfWork = wakingAfterCommit(store.unitOfWork, worker);
    const booking = storedBooking();
    await store.addBookings(booking);

    await unitOfWork.transaction(({ bookings }) => bookings.findById(booking.id));
    expect(worker.wakes).toBe(0);

    await expect(
      unitOfWork.transaction(async ({ outbox }) => {
        await outbox.enqueue({ kind: 'booking-notice', booking });
        throw new Error('later write failed');
      }),
    ).rejects.toThrow('later write failed');
    expect(worker.wakes).toBe(0);

    await unitOfWork.transaction(async ({ outbox }) => {
      await outbox.enqueue({ kind: 'booking-confirmation', booking, manageLink: null });
      await outbox.enqueue({ kind: 'booking-notice', booking });
      // Not before the commit: the worker would find nothing yet.
      expect(worker.wakes).toBe(0);
    });
    expect(worker.wakes).toBe(1);
    expect((await store.outbox()).map((row) => row.mail.kind).sort()).toEqual([
      'booking-confirmation',
      'booking-notice',
    ]);
  });

  it('wakes it after a dead message is queued again, not when nothing was', async () => {
    const store = await openTestStore();
    const worker = countingWorker();
    const log = wakingAfterRequeue(store.messageLog, worker);
    const booking = storedBooking();
    await store.addBookings(booking);
    await store.unitOfWork.transaction(({ outbox }) => outbox.enqueue({ kind: 'booking-notice', booking }));
    const [row] = await store.outbox();
    if (!row) throw new Error('nothing queued');

    expect(await log.requeueDead(row.mail.id)).toBe(false);
    expect(worker.wakes).toBe(0);
    await store.markDead(row.mail.id, '550 no such user');
    expect(await log.requeueDead(row.mail.id)).toBe(true);
    expect(worker.wakes).toBe(1);
    expect((await log.listForBooking(booking.id)).map((entry) => entry.status)).toEqual(['pending']);
  });
});
