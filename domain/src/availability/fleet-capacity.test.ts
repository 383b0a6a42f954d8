import { describe, expect, it } from 'vitest';
import {
  isFull,
  isRangeAvailable,
  overCommittedDays,
  unavailableDates,
  unavailableRentalDates,
} from './fleet-capacity.ts';

// Dec 1 .. Dec 7 with a fleet of 4: full on Dec 3 and Dec 5, over-committed on Dec 5.
const occupancy = { from: '2026-12-01', units: [0, 3, 4, 1, 5, 2, 3] };

describe('a size against its fleet', () => {
  it('is full on a day when the units out reach the fleet', () => {
    expect(isFull(3, 4)).toBe(false);
    expect(isFull(4, 4)).toBe(true);
    expect(isFull(0, 0)).toBe(true);
  });

  it('lists the unavailable days of the whole occupancy or of a range within it', () => {
    expect(unavailableDates(occupancy, 4)).toEqual(['2026-12-03', '2026-12-05']);
    expect(unavailableDates(occupancy, 4, { from: '2026-12-04', to: '2026-12-07' })).toEqual(['2026-12-05']);
    expect(unavailableDates(occupancy, 6)).toEqual([]);
  });

  it('makes every day unavailable for a size with no units', () => {
    expect(unavailableDates(occupancy, 0)).toHaveLength(7);
  });

  it('allows a rental only when every day from delivery through pickup has a unit free', () => {
    expect(isRangeAvailable(occupancy, 4, { deliveryDate: '2026-12-01', pickupDate: '2026-12-02' })).toBe(
      true,
    );
    expect(isRangeAvailable(occupancy, 4, { deliveryDate: '2026-12-01', pickupDate: '2026-12-03' })).toBe(
      false,
    );
    expect(isRangeAvailable(occupancy, 4, { deliveryDate: '2026-12-04', pickupDate: '2026-12-04' })).toBe(
      true,
    );
    expect(isRangeAvailable(occupancy, 4, { deliveryDate: '2026-12-06', pickupDate: '2026-12-07' })).toBe(
      true,
    );
    expect(
      unavailableRentalDates(occupancy, 4, { deliveryDate: '2026-12-02', pickupDate: '2026-12-07' }),
    ).toEqual(['2026-12-03', '2026-12-05']);
  });

  it('refuses to judge days the occupancy does not cover, or a reversed range', () => {
    expect(() =>
      isRangeAvailable(occupancy, 4, { deliveryDate: '2026-12-06', pickupDate: '2026-12-08' }),
    ).toThrow('The occupancy covers 2026-12-01 to 2026-12-07, not 2026-12-08');
    expect(() => unavailableDates(occupancy, 4, { from: '2026-12-03', to: '2026-12-02' })).toThrow(
      'The range ends (2026-12-02) before it starts (2026-12-03)',
    );
  });

  it('shows the days over-committed when the fleet is lowered below what is booked', () => {
    expect(overCommittedDays(occupancy, 4)).toEqual([
      { date: '2026-12-05', occupiedUnits: 5, excessUnits: 1 },
    ]);
    expect(overCommittedDays(occupancy, 2)).toEqual([
      { date: '2026-12-02', occupiedUnits: 3, excessUnits: 1 },
      { date: '2026-12-03', occupiedUnits: 4, excessUnits: 2 },
      { date: '2026-12-05', occupiedUnits: 5, excessUnits: 3 },
      { date: '2026-12-07', occupiedUnits: 3, excessUnits: 1 },
    ]);
    expect(overCommittedDays(occupancy, 5)).toEqual([]);
  });
});
