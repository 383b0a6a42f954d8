// The owners' Monday e-mail on the real adapters (decision 0207): from 7 AM Florida time on a
// Monday, once a week, to every active owner, with last week's figures and a link to the dashboard.
import { randomUUID } from 'node:crypto';
import { frozenQuote } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { FinaliseInvoice } from '../billing/finalise-invoice.ts';
import { ReadBookingInvoice } from '../billing/read-booking-invoice.ts';
import { ChangeBookingStatus } from '../bookings/change-booking-status.ts';
import type { StaffUserRecord } from '../staff-user.ts';
import { SendOwnersWeeklySummary } from './send-owners-weekly-summary.ts';

const account = (name: string, role: StaffUserRecord['role']): StaffUserRecord => ({
  id: randomUUID(),
  email: `${name.toLowerCase()}@example.com`,
  name,
  role,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  createdAt: new Date('2026-11-01T12:00:00Z'),
  disabledAt: null,
  passwordVersion: 1,
});

// Monday 30 November 2026: 7 AM in Florida (EST) is 12:00 UTC.
const mondaySeven = new Date('2026-11-30T12:00:00Z');

async function setUp(clock: FixedClock) {
  const store = await openTestStore();
  await store.unitOfWork.transaction(async ({ users }) => {
    await users.add(account('Olivia', 'owner'));
    await users.add(account('Oscar', 'owner'));
    const disabled = account('Dora', 'owner');
    await users.add(disabled);
    await users.disable(disabled.id, new Date('2026-11-10T12:00:00Z'));
    await users.add(account('Sam', 'staff'));
  });
  // Made in the week before (Monday 23 to Sunday 29 November, Florida time).
  await store.addBookings(
    storedBooking({ id: randomUUID(), createdAt: new Date('2026-11-24T15:00:00Z') }),
    storedBooking({ id: randomUUID(), createdAt: new Date('2026-11-20T15:00:00Z') }),
  );
  return { store, summary: new SendOwnersWeeklySummary(store.dashboardQueries, store.unitOfWork, clock) };
}

const summaries = async (store: Awaited<ReturnType<typeof openTestStore>>) =>
  (await store.outbox()).filter((row) => row.mail.kind === 'owners-weekly-summary');

describe('the owners weekly summary', () => {
  it('goes to every active owner on Monday from 7 AM Florida time, with last week and the dashboard link', async () => {
    const clock = new FixedClock(mondaySeven);
    const { store, summary } = await setUp(clock);

    expect(await summary.execute()).toBe(2);

    const rows = await summaries(store);
    expect(rows.map((row) => row.mail.to).sort()).toEqual(['olivia@example.com', 'oscar@example.com']);
    const message = rows[0]?.message;
    if (message?.kind !== 'owners-weekly-summary') throw new Error('not a summary');
    expect(message.summary.week).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(message.summary.totals.received).toBe(1);
    expect(rows[0]?.mail.subject).toContain('2026-11-23 to 2026-11-29');
  });

  it('is not sent twice in a week, nor before 7 AM, nor on a Sunday', async () => {
    const clock = new FixedClock(new Date('2026-11-29T15:00:00Z'));
    const { store, summary } = await setUp(clock);

    expect(await summary.execute()).toBe(0);
    clock.set(new Date('2026-11-30T11:59:00Z'));
    expect(await summary.execute()).toBe(0);
    expect(await summaries(store)).toHaveLength(0);

    clock.set(mondaySeven);
    expect(await summary.execute()).toBe(2);
    clock.set(new Date('2026-11-30T13:00:00Z'));
    expect(await summary.execute()).toBe(0);
    clock.set(new Date('2026-12-01T13:00:00Z'));
    expect(await summary.execute()).toBe(0);
    expect(await summaries(store)).toHaveLength(2);

    // The next Monday is a new week.
    clock.set(new Date('2026-12-07T12:30:00Z'));
    expect(await summary.execute()).toBe(2);
    expect(await summaries(store)).toHaveLength(4);
  });

  it('tells what needs attention: a box out past pickup, an overdue invoice, a full day ahead, for the template to tell', async () => {
    const clock = new FixedClock(mondaySeven);
    const { store, summary } = await setUp(clock);
    await store.setFleet({ '10-yard': 1, '15-yard': 5, '20-yard': 5 });
    // An invoice issued on 5 November (Net 15: due the 20th), still unpaid on the Monday.
    const billingClock = new FixedClock(new Date('2026-11-05T15:00:00Z'));
    const ids = new SequentialIds();
    const changeStatus = new ChangeBookingStatus(
      store.unitOfWork,
      store.adminQueries,
      billingClock,
      store.messageLog,
      ids,
    );
    const invoiced = storedBooking({
      id: randomUUID(),
      status: 'delivered',
      dumpsterSize: '15-yard',
      deliveryDate: '2026-10-28',
      pickupDate: '2026-11-04',
      quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-10-28', pickupDate: '2026-11-04' }),
    });
    const outLate = storedBooking({
      id: randomUUID(),
      status: 'delivered',
      dumpsterSize: '20-yard',
      deliveryDate: '2026-11-20',
      pickupDate: '2026-11-27',
    });
    const fillsTheTen = storedBooking({
      id: randomUUID(),
      status: 'confirmed',
      dumpsterSize: '10-yard',
      deliveryDate: '2026-12-02',
      pickupDate: '2026-12-04',
    });
    await store.addBookings(invoiced, outLate, fillsTheTen);
    const staff = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d1', name: 'Dee' } as const;
    expect(
      await changeStatus.execute(staff, invoiced.id, { to: 'picked_up', confirmEarly: true }),
    ).toMatchObject({
      ok: true,
    });
    const draft = await new ReadBookingInvoice(store.unitOfWork, billingClock).execute(invoiced.id);
    if (!draft) throw new Error('no draft after pickup');
    expect(await new FinaliseInvoice(store.unitOfWork, billingClock).execute(staff, draft.id)).toMatchObject({
      ok: true,
    });

    expect(await summary.execute()).toBe(2);
    const row = (await summaries(store))[0];
    if (row?.message.kind !== 'owners-weekly-summary') throw new Error('not a summary');
    expect(row.message.summary).toMatchObject({
      week: { from: '2026-11-23', to: '2026-11-29' },
      outPastPickup: 1,
      overdueInvoices: { count: 1, totalCents: draft.totalCents },
      fullDays: [
        { date: '2026-12-02', sizes: ['10-yard'] },
        { date: '2026-12-03', sizes: ['10-yard'] },
        { date: '2026-12-04', sizes: ['10-yard'] },
      ],
    });
  });
});
