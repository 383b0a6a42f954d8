import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { noSalesTax, salesTaxMessage, salesTaxRatesSchema, taxOnCents, withSalesTax } from './sales-tax.ts';

describe('sales tax', () => {
  it('is none on every kind of line by default', () => {
    expect(Object.values(noSalesTax).every((rate) => rate === 0)).toBe(true);
  });

  it('is worked out on the line and rounded half away from zero', () => {
    expect(taxOnCents(40_000, 700)).toBe(2_800);
    expect(taxOnCents(18_750, 750)).toBe(1_406); // 1406.25
    expect(taxOnCents(50, 700)).toBe(4); // 3.5
    expect(taxOnCents(-50, 700)).toBe(-4);
    expect(taxOnCents(12_345, 0)).toBe(0);
  });

  it('gives back on a credit exactly the tax it charged on the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (cents, rate) => {
          expect(taxOnCents(-cents, rate)).toBe(-taxOnCents(cents, rate) || 0);
        },
      ),
    );
  });

  it("taxes a line at its kind's rate", () => {
    const rates = { ...noSalesTax, rental: 700 };
    const rental = {
      kind: 'rental',
      description: 'x',
      amountCents: 40_000,
      dumpsterSize: '15-yard',
      includedDays: 7,
      lateDaysNotCharged: 0,
    } as const;
    expect(withSalesTax(rental, rates).taxCents).toBe(2_800);
    expect(
      withSalesTax({ kind: 'discount', description: 'd', amountCents: -1_000, reason: 'r' }, rates).taxCents,
    ).toBe(0);
  });

  it('accepts rates from 0% to 20% in hundredths of a percent, for every kind of line', () => {
    expect(v.safeParse(salesTaxRatesSchema, { ...noSalesTax, rental: 750 }).success).toBe(true);
    const tooHigh = v.safeParse(salesTaxRatesSchema, { ...noSalesTax, overweight: 2_001 });
    expect(tooHigh.issues?.map((issue) => issue.message)).toEqual([salesTaxMessage]);
    expect(v.safeParse(salesTaxRatesSchema, { ...noSalesTax, charge: 6.5 }).success).toBe(false);
  });
});
