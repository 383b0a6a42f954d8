import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tonHundredthsFrom, tonsText, wholeTonsInHundredths } from './tons.ts';

describe('tons on a scale ticket', () => {
  it.each([
    ['5.2', 520],
    ['5.20', 520],
    [5.2, 520],
    ['5', 500],
    ['5.237', 524],
    ['5.235', 524],
    ['5.2349', 523],
    [1.005, 101],
    ['0.004', 0],
    [' 12.5 ', 1_250],
  ])('reads %j as %i hundredths, halves rounded up', (value, hundredths) => {
    expect(tonHundredthsFrom(value)).toBe(hundredths);
  });

  it.each([['-1'], ['five'], [''], ['5,2'], ['1e3'], [Number.NaN], [-0.5], ['1000']])(
    'refuses %j',
    (value) => {
      expect(tonHundredthsFrom(value)).toBeUndefined();
    },
  );

  it('writes hundredths as tons with two places', () => {
    expect(tonsText(520)).toBe('5.20');
    expect(tonsText(7)).toBe('0.07');
    expect(() => tonsText(-1)).toThrow(RangeError);
    expect(() => tonsText(1.5)).toThrow(RangeError);
  });

  it('reads back what it writes, for any weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (hundredths) => {
        expect(tonHundredthsFrom(tonsText(hundredths))).toBe(hundredths);
      }),
    );
  });

  it('counts whole tons in hundredths', () => {
    expect(wholeTonsInHundredths(3)).toBe(300);
  });
});
