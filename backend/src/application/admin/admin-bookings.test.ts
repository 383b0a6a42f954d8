import { adminStatusCountCap } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../adapters/memory/in-memory-store.ts';
import { Base64UrlCursorEncoding } from '../../adapters/system/base64url-cursor-encoding.ts';
import { inMemoryAdminBookings } from '../../test-support/in-memory-admin-bookings.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { cursorScope } from '../bookings/list-bookings.ts';
import { KeysetCursors } from '../keyset-cursor.ts';

const cursors = new KeysetCursors(new Base64UrlCursorEncoding());
const encodeCursor = (q: typeof query, keyset: { key: string; id: string }) =>
  cursors.encode(cursorScope(q), keyset);
const decodeCursor = (
  q: { sort: 'created' | 'delivery' | 'pickup'; direction: 'asc' | 'desc' },
  text: string,
) => cursors.decode(cursorScope(q), text);

const query = { sort: 'created', direction: 'desc', limit: 50 } as const;

describe('the bookings table', () => {
  it('caps each status count at 10,000 + 1 and says when free text matched more than the cap', async () => {
    const store = new InMemoryStore();
    for (let i = 0; i < adminStatusCountCap + 5; i += 1)
      store.bookings.push(storedBooking({ name: i % 2 === 0 ? 'Ann Smith' : 'Bo Smith', status: 'pending' }));
    store.bookings.push(storedBooking({ name: 'Rare Person', status: 'confirmed' }));
    const admin = inMemoryAdminBookings(store);

    const all = await admin.list.execute(query);
    expect(all?.countsByStatus).toMatchObject({ pending: adminStatusCountCap + 1, confirmed: 1 });
    expect(all?.countsPartial).toBe(false);

    const common = await admin.list.execute({ ...query, q: 'smith' });
    expect(common?.countsPartial).toBe(true);
    expect(common?.items).toHaveLength(50);

    const rare = await admin.list.execute({ ...query, q: 'rare' });
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
    const other = storedBooking();
    store.bookings.push(booking, other);
    await store.transaction(({ outbox }) => outbox.enqueue({ kind: 'booking-notice', booking }));
    await store.transaction(({ outbox }) => outbox.enqueue({ kind: 'booking-notice', booking: other }));
    const [dead, otherDead] = store.outbox;
    if (!dead || !otherDead) throw new Error('expected two queued messages');
    for (const row of [dead, otherDead])
      Object.assign(row, { status: 'dead', attempts: 8, lastError: '550' });
    const admin = inMemoryAdminBookings(store, { now: new Date('2026-11-23T09:00:00Z') });
    const staff = { kind: 'staff', userId: 'u1', name: 'Dee' } as const;
    // Another booking's message is not re-sent from this booking's page.
    expect(await admin.resendMessage.execute(staff, booking.id, otherDead.mail.id)).toBeUndefined();
    expect(otherDead.status).toBe('dead');
    expect(await admin.resendMessage.execute(staff, booking.id, dead.mail.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(await admin.resendMessage.execute(staff, booking.id, dead.mail.id)).toBeUndefined();
    const detail = await admin.read.execute(booking.id);
    expect(detail?.history).toEqual([
      expect.objectContaining({
        type: 'message_resent',
        actor: staff,
        details: { messageId: dead.mail.id, kind: 'booking-notice' },
      }),
    ]);
  });
});

describe('a status change', () => {
  const staff = { kind: 'staff', userId: 'u1', name: 'Dee' } as const;

  it('queues the customer’s e-mail with the change when confirming or cancelling, and none otherwise', async () => {
    const store = new InMemoryStore();
    const booking = storedBooking({ status: 'pending' });
    store.bookings.push(booking);
    const admin = inMemoryAdminBookings(store);

    expect(await admin.changeStatus.execute(staff, booking.id, { to: 'confirmed' })).toMatchObject({
      ok: true,
    });
    expect(store.outbox.map((row) => row.message)).toEqual([
      expect.objectContaining({ kind: 'booking-status-changed', status: 'confirmed', reason: null }),
    ]);
    expect(store.outbox[0]?.mail.to).toBe(booking.email);

    expect(await admin.changeStatus.execute(staff, booking.id, { to: 'delivered' })).toMatchObject({
      ok: true,
    });
    expect(store.outbox).toHaveLength(1);
  });

  it('leaves neither the status nor the e-mail when the e-mail cannot be queued', async () => {
    const store = new InMemoryStore();
    const booking = storedBooking({ status: 'confirmed' });
    store.bookings.push(booking);
    const failing = {
      transaction: <T>(work: Parameters<InMemoryStore['transaction']>[0]) =>
        store.transaction(
          (repositories) =>
            work({
              ...repositories,
              outbox: { enqueue: () => Promise.reject(new Error('disk full')) },
            }) as Promise<T>,
        ),
    };
    const admin = inMemoryAdminBookings(store, { unitOfWork: failing });
    await expect(
      admin.changeStatus.execute(staff, booking.id, { to: 'cancelled', reason: 'Customer called' }),
    ).rejects.toThrow('disk full');
    expect(store.bookings[0]?.status).toBe('confirmed');
    expect(store.bookingEvents).toEqual([]);
  });
});
