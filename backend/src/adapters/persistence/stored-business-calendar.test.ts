// The owner's calendar in the database (migration 0011, decision 0165) and the source every rule
// reads it through: the default (Sunday closed) while nothing is stored, the stored calendar once
// saved, a short-lived copy dropped by a save in this process, and the bookings a change could
// strand read from the bookings table.
import {
  type businessCalendar,
  closedDay,
  defaultCalendarSettings,
  isOpenDay,
  openEveryDay,
} from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { SettingsBusinessCalendar } from '../system/settings-business-calendar.ts';
import { StoredBusinessCalendar } from './stored-business-calendar.ts';

const christmas = { from: '2026-12-25', to: '2026-12-25', reason: 'Christmas Day' };
const hurricane = { from: '2026-12-01', to: '2026-12-03', reason: 'Hurricane' };
const saved = { at: new Date('2026-11-27T15:00:00Z'), by: 'Olivia Owner' };

async function sourceOnStore() {
  const store = await openTestStore();
  let elapsed = 0;
  const source = new StoredBusinessCalendar(
    store.unitOfWork,
    new SettingsBusinessCalendar(defaultCalendarSettings),
    { maxAgeMs: 10_000, elapsedMs: () => elapsed },
  );
  const save = (settings: Parameters<typeof businessCalendar>[0]) =>
    store.unitOfWork.transaction(({ businessCalendar: calendar }) => calendar.save(settings, saved));
  return {
    store,
    source,
    save,
    pass: (ms: number) => {
      elapsed += ms;
    },
  };
}

describe('the stored business calendar', () => {
  it('is the default (Sunday closed) while the owner has saved nothing', async () => {
    const { store, source } = await sourceOnStore();
    expect(await store.unitOfWork.transaction(({ businessCalendar }) => businessCalendar.read())).toBeNull();
    const calendar = await source.current();
    expect(isOpenDay(calendar, '2026-11-29')).toBe(false);
    expect(isOpenDay(calendar, '2026-11-30')).toBe(true);
  });

  it('stores the weekdays and the closures, read back by first day with who saved them', async () => {
    const { store, save } = await sourceOnStore();
    await save({ closedWeekdays: ['sunday', 'saturday'], closures: [christmas, hurricane] });
    expect(await store.unitOfWork.transaction(({ businessCalendar }) => businessCalendar.read())).toEqual({
      settings: { closedWeekdays: ['sunday', 'saturday'], closures: [hurricane, christmas] },
      updatedAt: saved.at,
      updatedBy: 'Olivia Owner',
    });
  });

  it('replaces everything on a second save, an empty calendar included', async () => {
    const { store, save } = await sourceOnStore();
    await save({ closedWeekdays: ['sunday'], closures: [christmas, hurricane] });
    await save({ closedWeekdays: [], closures: [] });
    const stored = await store.unitOfWork.transaction(({ businessCalendar }) => businessCalendar.read());
    expect(stored?.settings).toEqual({ closedWeekdays: [], closures: [] });
  });

  it('keeps its copy for a few seconds, drops it when told of a save, and reads again after', async () => {
    const { source, save, pass } = await sourceOnStore();
    const before = await source.current();
    await save({ closedWeekdays: [], closures: [christmas] });
    // Another instance's save: not seen until the copy is old.
    expect(await source.current()).toBe(before);
    pass(10_000);
    const after = await source.current();
    expect(closedDay(after, '2026-12-25')).toMatchObject({ kind: 'closure', reason: 'Christmas Day' });
    expect(isOpenDay(after, '2026-11-29')).toBe(true);
    // The same settings read again: the same calendar object (what is cached on it stays cached).
    pass(10_000);
    expect(await source.current()).toBe(after);
    // This process's save: seen at once.
    await save({ closedWeekdays: [], closures: [] });
    source.forget();
    const open = await source.current();
    expect(open).toEqual(openEveryDay);
  });

  it('lists the bookings still holding a unit with a date from today on', async () => {
    const { store } = await sourceOnStore();
    const coming = storedBooking({ deliveryDate: '2026-12-01', pickupDate: '2026-12-08' });
    const out = storedBooking({ status: 'delivered', deliveryDate: '2026-11-20', pickupDate: '2026-11-30' });
    const past = storedBooking({ status: 'delivered', deliveryDate: '2026-11-10', pickupDate: '2026-11-20' });
    const cancelled = storedBooking({
      status: 'cancelled',
      deliveryDate: '2026-12-01',
      pickupDate: '2026-12-08',
    });
    const done = storedBooking({ status: 'completed', deliveryDate: '2026-11-01', pickupDate: '2026-11-28' });
    await store.addBookings(coming, out, past, cancelled, done);
    const dated = await store.unitOfWork.transaction(({ businessCalendar }) =>
      businessCalendar.datedBookingsFrom('2026-11-27'),
    );
    expect(dated.map((booking) => booking.id)).toEqual([out.id, coming.id]);
    expect(dated[1]).toEqual({
      id: coming.id,
      reference: coming.reference,
      name: coming.name,
      status: 'pending',
      dumpsterSize: '20-yard',
      deliveryDate: '2026-12-01',
      pickupDate: '2026-12-08',
    });
  });
});
