import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frozenQuote, requoteOnFrozenTerms } from '../booking/frozen-quote.ts';
import {
  businessCalendar,
  isOpenDay,
  nextOpenDay,
  openEveryDay,
} from '../business-calendar/business-calendar.ts';
import { addDays } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { sampleCalendars, sampleHolidaySettings } from '../samples/sample-calendars.ts';
import { quoteRental } from './extra-day-quote.ts';

const holidays = businessCalendar(sampleHolidaySettings);
const anyCalendar = fc.constantFrom(...sampleCalendars.map(({ calendar }) => calendar));
const anySize = fc.constantFrom(...dumpsterSizeValues);
const anyDay = fc.integer({ min: 0, max: 5 * 365 }).map((offset) => addDays('2025-06-01', offset));

describe('the quote on the business calendar', () => {
  it('charges no extra day for a standard rental whose pickup moved past Christmas', () => {
    const quote = quoteRental(
      { dumpsterSize: '10-yard', deliveryDate: '2026-12-18', pickupDate: '2026-12-26' },
      { calendar: holidays },
    );
    expect(quote).toMatchObject({ rentalDays: 8, unchargedClosedDays: 1, extraDays: 0, totalCents: 30_000 });
    // Without the calendar the same dates cost a day more, as before.
    expect(
      quoteRental({ dumpsterSize: '10-yard', deliveryDate: '2026-12-18', pickupDate: '2026-12-26' }),
    ).toMatchObject({ unchargedClosedDays: 0, extraDays: 1, totalCents: 36_000 });
  });

  it('leaves the Sunday before a Monday pickup uncharged, a Sunday in the middle charged', () => {
    const monday = quoteRental(
      { dumpsterSize: '20-yard', deliveryDate: '2026-12-07', pickupDate: '2026-12-21' },
      { calendar: holidays },
    );
    expect(monday).toMatchObject({
      rentalDays: 14,
      unchargedClosedDays: 1,
      extraDays: 6,
      totalCents: 96_000,
    });
    const tuesday = quoteRental(
      { dumpsterSize: '20-yard', deliveryDate: '2026-12-07', pickupDate: '2026-12-22' },
      { calendar: holidays },
    );
    expect(tuesday).toMatchObject({
      rentalDays: 15,
      unchargedClosedDays: 0,
      extraDays: 8,
      totalCents: 108_000,
    });
  });

  it('freezes and extends on the same rule', () => {
    const frozen = frozenQuote(
      { dumpsterSize: '15-yard', deliveryDate: '2026-12-07', pickupDate: '2026-12-14' },
      { calendar: holidays },
    );
    const extended = requoteOnFrozenTerms(
      frozen,
      { deliveryDate: '2026-12-07', pickupDate: '2026-12-26' },
      { calendar: holidays },
    );
    // 19 days, Christmas uncharged: 18 charged, 11 extra.
    expect(extended).toMatchObject({ extraDays: 11, extraCostCents: 66_000, totalCents: 106_000 });
  });
});

describe('the quote on any calendar', () => {
  it('is the quote of old when every day is open', () => {
    fc.assert(
      fc.property(anySize, anyDay, fc.integer({ min: -5, max: 60 }), (dumpsterSize, deliveryDate, days) => {
        const rental = { dumpsterSize, deliveryDate, pickupDate: addDays(deliveryDate, days) };
        expect(quoteRental(rental, { calendar: openEveryDay })).toEqual(quoteRental(rental));
      }),
    );
  });

  it('never costs more than without the calendar, and the same when the day before pickup is open', () => {
    fc.assert(
      fc.property(
        anyCalendar,
        anySize,
        anyDay,
        fc.integer({ min: 0, max: 60 }),
        (calendar, dumpsterSize, deliveryDate, days) => {
          const pickupDate = addDays(deliveryDate, days);
          const withCalendar = quoteRental({ dumpsterSize, deliveryDate, pickupDate }, { calendar });
          const without = quoteRental({ dumpsterSize, deliveryDate, pickupDate });
          expect(withCalendar.totalCents).toBeLessThanOrEqual(without.totalCents);
          if (isOpenDay(calendar, addDays(pickupDate, -1))) expect(withCalendar).toEqual(without);
        },
      ),
    );
  });

  it('charges a pickup moved off a closed day to the next open day exactly what the closed day would have cost', () => {
    fc.assert(
      fc.property(
        anyCalendar,
        anySize,
        anyDay,
        fc.integer({ min: 0, max: 60 }),
        (calendar, dumpsterSize, deliveryDate, days) => {
          const wanted = addDays(deliveryDate, days);
          const planned = nextOpenDay(calendar, wanted);
          const quote = (pickupDate: string) =>
            quoteRental({ dumpsterSize, deliveryDate, pickupDate }, { calendar });
          expect(quote(planned).totalCents).toBe(quote(wanted).totalCents);
        },
      ),
    );
  });

  it('keeps the frozen quote whole: total = base + extra days x rate', () => {
    fc.assert(
      fc.property(
        anyCalendar,
        anySize,
        anyDay,
        fc.integer({ min: 0, max: 60 }),
        (calendar, dumpsterSize, deliveryDate, days) => {
          const quote = frozenQuote(
            { dumpsterSize, deliveryDate, pickupDate: addDays(deliveryDate, days) },
            { calendar },
          );
          expect(quote.extraCostCents).toBe(quote.extraDays * quote.extraDayRateCents);
          expect(quote.totalCents).toBe(quote.basePriceCents + quote.extraCostCents);
        },
      ),
    );
  });
});
