import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { ChangeBookingStatus } from './change-booking-status.ts';

const staff = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d1', name: 'Dee' } as const;

function changeStatus(store: TestStore, unitOfWork: UnitOfWork = store.unitOfWork) {
  return new ChangeBookingStatus(
    unitOfWork,
    store.adminQueries,
    new FixedClock(new Date()),
    store.messageLog,
    new SequentialIds(),
  );
}

describe('a status change', () => {
  it('queues the customer’s e-mail with the change when confirming or cancelling, and none otherwise', async () => {
    const store = await openTestStore();
    const booking = storedBooking({ status: 'pending' });
    await store.addBookings(booking);
    const change = changeStatus(store);

    expect(await change.execute(staff, booking.id, { to: 'confirmed' })).toMatchObject({ ok: true });
    expect((await store.outbox()).map((row) => row.message)).toEqual([
      expect.objectContaining({ kind: 'booking-status-changed', status: 'confirmed', reason: null }),
    ]);
    expect((await store.outbox())[0]?.mail.to).toBe(booking.email);

    expect(await change.execute(staff, booking.id, { to: 'delivered' })).toMatchObject({ ok: true });
    expect(await store.outbox()).toHaveLength(1);
  });

  it('leaves neither the status nor the e-mail when the e-mail cannot be queued', async () => {
    const store = await openTestStore();
    const booking = storedBooking({ status: 'confirmed' });
    await store.addBookings(booking);
    const failing = {
      transaction: <T>(work: Parameters<UnitOfWork['transaction']>[0]) =>
        store.unitOfWork.transaction(
          (repositories) =>
            work({
              ...repositories,
              outbox: { enqueue: () => Promise.reject(new Error('disk full')) },
            }) as Promise<T>,
        ),
    };
    await expect(
      changeStatus(store, failing).execute(staff, booking.id, { to: 'cancelled', reason: 'Customer called' }),
    ).rejects.toThrow('disk full');
    expect((await store.bookings())[0]?.status).toBe('confirmed');
    expect(await store.bookingEvents()).toEqual([]);
  });
});
