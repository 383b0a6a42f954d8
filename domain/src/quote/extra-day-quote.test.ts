import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { extraRentalDays, quoteRental } from './extra-day-quote.ts';
import { extraDayRateCents, includedRentalDays } from './rental-terms.ts';

const delivery = '2026-11-22';

describe('the quote', () => {
  it('includes 7 days and charges $60 for each extra day', () => {
    expect(includedRentalDays).toBe(7);
    expect(extraDayRateCents).toBe(6_000);
  });

  it('charges no extra day for a pickup exactly 7 days after delivery', () => {
    const quote = quoteRental({ dumpsterSize: '10-yard', deliveryDate: delivery, pickupDate: '2026-11-29' });
    expect(quote.rentalDays).toBe(7);
    expect(quote.extraDays).toBe(0);
    expect(quote.extraCostCents).toBe(0);
    expect(quote.totalCents).toBe(30_000);
  });

  it('charges one extra day for a pickup 8 days after delivery', () => {
    const quote = quoteRental({ dumpsterSize: '20-yard', deliveryDate: delivery, pickupDate: '2026-11-30' });
    expect(quote.extraDays).toBe(1);
    expect(quote.totalCents).toBe(66_000);
  });

  it('charges three extra days for a 10-day rental across a month end', () => {
    const quote = quoteRental({
      dumpsterSize: '10-yard',
      deliveryDate: '2026-11-25',
      pickupDate: '2026-12-05',
    });
    expect(quote.extraDays).toBe(3);
    expect(quote.extraCostCents).toBe(18_000);
    expect(quote.totalCents).toBe(48_000);
  });

  it('totals 58000 cents for a 15-yard kept 10 days', () => {
    const quote = quoteRental({ dumpsterSize: '15-yard', deliveryDate: delivery, pickupDate: '2026-12-02' });
    expect(quote).toMatchObject({
      dumpsterSize: '15-yard',
      basePriceCents: 40_000,
      includedDays: 7,
      includedTons: 3,
      rentalDays: 10,
      extraDays: 3,
      extraDayRateCents: 6_000,
      extraCostCents: 18_000,
      totalCents: 58_000,
    });
  });

  it('charges nothing extra for a same-day pickup', () => {
    expect(extraRentalDays(delivery, delivery)).toBe(0);
  });

  it('never counts negative days when the pickup is before delivery', () => {
    expect(extraRentalDays(delivery, '2026-11-01')).toBe(0);
    expect(
      quoteRental({ dumpsterSize: '10-yard', deliveryDate: delivery, pickupDate: '2026-11-01' }).rentalDays,
    ).toBe(0);
  });

  it('counts a leap day as a day', () => {
    expect(extraRentalDays('2028-02-25', '2028-03-04')).toBe(1);
  });
});

describe('the quote, for any dates', () => {
  const size = fc.constantFrom(...dumpsterSizeValues);
  const deliveryDay = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2026-01-01', offset));
  const rentalLength = fc.integer({ min: -30, max: 400 });

  it('never quotes a negative extra or a total below the base price', () => {
    fc.assert(
      fc.property(size, deliveryDay, rentalLength, (dumpsterSize, deliveryDate, days) => {
        const quote = quoteRental({ dumpsterSize, deliveryDate, pickupDate: addDays(deliveryDate, days) });
        expect(quote.extraDays).toBeGreaterThanOrEqual(0);
        expect(quote.extraCostCents).toBeGreaterThanOrEqual(0);
        expect(quote.totalCents).toBeGreaterThanOrEqual(getDumpsterSize(dumpsterSize).priceCents);
      }),
    );
  });

  it('never gets cheaper when the pickup moves later', () => {
    fc.assert(
      fc.property(
        size,
        deliveryDay,
        rentalLength,
        fc.integer({ min: 0, max: 60 }),
        (dumpsterSize, deliveryDate, days, later) => {
          const early = quoteRental({ dumpsterSize, deliveryDate, pickupDate: addDays(deliveryDate, days) });
          const late = quoteRental({
            dumpsterSize,
            deliveryDate,
            pickupDate: addDays(deliveryDate, days + later),
          });
          expect(late.totalCents).toBeGreaterThanOrEqual(early.totalCents);
        },
      ),
    );
  });

  it('totals the base price plus 6000 cents per extra day, extra days being the days past the seventh', () => {
    fc.assert(
      fc.property(size, deliveryDay, rentalLength, (dumpsterSize, deliveryDate, days) => {
        const quote = quoteRental({ dumpsterSize, deliveryDate, pickupDate: addDays(deliveryDate, days) });
        expect(quote.extraDays).toBe(Math.max(0, days - 7));
        expect(quote.totalCents).toBe(getDumpsterSize(dumpsterSize).priceCents + 6_000 * quote.extraDays);
      }),
    );
  });

  it('is exact at the 7-day boundary: 7 days cost the base price, 8 days one extra day', () => {
    fc.assert(
      fc.property(size, deliveryDay, (dumpsterSize, deliveryDate) => {
        const base = getDumpsterSize(dumpsterSize).priceCents;
        const seven = quoteRental({ dumpsterSize, deliveryDate, pickupDate: addDays(deliveryDate, 7) });
        const eight = quoteRental({ dumpsterSize, deliveryDate, pickupDate: addDays(deliveryDate, 8) });
        expect(seven.totalCents).toBe(base);
        expect(eight.totalCents).toBe(base + 6_000);
      }),
    );
  });
});
