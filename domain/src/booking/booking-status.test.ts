import { describe, expect, it } from 'vitest';
import {
  bookingStatuses,
  bookingStatusLabels,
  initialBookingStatus,
  isBookingStatus,
} from './booking-status.ts';

describe('the booking status', () => {
  it('starts every new booking as pending', () => {
    expect(initialBookingStatus).toBe('pending');
  });

  it('lists the six statuses in the order of a booking life, cancelled last', () => {
    expect(bookingStatuses).toEqual([
      'pending',
      'confirmed',
      'delivered',
      'picked_up',
      'completed',
      'cancelled',
    ]);
  });

  it('labels every status for people', () => {
    expect(bookingStatuses.map((status) => bookingStatusLabels[status])).toEqual([
      'Pending',
      'Confirmed',
      'Delivered',
      'Picked up',
      'Completed',
      'Cancelled',
    ]);
  });

  it('recognises a status only when spelled exactly', () => {
    expect(isBookingStatus('picked_up')).toBe(true);
    expect(isBookingStatus('Picked up')).toBe(false);
    expect(isBookingStatus('PENDING')).toBe(false);
    expect(isBookingStatus('toString')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});
