import { fromDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingStatus, bookingStatuses } from '../booking/booking-status.ts';
import { addDays, businessDateAt, businessTimeZone } from '../calendar/calendar-date.ts';
import { floridaDayStart, isInTextQuietHours } from './quiet-hours.ts';
import {
  planTextReminders,
  reminderDueAt,
  reminderSendDecision,
  usualReminderDueAt,
} from './reminder-schedule.ts';

const booking = (status: BookingStatus = 'confirmed') => ({
  status,
  deliveryDate: '2026-12-10',
  pickupDate: '2026-12-17',
});
const now = new Date('2026-12-01T15:00:00Z');

describe('the reminders a booking has', () => {
  it('are the day before delivery and the day before pickup, at 5 PM Florida time', () => {
    expect(planTextReminders(booking(), now)).toEqual([
      {
        kind: 'delivery_reminder',
        forDate: '2026-12-10',
        dueAt: new Date('2026-12-09T22:00:00Z'),
        key: 'delivery_reminder:2026-12-10',
      },
      {
        kind: 'pickup_reminder',
        forDate: '2026-12-17',
        dueAt: new Date('2026-12-16T22:00:00Z'),
        key: 'pickup_reminder:2026-12-17',
      },
    ]);
  });

  it('keep 5 PM on the clock across both daylight-saving changes', () => {
    // Delivery Mon, Mar 9, 2026: the day before is the spring change; 5 PM EDT is 21:00Z.
    expect(usualReminderDueAt('2026-03-09').toISOString()).toBe('2026-03-08T21:00:00.000Z');
    // The day before that is still EST.
    expect(usualReminderDueAt('2026-03-08').toISOString()).toBe('2026-03-07T22:00:00.000Z');
    // Delivery Mon, Nov 2, 2026: the day before is the autumn change; 5 PM EST is 22:00Z.
    expect(usualReminderDueAt('2026-11-02').toISOString()).toBe('2026-11-01T22:00:00.000Z');
    expect(usualReminderDueAt('2026-11-01').toISOString()).toBe('2026-10-31T21:00:00.000Z');
  });

  it('depend on the status: none once cancelled or finished, only pickup once delivered', () => {
    for (const status of ['cancelled', 'completed', 'picked_up'] as const) {
      expect(planTextReminders(booking(status), now)).toEqual([]);
    }
    expect(planTextReminders(booking('pending'), now).map((reminder) => reminder.kind)).toEqual([
      'delivery_reminder',
      'pickup_reminder',
    ]);
    expect(planTextReminders(booking('delivered'), now).map((reminder) => reminder.kind)).toEqual([
      'pickup_reminder',
    ]);
  });

  it('go at once for a booking made after 5 PM the day before, while the evening allows', () => {
    // Booked at 7 PM EST on Dec 9 for Dec 10.
    const evening = new Date('2026-12-10T00:00:00Z');
    expect(reminderDueAt('2026-12-10', evening)).toEqual(evening);
  });

  it('are skipped once only quiet hours or the day itself remain', () => {
    // 9:30 PM EST on Dec 9: the next allowed moment is 8 AM on the delivery day itself.
    expect(reminderDueAt('2026-12-10', new Date('2026-12-10T02:30:00Z'))).toBeUndefined();
    // On the day, and after it.
    expect(reminderDueAt('2026-12-10', new Date('2026-12-10T15:00:00Z'))).toBeUndefined();
    expect(planTextReminders(booking(), new Date('2026-12-20T15:00:00Z'))).toEqual([]);
    // Same-day delivery: only the pickup reminder.
    const sameDay = { status: 'pending' as const, deliveryDate: '2026-12-01', pickupDate: '2026-12-08' };
    expect(planTextReminders(sameDay, now).map((reminder) => reminder.kind)).toEqual(['pickup_reminder']);
  });

  const statuses = fc.constantFrom(...bookingStatuses);
  const scenario = fc.record({
    status: statuses,
    // Dates near the 2026 and 2027 changes and anywhere else.
    deliveryDate: fc.oneof(
      fc.constantFrom(
        '2026-03-08',
        '2026-03-09',
        '2026-03-10',
        '2026-10-31',
        '2026-11-01',
        '2026-11-02',
        '2027-03-14',
        '2027-11-07',
      ),
      fc.integer({ min: 0, max: 1500 }).map((days) => addDays('2026-01-01', days)),
    ),
    rentalDays: fc.integer({ min: 0, max: 30 }),
    // "now" from 3 days before delivery to a day after, by the minute.
    minutesFromDelivery: fc.integer({ min: -3 * 24 * 60, max: 24 * 60 }),
  });

  it('are each due outside quiet hours, on the day before their date, never in the past, and only for live bookings', () => {
    fc.assert(
      fc.property(scenario, ({ status, deliveryDate, rentalDays, minutesFromDelivery }) => {
        const pickupDate = addDays(deliveryDate, rentalDays);
        const at = new Date(floridaDayStart(deliveryDate).getTime() + minutesFromDelivery * 60_000);
        const planned = planTextReminders({ status, deliveryDate, pickupDate }, at);
        if (status === 'cancelled' || status === 'completed' || status === 'picked_up')
          expect(planned).toEqual([]);
        for (const reminder of planned) {
          expect(reminder.dueAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
          expect(isInTextQuietHours(reminder.dueAt)).toBe(false);
          expect(businessDateAt(reminder.dueAt)).toBe(addDays(reminder.forDate, -1));
          const dueHour = fromDate(reminder.dueAt, businessTimeZone).hour;
          if (reminder.dueAt.getTime() > at.getTime()) expect(dueHour).toBe(17);
          expect(reminder.key).toBe(`${reminder.kind}:${reminder.forDate}`);
        }
        expect(new Set(planned.map((reminder) => reminder.key)).size).toBe(planned.length);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the worker's last check", () => {
  it('sends in the evening, holds at night, drops once the day has come', () => {
    const reminder = { forDate: '2026-12-10' };
    expect(reminderSendDecision(reminder, new Date('2026-12-09T22:00:00Z'))).toEqual({ send: true });
    // 5 AM EST on Dec 9 (a worker backlog from the night): held to 8 AM.
    expect(reminderSendDecision(reminder, new Date('2026-12-09T10:00:00Z'))).toEqual({
      send: false,
      holdUntil: new Date('2026-12-09T13:00:00Z'),
    });
    // 10 PM EST on Dec 9: the next allowed moment is the delivery day itself.
    expect(reminderSendDecision(reminder, new Date('2026-12-10T03:00:00Z'))).toEqual({
      send: false,
      expired: true,
    });
    expect(reminderSendDecision(reminder, new Date('2026-12-10T14:00:00Z'))).toEqual({
      send: false,
      expired: true,
    });
  });
});
