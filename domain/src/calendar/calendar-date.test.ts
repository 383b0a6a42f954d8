import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDateAt,
  businessDateTimeAt,
  businessTimeZone,
  compareDates,
  daysBetween,
  isIsoDate,
} from './calendar-date.ts';

describe('calendar dates', () => {
  it('recognises real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('11/22/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('counts whole days, negative when going back', () => {
    expect(daysBetween('2026-11-22', '2026-12-02')).toBe(10);
    expect(daysBetween('2026-12-02', '2026-11-22')).toBe(-10);
  });

  it('does not lose a day at the daylight-saving change', () => {
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1);
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('compares dates like a comparator', () => {
    expect(compareDates('2026-11-22', '2026-11-23')).toBe(-1);
    expect(compareDates('2026-11-22', '2026-11-22')).toBe(0);
    expect(compareDates('2026-12-01', '2026-11-22')).toBe(1);
  });

  it('throws on a string that is not a date', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('undoes addDays with daysBetween', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (days) => {
        expect(daysBetween('2026-11-22', addDays('2026-11-22', days))).toBe(days);
      }),
    );
  });
});

describe('the business date', () => {
  it('works on Florida time', () => {
    expect(businessTimeZone).toBe('America/New_York');
  });

  it('is still the previous day in Florida at 02:00 UTC', () => {
    expect(businessDateAt(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
  });

  it('turns over at midnight Eastern time, in summer too', () => {
    expect(businessDateAt(new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03');
    expect(businessDateAt(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(businessDateAt(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
  });

  it('tells the date and time of day in Florida, on the 24-hour clock', () => {
    expect(businessDateTimeAt(new Date('2026-11-27T01:00:00Z'))).toBe('2026-11-26 20:00');
    expect(businessDateTimeAt(new Date('2026-07-04T03:59:59Z'))).toBe('2026-07-03 23:59');
    expect(businessDateTimeAt(new Date('2026-11-22T14:05:00Z'))).toBe('2026-11-22 09:05');
  });
});
