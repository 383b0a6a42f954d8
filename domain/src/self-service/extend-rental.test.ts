import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../booking/booking-status.ts';
import { frozenQuote } from '../booking/frozen-quote.ts';
import { addDays } from '../calendar/calendar-date.ts';
import { decideExtension, extendableStatuses } from './extend-rental.ts';
import type { SelfServiceBooking } from './self-service-decision.ts';

const dates = { deliveryDate: '2026-12-01', pickupDate: '2026-12-08' };
const booking: SelfServiceBooking = {
  status: 'delivered',
  dumpsterSize: '20-yard',
  ...dates,
  quote: frozenQuote({ dumpsterSize: '20-yard', ...dates }),
};
// Dec 3, 2026, 10:00 in Florida.
const now = new Date('2026-12-03T15:00:00.000Z');

describe('extending a rental', () => {
  it('by two days costs two extra days at $60: $120 more, shown before confirming', () => {
    expect(decideExtension(booking, { pickupDate: '2026-12-10' }, { now })).toEqual({
      ok: true,
      pickupDate: '2026-12-10',
      addedDays: 2,
      addedOccupancy: { from: '2026-12-09', to: '2026-12-10' },
      quote: { ...booking.quote, extraDays: 2, extraCostCents: 12_000, totalCents: 72_000 },
      priceDifferenceCents: 12_000,
    });
  });

  it('costs nothing more while the rental stays within its included days', () => {
    const short = {
      ...booking,
      pickupDate: '2026-12-04',
      quote: frozenQuote({ dumpsterSize: '20-yard', deliveryDate: '2026-12-01', pickupDate: '2026-12-04' }),
    };
    expect(decideExtension(short, { pickupDate: '2026-12-08' }, { now })).toMatchObject({
      ok: true,
      addedDays: 4,
      priceDifferenceCents: 0,
    });
  });

  it('is allowed while pending, confirmed or delivered, and even within 24 hours of delivery', () => {
    expect(extendableStatuses).toEqual(['pending', 'confirmed', 'delivered']);
    const onDeliveryDay = new Date('2026-12-01T15:00:00.000Z');
    for (const status of extendableStatuses)
      expect(
        decideExtension({ ...booking, status }, { pickupDate: '2026-12-09' }, { now: onDeliveryDay }).ok,
      ).toBe(true);
  });

  it.each([
    [
      'picked_up',
      'Your dumpster has been picked up, so this booking can no longer be changed online. Please call us at (904) 555-0142.',
    ],
    [
      'completed',
      'This booking is completed, so it can no longer be changed. Please call us at (904) 555-0142.',
    ],
    [
      'cancelled',
      'This booking is cancelled, so it can no longer be changed. Please call us at (904) 555-0142.',
    ],
  ] as const)('is refused once the booking is %s, saying why', (status, message) => {
    expect(decideExtension({ ...booking, status }, { pickupDate: '2026-12-10' }, { now })).toEqual({
      ok: false,
      refusal: 'not_in_this_status',
      message,
    });
  });

  it('needs a pickup date strictly later than the current one', () => {
    const message = 'Please choose a pickup date after the current one, Tue, Dec 8';
    for (const pickupDate of ['2026-12-08', '2026-12-07'])
      expect(decideExtension(booking, { pickupDate }, { now })).toEqual({
        ok: false,
        refusal: 'invalid_dates',
        message,
        fields: { pickupDate: message },
      });
  });

  it('refuses a pickup date in the past for an overdue dumpster, and accepts today', () => {
    const overdue = new Date('2026-12-12T15:00:00.000Z');
    expect(decideExtension(booking, { pickupDate: '2026-12-11' }, { now: overdue })).toMatchObject({
      ok: false,
      refusal: 'invalid_dates',
      fields: { pickupDate: 'The new pickup date cannot be in the past' },
    });
    expect(decideExtension(booking, { pickupDate: '2026-12-12' }, { now: overdue })).toMatchObject({
      ok: true,
      addedDays: 4,
    });
  });

  it('refuses a malformed date and a rental past 365 days', () => {
    expect(decideExtension(booking, { pickupDate: 'next week' }, { now })).toMatchObject({
      refusal: 'invalid_dates',
      fields: { pickupDate: 'Please choose a pickup date' },
    });
    expect(decideExtension(booking, { pickupDate: addDays('2026-12-01', 366) }, { now })).toMatchObject({
      refusal: 'invalid_dates',
      fields: { pickupDate: 'For rentals longer than 365 days, please call us for a custom quote' },
    });
    expect(decideExtension(booking, { pickupDate: addDays('2026-12-01', 365) }, { now }).ok).toBe(true);
  });

  it('charges $60 for each day added past the included seven, for any extension', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingStatuses),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -5, max: 30 }),
        (status, length, added) => {
          const current = { deliveryDate: '2026-12-01', pickupDate: addDays('2026-12-01', length) };
          const stored = {
            status,
            dumpsterSize: '10-yard' as const,
            ...current,
            quote: frozenQuote({ dumpsterSize: '10-yard', ...current }),
          };
          const decision = decideExtension(
            stored,
            { pickupDate: addDays(current.pickupDate, added) },
            { now: new Date('2026-11-20T12:00:00Z') },
          );
          expect(decision.ok).toBe(added > 0 && extendableStatuses.includes(status));
          if (decision.ok)
            expect(decision.priceDifferenceCents).toBe(
              6_000 * (Math.max(0, length + added - 7) - Math.max(0, length - 7)),
            );
        },
      ),
    );
  });
});
