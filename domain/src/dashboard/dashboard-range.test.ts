import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { floridaDayStart } from '../text-messages/quiet-hours.ts';
import {
  bucketStart,
  dashboardQuerySchema,
  instantInRange,
  previousPeriod,
  rangeBuckets,
  rangeInstants,
} from './dashboard-range.ts';

describe('the dashboard range', () => {
  it('starts a Florida day at its own midnight, on both sides of the clock changes', () => {
    expect(floridaDayStart('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(floridaDayStart('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    // 8 March 2026 lasts 23 hours, 1 November 2026 lasts 25.
    const spring = rangeInstants({ from: '2026-03-08', to: '2026-03-08' });
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600_000);
    const autumn = rangeInstants({ from: '2026-11-01', to: '2026-11-01' });
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3600_000);
  });

  it('counts an instant in the Florida day it happened, at the edges', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(instantInRange(new Date('2026-11-01T04:00:00Z'), range)).toBe(true);
    expect(instantInRange(new Date('2026-11-01T03:59:59Z'), range)).toBe(false);
    expect(instantInRange(new Date('2026-12-01T04:59:59Z'), range)).toBe(true);
    expect(instantInRange(new Date('2026-12-01T05:00:00Z'), range)).toBe(false);
  });

  it('compares with the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-11-23', to: '2026-11-23' })).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
  });

  it('buckets by day, by week from Monday and by calendar month', () => {
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-29', 'month')).toBe('2026-11-01');
    expect(rangeBuckets({ from: '2026-11-27', to: '2026-12-08' }, 'week')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(rangeBuckets({ from: '2026-01-31', to: '2026-03-01' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('refuses an end before the start and a range too long, naming the field', () => {
    const reversed = v.safeParse(dashboardQuerySchema, { from: '2026-11-02', to: '2026-11-01' });
    expect(reversed.success).toBe(false);
    expect(reversed.issues?.[0]?.path?.[0]?.key).toBe('to');
    expect(v.safeParse(dashboardQuerySchema, { from: '2024-01-01', to: '2026-11-01' }).success).toBe(false);
    expect(v.parse(dashboardQuerySchema, { from: '2026-11-01', to: '2026-11-30' }).bucket).toBe('day');
  });
});
