import { adminStatusCountCap } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { InMemoryAdminQueries } from '../../adapters/memory/in-memory-admin-queries.ts';
import { InMemoryMessageLog } from '../../adapters/memory/in-memory-message-log.ts';
import { InMemoryStore } from '../../adapters/memory/in-memory-store.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { AdminBookings, decodeCursor, encodeCursor } from './admin-bookings.ts';

const query = { sort: 'created', direction: 'desc', limit: 50 } as const;

describe('the bookings table', () => {
  it('caps each status count at 10,000 + 1 and says when free text matched more than the cap', async () => {
    const store = new InMemoryStore();
    for (let i = 0; i < adminStatusCountCap + 5; i += 1)
      store.bookings.push(storedBooking({ name: i % 2 === 0 ? 'Ann Smith' : 'Bo Smith', status: 'pending' }));
    store.bookings.push(storedBooking({ name: 'Rare Person', status: 'confirmed' }));
    const admin = new AdminBookings(store, new InMemoryAdminQueries(store), new FixedClock(new Date()));

    const all = await admin.page(query);
    expect(all?.countsByStatus).toMatchObject({ pending: adminStatusCountCap + 1, confirmed: 1 });
    expect(all?.countsPartial).toBe(false);

    const common = await admin.page({ ...query, q: 'smith' });
    expect(common?.countsPartial).toBe(true);
    expect(common?.items).toHaveLength(50);

    const rare = await admin.page({ ...query, q: 'rare' });
    expect(rare).toMatchObject({ countsPartial: false, countsByStatus: { confirmed: 1, pending: 0 } });
  });

  it('reads back only its own cursors, for the sort they were made for', () => {
    const cursor = encodeCursor(query, {
      key: '2026-11-20T10:00:00.000Z',
      id: '70000000-0000-4000-8000-000000000000',
    });
    expect(decodeCursor(query, cursor)).toEqual({
      key: '2026-11-20T10:00:00.000Z',
      id: '70000000-0000-4000-8000-000000000000',
    });
    expect(decodeCursor({ ...query, sort: 'delivery' }, cursor)).toBeUndefined();
    expect(
      decodeCursor(query, Buffer.from('["created","desc","1; drop table","x"]').toString('base64url')),
    ).toBeUndefined();
    expect(decodeCursor(query, 'not base64 json')).toBeUndefined();
  });
});

describe('re-sending a dead message', () => {
  it('queues it again and writes who did it into the booking’s history', async () => {
    const store = new InMemoryStore();
    const booking = storedBooking();
    store.bookings.push(booking);
    const log = new InMemoryMessageLog();
    log.messages.push({
      bookingId: booking.id,
      id: 'm1',
      kind: 'booking-confirmation',
      to: booking.email,
      subject: 'Your booking',
      status: 'dead',
      attempts: 8,
      lastError: '550',
      createdAt: new Date('2026-11-22T14:00:00Z'),
      sentAt: null,
      nextAttemptAt: null,
    });
    const admin = new AdminBookings(
      store,
      new InMemoryAdminQueries(store),
      new FixedClock(new Date('2026-11-23T09:00:00Z')),
      log,
    );
    const staff = { kind: 'staff', userId: 'u1', name: 'Dee' } as const;
    expect(await admin.resendMessage(staff, booking.id, 'm1')).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(await admin.resendMessage(staff, booking.id, 'm1')).toBeUndefined();
    const detail = await admin.detail(booking.id);
    expect(detail?.history).toEqual([
      expect.objectContaining({
        type: 'message_resent',
        actor: staff,
        details: { messageId: 'm1', kind: 'booking-confirmation' },
      }),
    ]);
  });
});
