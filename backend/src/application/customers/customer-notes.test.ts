// A customer's internal notes (decision 0174) on the real store: who and when, newest first, an
// unknown customer refused, and never in the customer's My booking view.
import { customerKeys } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { tokenOfManageUrl } from '../../test-support/my-booking-link.ts';
import { testNow } from '../../test-support/requests.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { testAccessLinks } from '../../test-support/test-app.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { ViewMyBooking } from '../my-booking/view-my-booking.ts';
import { AddCustomerNote } from './add-customer-note.ts';
import { ListCustomerNotes } from './list-customer-notes.ts';

const dana = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d1', name: 'Dana' } as const;
const sam = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d2', name: 'Sam' } as const;
const customerId = '00000000-0000-4000-8000-00000000c001';
const unknownCustomer = '00000000-0000-4000-8000-00000000c999';

describe('a customer’s internal notes', () => {
  it('are kept with who and when, newest first, and never reach the customer’s page', async () => {
    const store = await openTestStore();
    const booking = storedBooking({ deliveryDate: '2026-11-24' });
    await store.unitOfWork.transaction(async ({ customers, bookings }) => {
      const id = await customers.link(
        { name: booking.name, keys: customerKeys(booking) },
        customerId,
        testNow,
      );
      await bookings.add(booking, id);
    });
    const later = new Date(testNow.getTime() + 60_000);
    const first = await new AddCustomerNote(store.unitOfWork, new FixedClock(testNow)).execute(
      dana,
      customerId,
      { text: 'Pays by check, net 15' },
    );
    await new AddCustomerNote(store.unitOfWork, new FixedClock(later)).execute(sam, customerId, {
      text: 'Prefers morning calls',
    });
    expect(first).toMatchObject({ customerId, authorName: 'Dana', createdAt: testNow });

    const list = new ListCustomerNotes(store.unitOfWork);
    expect(await list.execute(customerId)).toEqual([
      expect.objectContaining({ text: 'Prefers morning calls', authorName: 'Sam', createdAt: later }),
      expect.objectContaining({ text: 'Pays by check, net 15', authorName: 'Dana', createdAt: testNow }),
    ]);
    // An unknown customer, or a malformed id: nothing stored, nothing listed.
    expect(
      await new AddCustomerNote(store.unitOfWork, new FixedClock(testNow)).execute(dana, unknownCustomer, {
        text: 'Lost note',
      }),
    ).toBeUndefined();
    expect(await list.execute(unknownCustomer)).toBeUndefined();
    expect(await list.execute('not-an-id')).toBeUndefined();

    // The customer's page: none of their notes.
    const links = testAccessLinks();
    const reference = await store.unitOfWork.transaction(({ accessTokens }) =>
      links.issue(accessTokens, booking, testNow),
    );
    const url = await store.unitOfWork.transaction(({ accessTokens }) =>
      links.sendTimeUrl(accessTokens, reference),
    );
    const view = await new ViewMyBooking(store.unitOfWork, links, new FixedClock(testNow)).execute(
      tokenOfManageUrl(url),
    );
    expect(view?.reference).toBe(booking.reference);
    expect(JSON.stringify(view)).not.toContain('net 15');
    expect(JSON.stringify(view)).not.toContain('morning calls');
  });
});
