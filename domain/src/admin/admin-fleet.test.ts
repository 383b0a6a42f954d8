import { describe, expect, it } from 'vitest';
import { parseAdminFleetStrictly, parseFleetOccupancyStrictly } from './admin-fleet.ts';

const day = { date: '2026-03-02', booked: 3, total: 2 };

describe('the fleet answers read strictly', () => {
  it('accepts the fleet answer of the contract as it is', () => {
    const fleet = { sizes: [{ size: '20-yard', units: 2, overCommittedDays: [day] }] };
    expect(parseAdminFleetStrictly(fleet)).toEqual(fleet);
  });

  it('refuses a field more, at any depth, or a field less', () => {
    expect(() => parseAdminFleetStrictly({ sizes: [], extra: 1 })).toThrow();
    expect(() =>
      parseAdminFleetStrictly({
        sizes: [{ size: '20-yard', units: 2, overCommittedDays: [{ ...day, note: '' }] }],
      }),
    ).toThrow();
    expect(() => parseAdminFleetStrictly({ sizes: [{ size: '20-yard', units: 2 }] })).toThrow();
    expect(() =>
      parseAdminFleetStrictly({ sizes: [{ size: '99-yard', units: 2, overCommittedDays: [] }] }),
    ).toThrow();
  });

  it('accepts a month of occupancy and refuses one with a field more or less', () => {
    const month = { size: '10-yard', month: '2026-03', days: [day] };
    expect(parseFleetOccupancyStrictly(month)).toEqual(month);
    expect(() => parseFleetOccupancyStrictly({ ...month, fleet: 4 })).toThrow();
    expect(() => parseFleetOccupancyStrictly({ size: '10-yard', month: '2026-03' })).toThrow();
    expect(() =>
      parseFleetOccupancyStrictly({ ...month, days: [{ date: '2026-03-02', booked: 1 }] }),
    ).toThrow();
  });
});
