import { describe, expect, it } from 'vitest';
import { bookingStatuses, initialBookingStatus } from './booking-status.ts';

describe('the booking status', () => {
  it('starts every new booking as pending', () => {
    expect(initialBookingStatus).toBe('pending');
  });

  it('offers no other status yet', () => {
    expect(bookingStatuses).toEqual(['pending']);
  });
});
