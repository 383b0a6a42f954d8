import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingStatus, bookingStatuses } from '../booking/booking-status.ts';
import { addDays } from '../calendar/calendar-date.ts';
import { replanTextReminders, type StoredTextReminder, textReminderChanges } from './reminder-changes.ts';
import { planTextReminders, textReminderKey } from './reminder-schedule.ts';

const now = new Date('2026-12-01T15:00:00Z');
const booking = {
  status: 'confirmed' as BookingStatus,
  deliveryDate: '2026-12-10',
  pickupDate: '2026-12-17',
};

/** Stored rows as the backend keeps them, from a plan. */
function stored(plan: ReturnType<typeof planTextReminders>, state: StoredTextReminder['state'] = 'pending') {
  return plan.map((reminder) => ({ key: reminder.key, state, dueAt: reminder.dueAt }));
}

describe('the reminders after a change', () => {
  it('are all added for a new booking', () => {
    const changes = replanTextReminders(booking, [], now);
    expect(changes.withdraw).toEqual([]);
    expect(changes.keep).toEqual([]);
    expect(changes.add.map((reminder) => reminder.key)).toEqual([
      'delivery_reminder:2026-12-10',
      'pickup_reminder:2026-12-17',
    ]);
  });

  it('move a rescheduled delivery once: the old one withdrawn, the new one added, pickup kept', () => {
    const before = stored(planTextReminders(booking, now));
    const changes = replanTextReminders({ ...booking, deliveryDate: '2026-12-11' }, before, now);
    expect(changes.withdraw.map((reminder) => reminder.key)).toEqual(['delivery_reminder:2026-12-10']);
    expect(changes.add.map((reminder) => reminder.key)).toEqual(['delivery_reminder:2026-12-11']);
    expect(changes.keep.map((reminder) => reminder.key)).toEqual(['pickup_reminder:2026-12-17']);
  });

  it('move only the pickup reminder for an extension', () => {
    const before = stored(planTextReminders(booking, now));
    const changes = replanTextReminders({ ...booking, pickupDate: '2026-12-20' }, before, now);
    expect(changes.withdraw.map((reminder) => reminder.key)).toEqual(['pickup_reminder:2026-12-17']);
    expect(changes.add.map((reminder) => reminder.key)).toEqual(['pickup_reminder:2026-12-20']);
  });

  it('withdraw everything pending for a cancellation', () => {
    const before = stored(planTextReminders(booking, now));
    const changes = replanTextReminders({ ...booking, status: 'cancelled' }, before, now);
    expect(changes.withdraw).toHaveLength(2);
    expect(changes.add).toEqual([]);
  });

  it('never plan again a reminder already sent, and ignore withdrawn rows', () => {
    const plan = planTextReminders(booking, now);
    const sent = [{ key: plan[0]!.key, state: 'sent' as const }];
    // An hour after the delivery reminder went out, a status change replans: nothing is added again.
    const later = new Date('2026-12-09T23:00:00Z');
    expect(
      replanTextReminders(booking, [...sent, { key: plan[1]!.key, state: 'pending' }], later).add,
    ).toEqual([]);
    const withdrawn = [{ key: plan[0]!.key, state: 'withdrawn' as const }];
    expect(textReminderChanges(withdrawn, plan).add.map((reminder) => reminder.key)).toContain(plan[0]!.key);
  });

  const change = fc.record({
    status: fc.constantFrom(...bookingStatuses),
    deliveryShift: fc.integer({ min: -3, max: 5 }),
    rentalDays: fc.integer({ min: 0, max: 20 }),
  });

  it('once applied, leave nothing more to change, and keep each reminder key pending at most once', () => {
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 9 * 24 }),
        (changes, hours) => {
          const at = new Date(now.getTime() + hours * 3_600_000);
          let rows: StoredTextReminder[] = [];
          for (const { status, deliveryShift, rentalDays } of changes) {
            const deliveryDate = addDays(booking.deliveryDate, deliveryShift);
            const next = { status, deliveryDate, pickupDate: addDays(deliveryDate, rentalDays) };
            const diff = replanTextReminders(next, rows, at);
            const withdrawn = new Set(diff.withdraw);
            rows = [
              ...rows.map((row) => (withdrawn.has(row) ? { ...row, state: 'withdrawn' as const } : row)),
              ...diff.add.map((reminder) => ({ key: reminder.key, state: 'pending' as const })),
            ];
            const again = replanTextReminders(next, rows, at);
            expect(again.add).toEqual([]);
            expect(again.withdraw).toEqual([]);
            const pending = rows.filter((row) => row.state === 'pending').map((row) => row.key);
            expect(new Set(pending).size).toBe(pending.length);
            expect(new Set(pending)).toEqual(
              new Set(planTextReminders(next, at).map((reminder) => reminder.key)),
            );
          }
        },
      ),
    );
  });

  it('name a reminder by its kind and date', () => {
    expect(textReminderKey('pickup_reminder', '2026-12-17')).toBe('pickup_reminder:2026-12-17');
  });
});
