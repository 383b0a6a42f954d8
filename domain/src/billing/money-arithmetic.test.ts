import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsFromDollarsText,
  divideRoundingHalfAway,
  dollarsDecimal,
  sumCents,
} from './money-arithmetic.ts';

describe('dividing whole numbers, halves away from zero', () => {
  it.each([
    [250, 100, 3],
    [249, 100, 2],
    [-250, 100, -3],
    [-249, 100, -2],
    [18_700, 100, 187],
    [0, 7, 0],
    [1, 3, 0],
    [2, 3, 1],
    [-1, 3, 0],
  ])('%i / %i is %i', (numerator, denominator, expected) => {
    expect(divideRoundingHalfAway(numerator, denominator)).toBe(expected);
  });

  it('refuses a fraction or a divisor of zero', () => {
    expect(() => divideRoundingHalfAway(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundingHalfAway(1, 0)).toThrow(RangeError);
  });

  it('is the nearest whole number, and a negative rounds to the opposite of its positive', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        const q = divideRoundingHalfAway(n, d);
        // |n/d - q| <= 1/2, compared in whole numbers.
        expect(Math.abs(n - q * d) * 2).toBeLessThanOrEqual(d);
        expect(divideRoundingHalfAway(-n, d)).toBe(q === 0 ? 0 : -q);
        expect(Object.is(q, -0)).toBe(false);
      }),
    );
  });
});

describe('cents as a decimal of dollars', () => {
  it.each([
    [18_700, '187.00'],
    [-2_050, '-20.50'],
    [5, '0.05'],
    [0, '0.00'],
    [123_456_789, '1234567.89'],
  ])('%i cents is %s', (cents, text) => {
    expect(dollarsDecimal(cents)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => dollarsDecimal(10.5)).toThrow(RangeError);
  });

  it('reads back what it writes, for any amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(centsFromDollarsText(dollarsDecimal(cents))).toBe(cents);
      }),
    );
  });

  it('sums amounts of cents', () => {
    expect(sumCents([100, -30, 5])).toBe(75);
    expect(sumCents([])).toBe(0);
  });
});

describe('dollars as staff type them', () => {
  it.each([
    ['187.5', 18_750],
    ['$1,200.00', 120_000],
    ['40', 4_000],
    [' 0.07 ', 7],
  ])('reads %j as %i cents', (text, cents) => {
    expect(centsFromDollarsText(text)).toBe(cents);
  });

  it.each([['-5'], ['1.234'], ['abc'], [''], ['1,20'], ['$']])('refuses %j', (text) => {
    expect(centsFromDollarsText(text)).toBeUndefined();
  });
});
