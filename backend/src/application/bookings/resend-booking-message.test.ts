import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { ReadBooking } from './read-booking.ts';
import { ResendBookingMessage } from './resend-booking-message.ts';

const staff = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d1', name: 'Dee' } as const;

describe('re-sending a dead message', () => {
  it('queues it again and writes who did it into the booking’s history', async () => {
    const store = await openTestStore();
    const booking = storedBooking();
    const other = storedBooking();
    await store.addBookings(booking, other);
    await store.unitOfWork.transaction(({ outbox }) => outbox.enqueue({ kind: 'booking-notice', booking }));
    await store.unitOfWork.transaction(({ outbox }) =>
      outbox.enqueue({ kind: 'booking-notice', booking: other }),
    );
    const [dead, otherDead] = await store.outbox();
    if (!dead || !otherDead) throw new Error('expected two queued messages');
    for (const row of [dead, otherDead]) await store.markDead(row.mail.id, '550');
    const resend = new ResendBookingMessage(
      store.unitOfWork,
      store.messageLog,
      new FixedClock(new Date('2026-11-23T09:00:00Z')),
    );
    // Another booking's message is not re-sent from this booking's page.
    expect(await resend.execute(staff, booking.id, otherDead.mail.id)).toBeUndefined();
    expect((await store.outbox()).find((row) => row.mail.id === otherDead.mail.id)?.status).toBe('dead');
    expect(await resend.execute(staff, booking.id, dead.mail.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(await resend.execute(staff, booking.id, dead.mail.id)).toBeUndefined();
    const detail = await new ReadBooking(store.adminQueries, store.messageLog).execute(booking.id);
    expect(detail?.history).toEqual([
      expect.objectContaining({
        type: 'message_resent',
        actor: staff,
        details: { messageId: dead.mail.id, kind: 'booking-notice' },
      }),
    ]);
  });
});
