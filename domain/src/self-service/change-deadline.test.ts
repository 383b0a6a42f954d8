import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, businessDateAt } from '../calendar/calendar-date.ts';
import {
  isBeforeSelfServiceDeadline,
  selfServiceDeadline,
  selfServiceDeadlineLabel,
  selfServiceNoticeHours,
} from './change-deadline.ts';

function justBefore(instant: Date): Date {
  return new Date(instant.getTime() - 1);
}

describe('the 24-hour limit for changes made online', () => {
  it('is 24 hours', () => {
    expect(selfServiceNoticeHours).toBe(24);
  });

  it('falls at midnight Florida time the day before, on an ordinary day (EST, UTC-5)', () => {
    expect(selfServiceDeadline('2026-12-05').toISOString()).toBe('2026-12-04T05:00:00.000Z');
    // The last minute a change is taken: "until 12:00 AM Friday" would read as Friday night.
    expect(selfServiceDeadlineLabel('2026-12-05')).toBe('11:59 PM Thursday, Dec 3');
  });

  it('falls at midnight Florida time the day before in summer (EDT, UTC-4)', () => {
    expect(selfServiceDeadline('2026-07-15').toISOString()).toBe('2026-07-14T04:00:00.000Z');
  });

  it('allows a change a millisecond before the limit and refuses it at the limit', () => {
    const limit = new Date('2026-12-04T05:00:00.000Z');
    expect(isBeforeSelfServiceDeadline('2026-12-05', justBefore(limit))).toBe(true);
    expect(isBeforeSelfServiceDeadline('2026-12-05', limit)).toBe(false);
    expect(isBeforeSelfServiceDeadline('2026-12-05', new Date('2026-12-05T12:00:00.000Z'))).toBe(false);
  });

  it('is 11 PM two days before for a delivery the day after clocks spring forward (Mon, Mar 9, 2026)', () => {
    // Mar 9 starts at 04:00Z (EDT); 24 hours earlier is 04:00Z Mar 8, which is 11 PM EST on Mar 7.
    const limit = selfServiceDeadline('2026-03-09');
    expect(limit.toISOString()).toBe('2026-03-08T04:00:00.000Z');
    expect(selfServiceDeadlineLabel('2026-03-09')).toBe('10:59 PM Saturday, Mar 7');
    expect(isBeforeSelfServiceDeadline('2026-03-09', justBefore(limit))).toBe(true);
    expect(isBeforeSelfServiceDeadline('2026-03-09', limit)).toBe(false);
    // The previous midnight (Mar 8, 00:00 EST = 05:00Z) is already an hour too late.
    expect(isBeforeSelfServiceDeadline('2026-03-09', new Date('2026-03-08T05:00:00.000Z'))).toBe(false);
  });

  it('is 1 AM the day before for a delivery the day after clocks fall back (Mon, Nov 2, 2026)', () => {
    // Nov 2 starts at 05:00Z (EST); 24 hours earlier is 05:00Z Nov 1, which is 1 AM EDT on Nov 1.
    const limit = selfServiceDeadline('2026-11-02');
    expect(limit.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(selfServiceDeadlineLabel('2026-11-02')).toBe('12:59 AM Sunday, Nov 1');
    expect(isBeforeSelfServiceDeadline('2026-11-02', justBefore(limit))).toBe(true);
    expect(isBeforeSelfServiceDeadline('2026-11-02', limit)).toBe(false);
    // The previous midnight (Nov 1, 00:00 EDT = 04:00Z) still leaves an hour.
    expect(isBeforeSelfServiceDeadline('2026-11-02', new Date('2026-11-01T04:00:00.000Z'))).toBe(true);
  });

  it('is 24 hours before the delivery day starts in Florida, for any date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (offset) => {
        const deliveryDate = addDays('2026-01-01', offset);
        const limit = selfServiceDeadline(deliveryDate);
        const dayStarts = new Date(limit.getTime() + 24 * 3_600_000);
        expect(businessDateAt(dayStarts)).toBe(deliveryDate);
        expect(businessDateAt(justBefore(dayStarts))).toBe(addDays(deliveryDate, -1));
      }),
    );
  });

  it('refuses what is not a calendar date', () => {
    expect(() => selfServiceDeadline('2026-02-30')).toThrow('Not a calendar date: 2026-02-30');
  });
});
