import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { quoteRental } from '../quote/extra-day-quote.ts';
import { frozenQuote } from './frozen-quote.ts';

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
