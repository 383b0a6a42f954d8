import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dumpsterSizeValues, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { overTonHundredths, overweightCents, overweightLine } from './overweight-line.ts';
import { ticketPhoto } from './test-fixtures.ts';

describe('overweight', () => {
  it('charges a 5.2-ton ticket on a 15-yard (3 tons included) 2.20 tons at $85: $187.00', () => {
    expect(
      overweightLine({
        dumpsterSize: '15-yard',
        ticketTonHundredths: 520,
        ratePerTonCents: 8_500,
        evidence: [ticketPhoto],
      }),
    ).toEqual({
      kind: 'overweight',
      description: 'Overweight: 2.20 tons above the 3 tons included (scale ticket 5.20 tons) at $85 a ton',
      amountCents: 18_700,
      ticketTonHundredths: 520,
      includedTons: 3,
      overTonHundredths: 220,
      ratePerTonCents: 8_500,
      evidence: [ticketPhoto],
    });
  });

  it('is no line at all when the load is within the included tons', () => {
    expect(
      overweightLine({
        dumpsterSize: '20-yard',
        ticketTonHundredths: 400,
        ratePerTonCents: 8_500,
        evidence: [],
      }),
    ).toBe(undefined);
  });

  it('rounds the line half up to the cent', () => {
    expect(overweightCents(1, 8_500)).toBe(85);
    expect(overweightCents(1, 1_250)).toBe(13);
    expect(overweightCents(1, 1_249)).toBe(12);
    expect(overweightCents(33, 9_999)).toBe(3_300);
  });

  it('for any ticket: 0 within the allowance, then never more than half a cent from the exact charge', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dumpsterSizeValues),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (size, ticket, rate) => {
          const included = getDumpsterSize(size).includedTons;
          const over = overTonHundredths(ticket, included);
          expect(over).toBe(Math.max(0, ticket - included * 100));
          const cents = overweightCents(over, rate);
          expect(Math.abs(cents * 100 - over * rate) * 2).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('never charges less for a heavier ticket', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 500 }), (ticket, more) => {
        const light = overweightCents(overTonHundredths(ticket, 3), 8_500);
        const heavy = overweightCents(overTonHundredths(ticket + more, 3), 8_500);
        expect(heavy).toBeGreaterThanOrEqual(light);
      }),
    );
  });
});
