import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessCalendar,
  isOpenDay,
  nextOpenDay,
  openEveryDay,
} from '../business-calendar/business-calendar.ts';
import { addDays, daysBetween } from '../calendar/calendar-date.ts';
import { sampleCalendars, sampleHolidaySettings } from '../samples/sample-calendars.ts';
import { extensionAvailability } from './extension-availability.ts';
import { nextAvailableRental, nextAvailableSearchRange } from './next-available.ts';
import { rentalAvailability, rentalAvailabilityRange } from './rental-availability.ts';

const holidays = businessCalendar(sampleHolidaySettings);
const from = '2026-12-01';

/** One unit per day, none out, except the full days given (offsets from Dec 1). */
function occupancy(fullOffsets: readonly number[], days = 800) {
  return { from, units: Array.from({ length: days }, (_, day) => (fullOffsets.includes(day) ? 1 : 0)) };
}

describe('the next possible rental on the business calendar', () => {
  it('delivers on an open day and plans the pickup past a closed one', () => {
    // Dec 1-17 full: the first open delivery after is Fri, Dec 18; its seventh day is Christmas.
    const full = Array.from({ length: 17 }, (_, day) => day);
    expect(
      nextAvailableRental(occupancy(full), 1, { start: from, rentalDays: 7, calendar: holidays }),
    ).toEqual({ deliveryDate: '2026-12-18', pickupDate: '2026-12-26' });
  });

  it('reads the occupancy as far as the last planned pickup', () => {
    const range = nextAvailableSearchRange({
      start: from,
      rentalDays: 7,
      lastDelivery: '2026-12-18',
      calendar: holidays,
    });
    expect(range).toEqual({ from, to: '2026-12-26' });
  });

  it('offers dates from the earliest delivery: after noon, not today', () => {
    const friday = '2026-12-04';
    const rental = { deliveryDate: friday, pickupDate: '2026-12-11' };
    const afternoon = { now: new Date('2026-12-04T18:00:00.000Z'), calendar: holidays };
    const range = rentalAvailabilityRange(rental, friday, afternoon);
    const judged = rentalAvailability(
      { from: range.from, units: Array.from({ length: 500 }, (_, day) => (day === 0 ? 1 : 0)) },
      1,
      rental,
      { today: friday, ...afternoon },
    );
    expect(judged).toEqual({
      available: false,
      unavailableDates: [friday],
      nextAvailable: { deliveryDate: '2026-12-05', pickupDate: '2026-12-12' },
    });
  });

  it('offers an extension that ends on an open day', () => {
    // Booked through Fri, Dec 18; full from Mon, Dec 28: the day before is a Sunday, so Sat, Dec 26.
    const full = Array.from({ length: 30 }, (_, day) => day + 27);
    const rental = { currentPickupDate: '2026-12-18', pickupDate: '2027-01-08' };
    expect(extensionAvailability(occupancy(full), 1, rental, { calendar: holidays })).toMatchObject({
      latestPickupDate: '2026-12-26',
    });
    expect(extensionAvailability(occupancy(full), 1, rental)).toMatchObject({
      latestPickupDate: '2026-12-27',
    });
  });
});

const anyCalendar = fc.constantFrom(...sampleCalendars.map(({ calendar }) => calendar));
const anySearch = fc.record({
  full: fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 60 }),
  startOffset: fc.integer({ min: 0, max: 60 }),
  rentalDays: fc.integer({ min: 0, max: 14 }),
  window: fc.integer({ min: 0, max: 90 }),
});

describe('the next possible rental on any calendar', () => {
  it('is the first open delivery whose days through the planned pickup are all free', () => {
    fc.assert(
      fc.property(anyCalendar, anySearch, (calendar, { full, startOffset, rentalDays, window }) => {
        const start = addDays(from, startOffset);
        const lastDelivery = addDays(start, window);
        const days = occupancy(full, 400);
        const isFree = (date: string) => !full.includes(daysBetween(from, date));
        let expected = null;
        for (let delivery = start; delivery <= lastDelivery && !expected; delivery = addDays(delivery, 1)) {
          if (!isOpenDay(calendar, delivery)) continue;
          const pickup = nextOpenDay(calendar, addDays(delivery, rentalDays));
          let free = true;
          for (let day = delivery; day <= pickup; day = addDays(day, 1)) free &&= isFree(day);
          if (free) expected = { deliveryDate: delivery, pickupDate: pickup };
        }
        expect(nextAvailableRental(days, 1, { start, rentalDays, lastDelivery, calendar })).toEqual(expected);
      }),
    );
  });

  it('finds what the search of old finds when every day is open', () => {
    fc.assert(
      fc.property(anySearch, ({ full, startOffset, rentalDays, window }) => {
        const search = {
          start: addDays(from, startOffset),
          rentalDays,
          lastDelivery: addDays(from, startOffset + window),
        };
        const days = occupancy(full, 400);
        expect(nextAvailableRental(days, 1, { ...search, calendar: openEveryDay })).toEqual(
          nextAvailableRental(days, 1, search),
        );
      }),
    );
  });
});
