import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { isRangeAvailable } from './fleet-capacity.ts';
import { nextAvailableRental, nextAvailableSearchDays, nextAvailableSearchRange } from './next-available.ts';

const from = '2026-12-01';

function occupancyWithFullDays(fullOffsets: number[], days = 400) {
  const units = Array.from({ length: days }, (_, day) => (fullOffsets.includes(day) ? 4 : 1));
  return { from, units };
}

describe('the next possible rental', () => {
  it('starts on the first day from which the whole rental is free', () => {
    // Full on Dec 5 (offset 4): a 7-day rental from Dec 1 crosses it; the first that does not starts Dec 6.
    const occupancy = occupancyWithFullDays([4]);
    expect(nextAvailableRental(occupancy, 4, { start: from, rentalDays: 7 })).toEqual({
      deliveryDate: '2026-12-06',
      pickupDate: '2026-12-13',
    });
  });

  it('is the start itself when that rental is free', () => {
    const occupancy = occupancyWithFullDays([10]);
    expect(nextAvailableRental(occupancy, 4, { start: from, rentalDays: 7 })).toEqual({
      deliveryDate: '2026-12-01',
      pickupDate: '2026-12-08',
    });
  });

  it('fits between two full days when the gap holds the rental, pickup day included', () => {
    // Full on offsets 2 and 10: days 3..9 are free, 7 days long, so a 6-day rental fits and a 7-day one does not.
    const occupancy = occupancyWithFullDays([2, 10]);
    expect(nextAvailableRental(occupancy, 4, { start: from, rentalDays: 6 })?.deliveryDate).toBe(
      '2026-12-04',
    );
    expect(nextAvailableRental(occupancy, 4, { start: from, rentalDays: 7 })?.deliveryDate).toBe(
      '2026-12-12',
    );
  });

  it('finds a same-day rental on the first day with a unit free', () => {
    const occupancy = occupancyWithFullDays([0, 1]);
    expect(nextAvailableRental(occupancy, 4, { start: from, rentalDays: 0 })).toEqual({
      deliveryDate: '2026-12-03',
      pickupDate: '2026-12-03',
    });
  });

  it('searches a year ahead: a delivery 365 days after the start is found, none later', () => {
    const days = 365 + 7 + 1;
    const lastFree = { from, units: Array.from({ length: days }, (_, day) => (day < 365 ? 4 : 0)) };
    expect(nextAvailableSearchDays).toBe(365);
    expect(nextAvailableSearchRange({ start: from, rentalDays: 7 })).toEqual({
      from,
      to: addDays(from, 372),
    });
    expect(nextAvailableRental(lastFree, 4, { start: from, rentalDays: 7 })).toEqual({
      deliveryDate: addDays(from, 365),
      pickupDate: addDays(from, 372),
    });
    const neverFree = { from, units: Array.from({ length: days }, (_, day) => (day < 366 ? 4 : 0)) };
    expect(nextAvailableRental(neverFree, 4, { start: from, rentalDays: 7 })).toBeNull();
  });

  it('stops at a last delivery date given, and finds nothing when it is before the start', () => {
    const occupancy = occupancyWithFullDays([0, 1, 2]);
    expect(
      nextAvailableRental(occupancy, 4, { start: from, rentalDays: 0, lastDelivery: '2026-12-02' }),
    ).toBeNull();
    expect(
      nextAvailableRental(occupancy, 4, { start: from, rentalDays: 0, lastDelivery: '2026-11-30' }),
    ).toBeNull();
  });

  it('refuses a rental length that is not a whole number of days, and an occupancy too short for the search', () => {
    expect(() => nextAvailableRental(occupancyWithFullDays([]), 4, { start: from, rentalDays: -1 })).toThrow(
      'A rental length is a whole number of days, not -1',
    );
    expect(() =>
      nextAvailableRental(occupancyWithFullDays([], 30), 4, { start: from, rentalDays: 7 }),
    ).toThrow(/^The occupancy covers 2026-12-01 to 2026-12-30, not 2027-12-08$/);
  });

  it('is the earliest free rental a day-by-day search finds, for any occupancy', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 20 }),
        (units, rentalDays, startOffset) => {
          const occupancy = { from, units };
          const start = addDays(from, startOffset);
          const lastDelivery = addDays(from, 59 - rentalDays);
          const search = { start, rentalDays, lastDelivery };
          let expected = null;
          for (let day = startOffset; day <= 59 - rentalDays; day++) {
            const rental = { deliveryDate: addDays(from, day), pickupDate: addDays(from, day + rentalDays) };
            if (isRangeAvailable(occupancy, 3, rental)) {
              expected = rental;
              break;
            }
          }
          expect(nextAvailableRental(occupancy, 3, search)).toEqual(expected);
        },
      ),
    );
  });
});
