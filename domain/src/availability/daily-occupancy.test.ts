import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../booking/booking-status.ts';
import { addDays, compareDates } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { type OccupancyBooking, occupiedDays } from './booking-occupancy.ts';
import {
  dailyOccupancy,
  dailyOccupancyFromCounts,
  occupancyByDate,
  occupancyEnd,
  occupancyIndex,
} from './daily-occupancy.ts';

function booking(
  deliveryDate: string,
  pickupDate: string,
  extra: Partial<OccupancyBooking> = {},
): OccupancyBooking {
  return { dumpsterSize: '20-yard', deliveryDate, pickupDate, status: 'confirmed', ...extra };
}

describe('the daily occupancy of a size', () => {
  it('counts one unit on every day of each occupying booking, within the range asked', () => {
    const occupancy = dailyOccupancy(
      [
        booking('2026-12-01', '2026-12-03'),
        booking('2026-12-03', '2026-12-10'),
        booking('2026-11-20', '2026-12-01'),
      ],
      { size: '20-yard', from: '2026-12-01', to: '2026-12-05' },
    );
    expect(occupancy).toEqual({ from: '2026-12-01', units: [2, 1, 2, 1, 1] });
    expect(occupancyEnd(occupancy)).toBe('2026-12-05');
  });

  it('leaves out other sizes, bookings that free their unit, and the booking being changed', () => {
    const occupancy = dailyOccupancy(
      [
        booking('2026-12-01', '2026-12-02', { dumpsterSize: '10-yard' }),
        booking('2026-12-01', '2026-12-02', { status: 'cancelled' }),
        booking('2026-12-01', '2026-12-02', { status: 'completed' }),
        booking('2026-12-01', '2026-12-02', { id: 'b-7' }),
        booking('2026-12-02', '2026-12-02', { id: 'b-8', status: 'picked_up' }),
      ],
      { size: '20-yard', from: '2026-12-01', to: '2026-12-03', excludeBookingId: 'b-7' },
    );
    expect(occupancy.units).toEqual([0, 1, 0]);
  });

  it('ignores bookings wholly outside the range', () => {
    const occupancy = dailyOccupancy(
      [booking('2026-11-01', '2026-11-30'), booking('2026-12-04', '2026-12-09')],
      {
        size: '20-yard',
        from: '2026-12-01',
        to: '2026-12-03',
      },
    );
    expect(occupancy.units).toEqual([0, 0, 0]);
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => dailyOccupancy([], { size: '20-yard', from: '2026-12-02', to: '2026-12-01' })).toThrow(
      'The range ends (2026-12-01) before it starts (2026-12-02)',
    );
  });

  it('can be read from per-day counts, as a Map or a plain record, a missing day counting zero', () => {
    const range = { from: '2026-12-30', to: '2027-01-02' };
    expect(dailyOccupancyFromCounts(range, new Map([['2026-12-31', 3]])).units).toEqual([0, 3, 0, 0]);
    expect(dailyOccupancyFromCounts(range, { '2027-01-01': 2, constructor: 9 }).units).toEqual([0, 0, 2, 0]);
  });

  it('lists each day with its units out, for the month view', () => {
    expect(occupancyByDate({ from: '2026-02-27', units: [1, 0, 4] })).toEqual([
      { date: '2026-02-27', occupiedUnits: 1 },
      { date: '2026-02-28', occupiedUnits: 0 },
      { date: '2026-03-01', occupiedUnits: 4 },
    ]);
  });

  it('finds a date inside it and refuses one outside', () => {
    const occupancy = { from: '2026-12-01', units: [0, 0, 0] };
    expect(occupancyIndex(occupancy, '2026-12-03')).toBe(2);
    expect(() => occupancyIndex(occupancy, '2026-12-04')).toThrow(
      'The occupancy covers 2026-12-01 to 2026-12-03, not 2026-12-04',
    );
  });

  it('equals counting every booking day by day, for any bookings', () => {
    const start = '2026-12-01';
    const anyBooking = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd'),
      dumpsterSize: fc.constantFrom(...dumpsterSizeValues),
      status: fc.constantFrom(...bookingStatuses),
      offset: fc.integer({ min: -20, max: 60 }),
      length: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.array(anyBooking, { maxLength: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.constantFrom('a', 'b'), { nil: undefined }),
        (drawn, skip, days, excludeBookingId) => {
          const bookings = drawn.map(({ offset, length, ...rest }) => ({
            ...rest,
            deliveryDate: addDays(start, offset),
            pickupDate: addDays(start, offset + length),
          }));
          const from = addDays(start, skip);
          const to = addDays(from, days);
          const occupancy = dailyOccupancy(bookings, { size: '15-yard', from, to, excludeBookingId });
          for (const { date, occupiedUnits } of occupancyByDate(occupancy)) {
            const counted = bookings.filter((b) => {
              const range = occupiedDays(b);
              return (
                b.dumpsterSize === '15-yard' &&
                b.id !== excludeBookingId &&
                range !== null &&
                compareDates(range.from, date) <= 0 &&
                compareDates(date, range.to) <= 0
              );
            }).length;
            expect(occupiedUnits).toBe(counted);
          }
        },
      ),
    );
  });
});
