import { adminStatusCountCap } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { keysetCursors } from '../../test-support/system-adapters.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { ListBookings } from './list-bookings.ts';

const query = { sort: 'created', direction: 'desc', limit: 50 } as const;

describe('the bookings table', () => {
  it('caps each status count at 10,000 + 1 and says when free text matched more than the cap', async () => {
    const store = await openTestStore();
    const pending = storedBooking({ name: 'Ann Smith', status: 'pending' });
    await store.addBookings(pending, storedBooking({ name: 'Rare Person', status: 'confirmed' }));
    await store.copyBooking(pending.id, adminStatusCountCap + 4, ['Bo Smith', 'Ann Smith']);
    const list = new ListBookings(store.adminQueries, keysetCursors());

    const all = await list.execute(query);
    expect(all?.countsByStatus).toMatchObject({ pending: adminStatusCountCap + 1, confirmed: 1 });
    expect(all?.countsPartial).toBe(false);

    const common = await list.execute({ ...query, q: 'smith' });
    expect(common?.countsPartial).toBe(true);
    expect(common?.items).toHaveLength(50);

    const rare = await list.execute({ ...query, q: 'rare' });
    expect(rare).toMatchObject({ countsPartial: false, countsByStatus: { confirmed: 1, pending: 0 } });
  });
});
