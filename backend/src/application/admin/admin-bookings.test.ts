import { adminStatusCountCap } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { InMemoryAdminQueries } from '../../adapters/memory/in-memory-admin-queries.ts';
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
