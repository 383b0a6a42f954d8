// The back office's fleet use cases on the real adapters (decisions 0085-0088): the fleet with its
// over-committed days, the owner's audited change, and the month view of booked/total per day.
import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { bookingRequest, testNow } from '../../test-support/requests.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { SubmitBooking } from '../bookings/submit-booking.ts';
import { fleetSettingAuthor } from '../ports/fleet-ledger.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { ChangeFleet } from './change-fleet.ts';
import { ReadFleet } from './read-fleet.ts';
import { monthRange, ReadFleetMonth } from './read-fleet-month.ts';

const owner = { kind: 'staff', userId: '00000000-0000-4000-8000-000000000001', name: 'Dana Owner' } as const;

describe('the fleet in the back office', () => {
  let store: TestStore;
  let clock: FixedClock;

  beforeEach(async () => {
    store = await openTestStore({ fleet: { '10-yard': 8, '15-yard': 6, '20-yard': 2 } });
    clock = new FixedClock(testNow);
    const submit = new SubmitBooking(
      store.unitOfWork,
      store.idempotency,
      clock,
      new SequentialIds(),
      fixedCalendar(),
    );
    await submit.execute(
      bookingRequest({ dumpsterSize: '20-yard', deliveryDate: '2026-11-24', pickupDate: '2026-11-26' }),
    );
    await submit.execute(
      bookingRequest({ dumpsterSize: '20-yard', deliveryDate: '2026-11-26', pickupDate: '2026-11-27' }),
    );
  });

  it('lowers a size below what is booked, naming the over-committed days, with a line in the audit trail', async () => {
    const changed = await new ChangeFleet(store.unitOfWork, clock, new SequentialIds()).execute(
      { size: '20-yard', units: 1 },
      owner,
    );

    expect(changed).toEqual({
      size: '20-yard',
      previousUnits: 2,
      units: 1,
      overCommittedDays: [{ date: '2026-11-26', occupiedUnits: 2, excessUnits: 1 }],
    });
    expect((await store.fleet()).get('20-yard')).toEqual({
      size: '20-yard',
      units: 1,
      updatedAt: testNow,
      updatedBy: 'Dana Owner',
    });
    expect(await store.auditEvents()).toEqual([
      {
        occurredAt: testNow,
        actor: owner,
        action: 'fleet_changed',
        subject: { type: 'fleet', id: '20-yard' },
        details: { units: { from: 2, to: 1 } },
      },
    ]);
  });

  it('writes nothing for the same figure again', async () => {
    await new ChangeFleet(store.unitOfWork, clock, new SequentialIds()).execute(
      { size: '20-yard', units: 2 },
      owner,
    );
    expect(await store.auditEvents()).toEqual([]);
    expect((await store.fleet()).get('20-yard')?.updatedBy).toBe(fleetSettingAuthor);
  });

  it('keeps neither the change nor its audit line when the audit cannot be written', async () => {
    const failing = {
      transaction: <T>(work: Parameters<UnitOfWork['transaction']>[0]) =>
        store.unitOfWork.transaction((repositories) =>
          work({ ...repositories, audit: { append: async () => Promise.reject(new Error('disk full')) } }),
        ) as Promise<T>,
    };
    await expect(
      new ChangeFleet(failing, clock, new SequentialIds()).execute({ size: '20-yard', units: 5 }, owner),
    ).rejects.toThrow('disk full');
    expect((await store.fleet()).get('20-yard')?.units).toBe(2);
  });

  it('shows every size with its over-committed days from today on', async () => {
    await new ChangeFleet(store.unitOfWork, clock, new SequentialIds()).execute(
      { size: '20-yard', units: 0 },
      owner,
    );

    const fleet = await new ReadFleet(store.unitOfWork, clock).execute();

    expect(fleet.map(({ size, units }) => ({ size, units }))).toEqual([
      { size: '10-yard', units: 8 },
      { size: '15-yard', units: 6 },
      { size: '20-yard', units: 0 },
    ]);
    expect(fleet[2]?.overCommittedDays.map((day) => [day.date, day.excessUnits])).toEqual([
      ['2026-11-24', 1],
      ['2026-11-25', 1],
      ['2026-11-26', 2],
      ['2026-11-27', 1],
    ]);
    expect(fleet[0]?.overCommittedDays).toEqual([]);
  });

  it('gives the month view of booked and total per day', async () => {
    const month = await new ReadFleetMonth(store.unitOfWork).execute({ size: '20-yard', month: '2026-11' });

    expect(month.days).toHaveLength(30);
    expect(month.days.slice(22, 28)).toEqual([
      { date: '2026-11-23', booked: 0, total: 2 },
      { date: '2026-11-24', booked: 1, total: 2 },
      { date: '2026-11-25', booked: 1, total: 2 },
      { date: '2026-11-26', booked: 2, total: 2 },
      { date: '2026-11-27', booked: 1, total: 2 },
      { date: '2026-11-28', booked: 0, total: 2 },
    ]);
  });

  it('knows the length of every month, February of a leap year included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(() => monthRange('2026-13')).toThrow(RangeError);
  });
});
