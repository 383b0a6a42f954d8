import { describe, expect, it } from 'vitest';
import { frozenQuote } from '../booking/frozen-quote.ts';
import { decideReschedule, reschedulableStatuses } from './reschedule-rental.ts';
import type { SelfServiceBooking } from './self-service-decision.ts';

const dates = { deliveryDate: '2026-12-05', pickupDate: '2026-12-12' };
const booking: SelfServiceBooking = {
  status: 'confirmed',
  dumpsterSize: '15-yard',
  ...dates,
  quote: frozenQuote({ dumpsterSize: '15-yard', ...dates }),
};
// Tue, Dec 1, 2026, 10:00 in Florida; the limit for a Dec 5 delivery is Dec 4, 00:00 (05:00Z).
const now = new Date('2026-12-01T15:00:00.000Z');
const limit = new Date('2026-12-04T05:00:00.000Z');
const tooLate =
  'Changes can be made online until 24 hours before delivery. Please call us at (904) 555-0142.';

describe('rescheduling a booking', () => {
  it('re-quotes the new dates and gives the difference: a 10-day rental costs $180 more', () => {
    expect(
      decideReschedule(booking, { deliveryDate: '2026-12-08', pickupDate: '2026-12-18' }, { now }),
    ).toEqual({
      ok: true,
      deliveryDate: '2026-12-08',
      pickupDate: '2026-12-18',
      quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-12-08', pickupDate: '2026-12-18' }),
      priceDifferenceCents: 18_000,
    });
  });

  it('gives a negative difference when the new rental is shorter and cheaper', () => {
    const long = {
      ...booking,
      pickupDate: '2026-12-15',
      quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-12-05', pickupDate: '2026-12-15' }),
    };
    expect(
      decideReschedule(long, { deliveryDate: '2026-12-06', pickupDate: '2026-12-13' }, { now }),
    ).toMatchObject({
      ok: true,
      priceDifferenceCents: -18_000,
    });
  });

  it('is allowed a millisecond before the 24-hour limit and refused at it', () => {
    const request = { deliveryDate: '2026-12-06', pickupDate: '2026-12-13' };
    expect(decideReschedule(booking, request, { now: new Date(limit.getTime() - 1) }).ok).toBe(true);
    expect(decideReschedule(booking, request, { now: limit })).toEqual({
      ok: false,
      refusal: 'too_late',
      message: tooLate,
    });
  });

  it('is allowed only while pending or confirmed', () => {
    expect(reschedulableStatuses).toEqual(['pending', 'confirmed']);
    expect(
      decideReschedule(
        { ...booking, status: 'delivered' },
        { deliveryDate: '2026-12-06', pickupDate: '2026-12-13' },
        { now },
      ),
    ).toEqual({
      ok: false,
      refusal: 'not_in_this_status',
      message:
        'Your dumpster has been delivered, so this booking can no longer be rescheduled online. Please call us at (904) 555-0142.',
    });
  });

  it('judges the new dates by the booking form rules, under their fields', () => {
    expect(
      decideReschedule(booking, { deliveryDate: '2026-11-30', pickupDate: '2026-11-29' }, { now }),
    ).toEqual({
      ok: false,
      refusal: 'invalid_dates',
      message: 'Delivery date cannot be in the past',
      fields: {
        deliveryDate: 'Delivery date cannot be in the past',
        pickupDate: 'Pickup date cannot be before the delivery date',
      },
    });
    expect(
      decideReschedule(booking, { deliveryDate: '2027-12-02', pickupDate: '2027-12-09' }, { now }),
    ).toMatchObject({
      fields: { deliveryDate: 'Delivery date must be within the next 365 days' },
    });
    expect(
      decideReschedule(booking, { deliveryDate: '2026-12-06', pickupDate: 'soon' }, { now }),
    ).toMatchObject({
      fields: { pickupDate: 'Please choose a pickup date' },
    });
  });

  it("measures 'today' in Florida: at 11 PM on Nov 30 in Florida, Nov 30 is still bookable", () => {
    const lateEvening = new Date('2026-12-01T04:00:00.000Z');
    expect(
      decideReschedule(
        booking,
        { deliveryDate: '2026-11-30', pickupDate: '2026-12-07' },
        { now: lateEvening },
      ).ok,
    ).toBe(true);
  });

  it('refuses the dates the booking already has', () => {
    expect(decideReschedule(booking, dates, { now })).toMatchObject({
      ok: false,
      refusal: 'invalid_dates',
      fields: { deliveryDate: 'These are already the dates of your booking' },
    });
  });

  it('judges the limit before the dates, so a late request is told to call whatever it asks', () => {
    expect(decideReschedule(booking, { deliveryDate: 'x', pickupDate: 'y' }, { now: limit })).toMatchObject({
      refusal: 'too_late',
    });
  });
});
