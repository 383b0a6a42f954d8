import { fromDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessTimeZone } from '../calendar/calendar-date.ts';
import { floridaInstant, holdForTextQuietHours, isInTextQuietHours } from './quiet-hours.ts';

const floridaHour = (instant: Date) => fromDate(instant, businessTimeZone).hour;

describe('quiet hours, 9 PM to 8 AM Florida time', () => {
  it('starts at 9 PM sharp and ends at 8 AM sharp, in winter (EST) and summer (EDT)', () => {
    // Dec 1, 2026: EST, UTC-5.
    expect(isInTextQuietHours(new Date('2026-12-02T01:59:59.999Z'))).toBe(false);
    expect(isInTextQuietHours(new Date('2026-12-02T02:00:00Z'))).toBe(true);
    expect(isInTextQuietHours(new Date('2026-12-01T12:59:59Z'))).toBe(true);
    expect(isInTextQuietHours(new Date('2026-12-01T13:00:00Z'))).toBe(false);
    // Jul 15, 2026: EDT, UTC-4.
    expect(isInTextQuietHours(new Date('2026-07-16T01:00:00Z'))).toBe(true);
    expect(isInTextQuietHours(new Date('2026-07-15T12:00:00Z'))).toBe(false);
  });

  it('holds a text due at night to 8 AM the next morning, and one due before dawn to 8 AM that day', () => {
    expect(holdForTextQuietHours(new Date('2026-12-02T03:30:00Z')).toISOString()).toBe(
      '2026-12-02T13:00:00.000Z',
    );
    expect(holdForTextQuietHours(new Date('2026-12-02T10:00:00Z')).toISOString()).toBe(
      '2026-12-02T13:00:00.000Z',
    );
    const afternoon = new Date('2026-12-02T20:00:00Z');
    expect(holdForTextQuietHours(afternoon)).toBe(afternoon);
  });

  it('holds to 8 AM EDT across the spring change (Sun, Mar 8, 2026: 2 AM becomes 3 AM)', () => {
    // 10 PM EST on Mar 7 (03:00Z Mar 8) -> 8 AM EDT on Mar 8 (12:00Z).
    expect(holdForTextQuietHours(new Date('2026-03-08T03:00:00Z')).toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
    // 3:30 AM EDT on Mar 8, just after the change.
    expect(holdForTextQuietHours(new Date('2026-03-08T07:30:00Z')).toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
  });

  it('holds to 8 AM EST across the autumn change (Sun, Nov 1, 2026: 2 AM becomes 1 AM again)', () => {
    // 1:30 AM EDT (05:30Z) and 1:30 AM EST (06:30Z) both wait for 8 AM EST (13:00Z).
    expect(holdForTextQuietHours(new Date('2026-11-01T05:30:00Z')).toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    expect(holdForTextQuietHours(new Date('2026-11-01T06:30:00Z')).toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    // 9:30 PM EDT on Oct 31 -> 8 AM EST on Nov 1: 11.5 hours plus the extra hour.
    expect(holdForTextQuietHours(new Date('2026-11-01T01:30:00Z')).toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
  });

  it('builds Florida wall-clock times across both changes', () => {
    expect(floridaInstant('2026-03-08', 17).toISOString()).toBe('2026-03-08T21:00:00.000Z');
    expect(floridaInstant('2026-03-07', 17).toISOString()).toBe('2026-03-07T22:00:00.000Z');
    expect(floridaInstant('2026-11-01', 17).toISOString()).toBe('2026-11-01T22:00:00.000Z');
    expect(floridaInstant('2026-10-31', 17).toISOString()).toBe('2026-10-31T21:00:00.000Z');
  });

  // Instants within two days of each change, minute by minute.
  const aroundChanges = fc
    .tuple(
      fc.constantFrom(
        Date.parse('2026-03-08T07:00:00Z'),
        Date.parse('2026-11-01T06:00:00Z'),
        Date.parse('2027-03-14T07:00:00Z'),
      ),
      fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }),
    )
    .map(([change, minutes]) => new Date(change + minutes * 60_000));
  const anyInstant = fc
    .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2030-12-31T00:00:00Z') })
    .map((ms) => new Date(ms));

  it('always gives the earliest allowed instant, between 8 AM and 9 PM Florida time', () => {
    fc.assert(
      fc.property(fc.oneof(aroundChanges, anyInstant), (instant) => {
        const held = holdForTextQuietHours(instant);
        expect(held.getTime()).toBeGreaterThanOrEqual(instant.getTime());
        expect(isInTextQuietHours(held)).toBe(false);
        const hour = floridaHour(held);
        expect(hour >= 8 && hour < 21).toBe(true);
        if (held.getTime() > instant.getTime()) {
          // Held: it lands on 8:00:00 exactly, no more than 12 hours on (11 plus a DST hour).
          const zoned = fromDate(held, businessTimeZone);
          expect([zoned.hour, zoned.minute, zoned.second]).toEqual([8, 0, 0]);
          expect(held.getTime() - instant.getTime()).toBeLessThanOrEqual(12 * 3_600_000);
          // A minute earlier is still quiet.
          expect(isInTextQuietHours(new Date(held.getTime() - 60_000))).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
