import { describe, expect, it } from 'vitest';
import { frozenQuote } from '../booking/frozen-quote.ts';
import { businessCalendar } from '../business-calendar/business-calendar.ts';
import { sampleHolidaySettings } from '../samples/sample-calendars.ts';
import { decideExtension } from './extend-rental.ts';
import { decideReschedule } from './reschedule-rental.ts';
import type { SelfServiceBooking } from './self-service-decision.ts';

const holidays = businessCalendar(sampleHolidaySettings);
const dates = { deliveryDate: '2026-12-14', pickupDate: '2026-12-21' };
const booking: SelfServiceBooking = {
  status: 'confirmed',
  dumpsterSize: '15-yard',
  ...dates,
  quote: frozenQuote({ dumpsterSize: '15-yard', ...dates }),
};
// Tue, Dec 8, 2026: 10 AM and 2 PM in Florida.
const morning = new Date('2026-12-08T15:00:00.000Z');
const afternoon = new Date('2026-12-08T19:00:00.000Z');

describe("a customer's changes on the business calendar", () => {
  it('refuses a reschedule onto a closed day with the reason, which the rules of old allowed', () => {
    const request = { deliveryDate: '2026-12-13', pickupDate: '2026-12-25' };
    expect(decideReschedule(booking, request, { now: morning, calendar: holidays })).toEqual({
      ok: false,
      refusal: 'invalid_dates',
      message: 'No deliveries on Sundays. The next open day is Mon, Dec 14.',
      fields: {
        deliveryDate: 'No deliveries on Sundays. The next open day is Mon, Dec 14.',
        pickupDate: 'No pickups on Fri, Dec 25 (Christmas Day). The next open day is Sat, Dec 26.',
      },
    });
    expect(decideReschedule(booking, request, { now: morning }).ok).toBe(true);
  });

  it('refuses a reschedule to today after noon, as the booking form does', () => {
    const request = { deliveryDate: '2026-12-08', pickupDate: '2026-12-15' };
    expect(decideReschedule(booking, request, { now: morning, calendar: holidays }).ok).toBe(true);
    expect(decideReschedule(booking, request, { now: afternoon, calendar: holidays })).toMatchObject({
      ok: false,
      fields: { deliveryDate: expect.stringContaining('The earliest delivery date is Wed, Dec 9.') },
    });
  });

  it('quotes a rescheduled pickup after Christmas without the closed day', () => {
    const request = { deliveryDate: '2026-12-18', pickupDate: '2026-12-26' };
    expect(decideReschedule(booking, request, { now: morning, calendar: holidays })).toMatchObject({
      ok: true,
      quote: { extraDays: 0, totalCents: 40_000 },
      priceDifferenceCents: 0,
    });
  });

  it('refuses an extension onto a closed day, and does not charge the closed day before an open one', () => {
    expect(
      decideExtension(booking, { pickupDate: '2026-12-25' }, { now: morning, calendar: holidays }),
    ).toEqual({
      ok: false,
      refusal: 'invalid_dates',
      message: 'No pickups on Fri, Dec 25 (Christmas Day). The next open day is Sat, Dec 26.',
      fields: { pickupDate: 'No pickups on Fri, Dec 25 (Christmas Day). The next open day is Sat, Dec 26.' },
    });
    // Dec 14 -> Dec 26 is 12 days; Christmas, right before, is not charged: 11 days, 4 extra.
    expect(
      decideExtension(booking, { pickupDate: '2026-12-26' }, { now: morning, calendar: holidays }),
    ).toMatchObject({ ok: true, addedDays: 5, quote: { extraDays: 4 }, priceDifferenceCents: 24_000 });
    expect(decideExtension(booking, { pickupDate: '2026-12-26' }, { now: morning })).toMatchObject({
      ok: true,
      quote: { extraDays: 5 },
      priceDifferenceCents: 30_000,
    });
  });
});
