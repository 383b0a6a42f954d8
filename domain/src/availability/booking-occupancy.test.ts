import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../booking/booking-status.ts';
import { occupiedDays, occupiesUnit, occupyingStatuses } from './booking-occupancy.ts';

const rental = { deliveryDate: '2026-12-05', pickupDate: '2026-12-12' };

describe('the days a booking occupies a unit', () => {
  it('are delivery through pickup, both included, while pending, confirmed or delivered', () => {
    for (const status of ['pending', 'confirmed', 'delivered'] as const)
      expect(occupiedDays({ ...rental, status })).toEqual({ from: '2026-12-05', to: '2026-12-12' });
  });

  it('still include the pickup day of a picked-up booking, and nothing after it', () => {
    expect(occupiesUnit('picked_up')).toBe(true);
    expect(occupiedDays({ ...rental, status: 'picked_up' })).toEqual({
      from: '2026-12-05',
      to: '2026-12-12',
    });
  });

  it('are none for a cancelled or completed booking', () => {
    expect(occupiedDays({ ...rental, status: 'cancelled' })).toBeNull();
    expect(occupiedDays({ ...rental, status: 'completed' })).toBeNull();
  });

  it('are held by exactly the pending, confirmed, delivered and picked-up statuses', () => {
    expect(bookingStatuses.filter(occupiesUnit)).toEqual(['pending', 'confirmed', 'delivered', 'picked_up']);
    expect(occupyingStatuses).toEqual(['pending', 'confirmed', 'delivered', 'picked_up']);
  });

  it('are the delivery day alone for a same-day pickup', () => {
    expect(occupiedDays({ deliveryDate: '2026-12-05', pickupDate: '2026-12-05', status: 'pending' })).toEqual(
      {
        from: '2026-12-05',
        to: '2026-12-05',
      },
    );
  });

  it('count a stored pickup before its delivery as the delivery day, never as no day', () => {
    expect(
      occupiedDays({ deliveryDate: '2026-12-05', pickupDate: '2026-12-01', status: 'confirmed' }),
    ).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
    });
  });
});
