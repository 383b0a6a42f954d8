import { DateFormatter } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { withGregorianCalendar } from './gregorian-locale.ts';

const calendarOf = (locale: string) => new DateFormatter(locale).resolvedOptions().calendar;

describe('withGregorianCalendar', () => {
  it('keeps the language and region and sets the Gregorian calendar', () => {
    expect(withGregorianCalendar('en-US')).toBe('en-US-u-ca-gregory');
    expect(withGregorianCalendar('en-GB')).toBe('en-GB-u-ca-gregory');
  });

  it('replaces a calendar the browser would otherwise pick', () => {
    expect(calendarOf('th-TH')).toBe('buddhist');
    expect(calendarOf(withGregorianCalendar('th-TH'))).toBe('gregory');
    expect(calendarOf(withGregorianCalendar('ja-JP-u-ca-japanese'))).toBe('gregory');
  });

  it('falls back to US English for a tag that cannot be parsed', () => {
    expect(withGregorianCalendar('not a locale')).toBe('en-US');
  });
});
