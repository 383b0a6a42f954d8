// The owner's calendar change (decisions 0165, 0167) on the real adapters: a change that closes a
// day on which a booking still has a delivery or pickup is not saved but answered with those
// bookings, each date with its reason and the next open day; confirmed, it is saved with its
// audit line and the calendar every rule reads changes at once.
import { defaultCalendarSettings, isOpenDay } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { storedCalendar } from '../../test-support/test-calendars.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { ChangeBusinessCalendar } from './change-business-calendar.ts';
import { ReadBusinessCalendar } from './read-business-calendar.ts';

const owner = {
  kind: 'staff',
  userId: '00000000-0000-4000-8000-000000000001',
  name: 'Olivia Owner',
} as const;
const hurricane = { from: '2026-12-01', to: '2026-12-02', reason: 'Hurricane Ana' };

async function setUp() {
  const store = await openTestStore();
  const clock = new FixedClock(new Date('2026-11-27T15:00:00Z'));
  const calendars = storedCalendar(store.unitOfWork);
  const change = new ChangeBusinessCalendar(store.unitOfWork, clock, defaultCalendarSettings, calendars);
  const read = new ReadBusinessCalendar(store.unitOfWork, clock, defaultCalendarSettings);
  return { store, calendars, change, read };
}

describe('changing the business calendar', () => {
  it('reads the default (Sunday closed, never saved) with no booking stranded', async () => {
    const { read } = await setUp();
    expect(await read.execute()).toEqual({
      closedWeekdays: ['sunday'],
      closures: [],
      updatedAt: null,
      updatedBy: null,
      stranded: [],
    });
  });

  it('lists the bookings a closure would strand and saves nothing until confirmed', async () => {
    const { store, calendars, change, read } = await setUp();
    const delivery = storedBooking({ deliveryDate: '2026-12-01', pickupDate: '2026-12-08' });
    const pickup = storedBooking({
      status: 'delivered',
      deliveryDate: '2026-11-24',
      pickupDate: '2026-12-02',
    });
    const untouched = storedBooking({ deliveryDate: '2026-12-03', pickupDate: '2026-12-10' });
    await store.addBookings(delivery, pickup, untouched);
    const settings = { closedWeekdays: ['sunday' as const], closures: [hurricane] };

    const refused = await change.execute({ ...settings, confirmStranded: false }, owner);
    expect(refused).toEqual({
      kind: 'stranded',
      stranded: [
        expect.objectContaining({
          reference: pickup.reference,
          dates: [
            {
              field: 'pickupDate',
              date: '2026-12-02',
              reason: 'Closed: Hurricane Ana',
              nextOpenDate: '2026-12-03',
            },
          ],
        }),
        expect.objectContaining({
          reference: delivery.reference,
          dates: [
            {
              field: 'deliveryDate',
              date: '2026-12-01',
              reason: 'Closed: Hurricane Ana',
              nextOpenDate: '2026-12-03',
            },
          ],
        }),
      ],
    });
    expect((await read.execute()).closures).toEqual([]);
    expect(isOpenDay(await calendars.current(), '2026-12-01')).toBe(true);

    const saved = await change.execute({ ...settings, confirmStranded: true }, owner);
    expect(saved.kind).toBe('saved');
    expect(isOpenDay(await calendars.current(), '2026-12-01')).toBe(false);
    const now = await read.execute();
    expect(now).toMatchObject({ closures: [hurricane], updatedBy: 'Olivia Owner' });
    expect(now.stranded.map((booking) => booking.reference)).toEqual([pickup.reference, delivery.reference]);
    expect(await store.auditEvents()).toEqual([
      expect.objectContaining({
        action: 'calendar_changed',
        subject: { type: 'calendar', id: 'business' },
        details: expect.objectContaining({
          closures: { from: [], to: [hurricane] },
          strandedConfirmed: [pickup.reference, delivery.reference],
        }),
      }),
    ]);

    // The bookings already on a closed day do not stop the next change.
    const again = await change.execute(
      { closedWeekdays: [], closures: [hurricane], confirmStranded: false },
      owner,
    );
    expect(again.kind).toBe('saved');
  });
});
