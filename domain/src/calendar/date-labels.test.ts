import { describe, expect, it } from 'vitest';
import { longDateLabel, shortDateLabel } from './date-labels.ts';

describe('a date in a sentence', () => {
  it('reads as weekday, month and day', () => {
    expect(shortDateLabel('2026-12-05')).toBe('Sat, Dec 5');
    expect(shortDateLabel('2026-11-02')).toBe('Mon, Nov 2');
  });

  it('adds the year when asked', () => {
    expect(shortDateLabel('2027-01-04', { year: true })).toBe('Mon, Jan 4, 2027');
  });

  it('keeps the date of a daylight-saving change and of a leap day', () => {
    expect(shortDateLabel('2026-03-08')).toBe('Sun, Mar 8');
    expect(shortDateLabel('2028-02-29')).toBe('Tue, Feb 29');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => shortDateLabel('2026-02-30')).toThrow('Not a calendar date: 2026-02-30');
  });

  it('writes weekday and month in full, with the year, for a booking’s own dates', () => {
    expect(longDateLabel('2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(longDateLabel('2026-11-01')).toBe('Sunday, November 1, 2026');
  });
});
