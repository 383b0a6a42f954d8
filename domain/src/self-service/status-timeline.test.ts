import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../booking/booking-status.ts';
import { statusTimeline } from './status-timeline.ts';

const dates = { deliveryDate: '2026-12-05', pickupDate: '2026-12-12' };

function states(status: (typeof bookingStatuses)[number]) {
  return statusTimeline({ status, ...dates }).steps.map((step) => `${step.label}: ${step.state}`);
}

describe("the customer's status timeline", () => {
  it('shows a pending booking as received, the rest to come', () => {
    expect(states('pending')).toEqual([
      'Received: current',
      'Confirmed: upcoming',
      'Delivered: upcoming',
      'Picked up: upcoming',
      'Completed: upcoming',
    ]);
  });

  it('marks every step before the current status done', () => {
    expect(states('picked_up')).toEqual([
      'Received: done',
      'Confirmed: done',
      'Delivered: done',
      'Picked up: current',
      'Completed: upcoming',
    ]);
    expect(states('completed').at(-1)).toBe('Completed: current');
  });

  it('shows a cancelled booking as received, then cancelled', () => {
    expect(states('cancelled')).toEqual(['Received: done', 'Cancelled: current']);
  });

  it('says what happens next, with the dates that matter', () => {
    const next = (status: (typeof bookingStatuses)[number]) => statusTimeline({ status, ...dates }).next;
    expect(next('pending')).toBe(
      'We have your booking and will confirm it by e-mail. Delivery is planned for Sat, Dec 5.',
    );
    expect(next('confirmed')).toBe('Your dumpster will be delivered on Sat, Dec 5.');
    expect(next('delivered')).toBe(
      'We will pick up your dumpster on Sat, Dec 12. Need it longer? You can extend your rental.',
    );
    expect(next('picked_up')).toBe('We have picked up your dumpster and are wrapping up your booking.');
    expect(next('completed')).toBe('Your rental is complete. Thank you for choosing Coastal Haul!');
    expect(next('cancelled')).toBe(
      'This booking is cancelled. If you need a dumpster again, you can book online or call us at (904) 555-0142.',
    );
  });

  it('has exactly one current step, whatever the status', () => {
    for (const status of bookingStatuses)
      expect(
        statusTimeline({ status, ...dates }).steps.filter((step) => step.state === 'current'),
      ).toHaveLength(1);
  });
});
