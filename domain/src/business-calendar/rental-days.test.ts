import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, daysBetween } from '../calendar/calendar-date.ts';
import { sampleCalendars, sampleHolidaySettings } from '../samples/sample-calendars.ts';
import { businessCalendar, isOpenDay, nextOpenDay } from './business-calendar.ts';
import { closedDaysBeforePickup, defaultRentalDates, plannedPickupDate } from './rental-days.ts';

const holidays = businessCalendar(sampleHolidaySettings);
const anyCalendar = fc.constantFrom(...sampleCalendars.map(({ calendar }) => calendar));
const anyDay = fc.integer({ min: 0, max: 5 * 365 }).map((offset) => addDays('2025-06-01', offset));

describe('the pickup planned for a delivery', () => {
  it('is 7 days later on an open day', () => {
    expect(plannedPickupDate(holidays, '2026-12-07')).toBe('2026-12-14');
  });

  it('moves to the next open day when the seventh day is closed (Christmas, then Sunday)', () => {
    // Fri, Dec 18 + 7 = Fri, Dec 25 (Christmas) -> Sat, Dec 26.
    expect(plannedPickupDate(holidays, '2026-12-18')).toBe('2026-12-26');
    expect(plannedPickupDate(holidays, '2026-12-20', 5)).toBe('2026-12-26');
  });

  it('starts the form from the earliest delivery and its planned pickup', () => {
    // Fri, Dec 18 after noon: Sat, Dec 19 and a week later Sat, Dec 26.
    const now = new Date('2026-12-18T18:00:00.000Z');
    expect(defaultRentalDates({ today: '2026-12-18', now, calendar: holidays })).toEqual({
      deliveryDate: '2026-12-19',
      pickupDate: '2026-12-26',
    });
  });
});

describe('the closed days right before a pickup', () => {
  it('counts the run of closed days that ends the day before the pickup', () => {
    // Sat, Dec 26 follows Christmas; Mon, Dec 28 follows Sunday; Sat, Jan 2, 2027 follows New
    // Year's Day (Thu, Dec 31 is open): one closed day each.
    expect(closedDaysBeforePickup(holidays, '2026-12-18', '2026-12-26')).toBe(1);
    expect(closedDaysBeforePickup(holidays, '2026-12-18', '2026-12-28')).toBe(1);
    expect(closedDaysBeforePickup(holidays, '2026-12-18', '2027-01-02')).toBe(1);
  });

  it('is 0 when the day before the pickup is open, or the pickup is not after delivery', () => {
    expect(closedDaysBeforePickup(holidays, '2026-12-07', '2026-12-22')).toBe(0);
    expect(closedDaysBeforePickup(holidays, '2026-12-28', '2026-12-28')).toBe(0);
    expect(closedDaysBeforePickup(holidays, '2026-12-28', '2026-12-20')).toBe(0);
  });

  it('never reaches back past the delivery day', () => {
    // Delivery Sat, Dec 26, pickup Mon, Dec 28: only Sunday lies between.
    expect(closedDaysBeforePickup(holidays, '2026-12-26', '2026-12-28')).toBe(1);
  });
});

describe('rental days on any calendar', () => {
  it('plans an open pickup at least the rental length after delivery, with only closed days skipped', () => {
    fc.assert(
      fc.property(anyCalendar, anyDay, fc.integer({ min: 0, max: 30 }), (calendar, delivery, days) => {
        const pickup = plannedPickupDate(calendar, delivery, days);
        expect(isOpenDay(calendar, pickup)).toBe(true);
        expect(pickup).toBe(nextOpenDay(calendar, addDays(delivery, days)));
      }),
    );
  });

  it('counts, going back from the pickup, exactly the closed days after the delivery', () => {
    fc.assert(
      fc.property(anyCalendar, anyDay, fc.integer({ min: 0, max: 40 }), (calendar, delivery, days) => {
        const pickup = addDays(delivery, days);
        let expected = 0;
        for (let day = addDays(pickup, -1); compareDates(day, delivery) > 0 && !isOpenDay(calendar, day); )
          [expected, day] = [expected + 1, addDays(day, -1)];
        expect(closedDaysBeforePickup(calendar, delivery, pickup)).toBe(expected);
        expect(expected).toBeLessThanOrEqual(Math.max(0, daysBetween(delivery, pickup) - 1));
      }),
    );
  });
});
