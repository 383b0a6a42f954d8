import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { quoteRental } from '../quote/extra-day-quote.ts';
import { frozenQuote, requoteOnFrozenTerms } from './frozen-quote.ts';

describe('frozenQuote', () => {
  it('freezes a 10-day 15-yard rental as $400 plus 3 extra days at $60', () => {
    expect(
      frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-11-24', pickupDate: '2026-12-04' }),
    ).toEqual({
      basePriceCents: 40_000,
      includedDays: 7,
      extraDays: 3,
      extraDayRateCents: 6_000,
      extraCostCents: 18_000,
      totalCents: 58_000,
    });
  });

  it('keeps exactly the quote rule figures for any size and rental length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dumpsterSizeValues),
        fc.integer({ min: 0, max: 365 }),
        (dumpsterSize, days) => {
          const rental = {
            dumpsterSize,
            deliveryDate: '2026-03-01',
            pickupDate: addDays('2026-03-01', days),
          };
          const frozen = frozenQuote(rental);
          const full = quoteRental(rental);
          expect(frozen.totalCents).toBe(full.totalCents);
          expect(frozen.totalCents).toBe(frozen.basePriceCents + frozen.extraDays * frozen.extraDayRateCents);
          expect(Object.keys(frozen).sort()).toEqual([
            'basePriceCents',
            'extraCostCents',
            'extraDayRateCents',
            'extraDays',
            'includedDays',
            'totalCents',
          ]);
        },
      ),
    );
  });
});

describe('requoteOnFrozenTerms', () => {
  it('charges two more days at the frozen rate when a 7-day rental is kept 9 days', () => {
    const quote = frozenQuote({
      dumpsterSize: '20-yard',
      deliveryDate: '2026-11-24',
      pickupDate: '2026-12-01',
    });
    const longer = requoteOnFrozenTerms(quote, { deliveryDate: '2026-11-24', pickupDate: '2026-12-03' });
    expect(longer).toEqual({ ...quote, extraDays: 2, extraCostCents: 12_000, totalCents: 72_000 });
    expect(longer.totalCents - quote.totalCents).toBe(12_000);
  });

  it("keeps the quote's own terms, not today's catalogue", () => {
    const olderTerms = {
      basePriceCents: 55_000,
      includedDays: 5,
      extraDays: 0,
      extraDayRateCents: 5_000,
      extraCostCents: 0,
      totalCents: 55_000,
    };
    expect(
      requoteOnFrozenTerms(olderTerms, { deliveryDate: '2026-11-24', pickupDate: '2026-12-01' }),
    ).toEqual({
      ...olderTerms,
      extraDays: 2,
      extraCostCents: 10_000,
      totalCents: 65_000,
    });
  });

  it('equals a fresh frozen quote while the catalogue is unchanged, for any size and dates', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dumpsterSizeValues),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 365 }),
        (dumpsterSize, before, after) => {
          const deliveryDate = '2026-03-01';
          const quote = frozenQuote({
            dumpsterSize,
            deliveryDate,
            pickupDate: addDays(deliveryDate, before),
          });
          const rental = { deliveryDate, pickupDate: addDays(deliveryDate, after) };
          expect(requoteOnFrozenTerms(quote, rental)).toEqual(frozenQuote({ dumpsterSize, ...rental }));
        },
      ),
    );
  });
});
