import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frozenQuote, requoteOnFrozenTerms } from '../booking/frozen-quote.ts';
import { addDays } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { billableExtraDays, rentalLines } from './rental-lines.ts';
import { sevenDayQuote, tenDayQuote } from './test-fixtures.ts';

describe('the rental on the invoice', () => {
  it('is the base price for the 7 days when no extra day was agreed', () => {
    expect(rentalLines({ dumpsterSize: '15-yard', quote: sevenDayQuote, lateDays: 0 })).toEqual([
      {
        kind: 'rental',
        description: '15 Yard Dumpster, 7-day rental',
        amountCents: 40_000,
        dumpsterSize: '15-yard',
        includedDays: 7,
        lateDaysNotCharged: 0,
      },
    ]);
  });

  it('adds the agreed extra days at the frozen day rate', () => {
    const [, extra] = rentalLines({ dumpsterSize: '15-yard', quote: tenDayQuote, lateDays: 0 });
    expect(extra).toEqual({
      kind: 'extra_days',
      description: '3 extra days at $60 a day',
      amountCents: 18_000,
      days: 3,
      rateCents: 6_000,
    });
  });

  it('charges an extension on the terms frozen at booking', () => {
    const extended = requoteOnFrozenTerms(
      { ...tenDayQuote, extraDayRateCents: 5_500 },
      {
        deliveryDate: '2026-12-01',
        pickupDate: '2026-12-13',
      },
    );
    const [, extra] = rentalLines({ dumpsterSize: '15-yard', quote: extended, lateDays: 0 });
    expect(extra).toMatchObject({ days: 5, rateCents: 5_500, amountCents: 27_500 });
  });

  it('never charges a day the business caused, and never takes it off the base price', () => {
    const lines = rentalLines({ dumpsterSize: '15-yard', quote: tenDayQuote, lateDays: 2 });
    expect(lines.map((line) => line.amountCents)).toEqual([40_000, 6_000]);
    expect(lines[0]).toMatchObject({ lateDaysNotCharged: 2 });
    const allLate = rentalLines({ dumpsterSize: '15-yard', quote: tenDayQuote, lateDays: 5 });
    expect(allLate.map((line) => line.amountCents)).toEqual([40_000]);
    expect(allLate[0]).toMatchObject({ lateDaysNotCharged: 3 });
  });

  it('refuses late days that are not a whole number of days', () => {
    expect(() => billableExtraDays(tenDayQuote, -1)).toThrow(RangeError);
    expect(() => billableExtraDays(tenDayQuote, 1.5)).toThrow(RangeError);
  });

  it('for any rental and any delay: the frozen total less the late days, never more, never below the base', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dumpsterSizeValues),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 30 }),
        (dumpsterSize, days, lateDays) => {
          const quote = frozenQuote({
            dumpsterSize,
            deliveryDate: '2026-06-01',
            pickupDate: addDays('2026-06-01', days),
          });
          const billed = rentalLines({ dumpsterSize, quote, lateDays }).reduce(
            (sum, line) => sum + line.amountCents,
            0,
          );
          expect(billed).toBe(
            quote.totalCents - Math.min(lateDays, quote.extraDays) * quote.extraDayRateCents,
          );
          expect(billed).toBeLessThanOrEqual(quote.totalCents);
          expect(billed).toBeGreaterThanOrEqual(quote.basePriceCents);
        },
      ),
    );
  });
});
