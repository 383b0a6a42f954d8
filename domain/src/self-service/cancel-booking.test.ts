import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../booking/booking-status.ts';
import { canTransition } from '../booking/status-transitions.ts';
import { customerCancellableStatuses, decideCustomerCancellation } from './cancel-booking.ts';

const booking = { status: 'pending' as const, deliveryDate: '2026-03-09' };
// Delivery Mon, Mar 9, 2026, the day after clocks spring forward: the limit is Sat, Mar 7, 11 PM EST.
const limit = new Date('2026-03-08T04:00:00.000Z');

describe("a customer's cancellation", () => {
  it('is accepted before the limit, with no reason or a trimmed one', () => {
    const now = new Date(limit.getTime() - 1);
    expect(decideCustomerCancellation(booking, {}, { now })).toEqual({ ok: true, reason: null });
    expect(decideCustomerCancellation(booking, { reason: ' Project postponed ' }, { now })).toEqual({
      ok: true,
      reason: 'Project postponed',
    });
  });

  it('is refused from the limit on, with the phone number', () => {
    expect(decideCustomerCancellation(booking, {}, { now: limit })).toEqual({
      ok: false,
      refusal: 'too_late',
      message: 'Changes can be made online until 24 hours before delivery. Please call us at (904) 555-0142.',
    });
  });

  it('is refused for a delivered booking, saying it was delivered', () => {
    expect(
      decideCustomerCancellation(
        { ...booking, status: 'delivered' },
        {},
        { now: new Date('2026-03-01T12:00:00Z') },
      ),
    ).toEqual({
      ok: false,
      refusal: 'not_in_this_status',
      message:
        'Your dumpster has been delivered, so this booking can no longer be cancelled online. Please call us at (904) 555-0142.',
    });
  });

  it('refuses a reason over 500 characters under the reason field', () => {
    const reason = 'x'.repeat(501);
    expect(
      decideCustomerCancellation(booking, { reason }, { now: new Date('2026-03-01T12:00:00Z') }),
    ).toEqual({
      ok: false,
      refusal: 'invalid_reason',
      message: 'Please keep the reason under 500 characters',
      fields: { reason: 'Please keep the reason under 500 characters' },
    });
  });

  it('is possible only where the staff transition table allows a cancellation', () => {
    expect(customerCancellableStatuses).toEqual(['pending', 'confirmed']);
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingStatuses),
        fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }),
        (status, shift) => {
          const now = new Date(limit.getTime() + shift);
          const decision = decideCustomerCancellation(
            { status, deliveryDate: booking.deliveryDate },
            {},
            { now },
          );
          if (decision.ok) expect(canTransition(status, 'cancelled')).toBe(true);
          expect(decision.ok).toBe(customerCancellableStatuses.includes(status) && shift < 0);
        },
      ),
    );
  });
});
