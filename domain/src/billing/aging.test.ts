import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { agingBucket, agingBuckets, agingReport } from './aging.ts';

const due = '2026-12-26';

describe('aging buckets', () => {
  it.each([
    [-1, 'not_due'],
    [0, 'days_0_30'],
    [30, 'days_0_30'],
    [31, 'days_31_60'],
    [60, 'days_31_60'],
    [61, 'days_61_90'],
    [90, 'days_61_90'],
    [91, 'days_over_90'],
    [400, 'days_over_90'],
  ])('%i days past due is %s', (days, bucket) => {
    expect(agingBucket(due, addDays(due, days))).toBe(bucket);
  });

  it('counts Florida calendar days across a daylight-saving change', () => {
    expect(agingBucket('2027-02-20', '2027-03-22')).toBe('days_0_30'); // 30 days across Mar 14
    expect(agingBucket('2027-10-10', '2027-11-10')).toBe('days_31_60'); // 31 days across Nov 7
  });
});

describe('the aging report', () => {
  const today = '2027-03-01';

  it('lists what is owed by bucket, leaving out credits and settled invoices', () => {
    const report = agingReport(
      [
        { number: 'INV-2027-000010', dueDate: '2027-03-10', balanceCents: 10_000 },
        { number: 'INV-2027-000004', dueDate: '2027-02-01', balanceCents: 5_000 },
        { number: 'INV-2026-000200', dueDate: '2026-11-01', balanceCents: 2_500 },
        { number: 'INV-2026-000190', dueDate: '2026-10-01', balanceCents: -1_300 },
        { number: 'INV-2026-000180', dueDate: '2026-10-01', balanceCents: 0 },
      ],
      today,
    );
    expect(report.rows.map((row) => [row.number, row.bucket, row.daysPastDue])).toEqual([
      ['INV-2027-000010', 'not_due', -9],
      ['INV-2027-000004', 'days_0_30', 28],
      ['INV-2026-000200', 'days_over_90', 120],
    ]);
    expect(report.buckets).toEqual({
      not_due: { count: 1, totalCents: 10_000 },
      days_0_30: { count: 1, totalCents: 5_000 },
      days_31_60: { count: 0, totalCents: 0 },
      days_61_90: { count: 0, totalCents: 0 },
      days_over_90: { count: 1, totalCents: 2_500 },
    });
    expect(report.totalCents).toBe(17_500);
  });

  it('for any invoices: the buckets add up to the total owed, each invoice in exactly one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            offset: fc.integer({ min: -60, max: 400 }),
            balanceCents: fc.integer({ min: -50_000, max: 500_000 }),
          }),
        ),
        (items) => {
          const report = agingReport(
            items.map((item) => ({ dueDate: addDays(today, -item.offset), balanceCents: item.balanceCents })),
            today,
          );
          const owed = items.filter((item) => item.balanceCents > 0);
          expect(report.totalCents).toBe(owed.reduce((sum, item) => sum + item.balanceCents, 0));
          expect(agingBuckets.reduce((sum, bucket) => sum + report.buckets[bucket].totalCents, 0)).toBe(
            report.totalCents,
          );
          expect(agingBuckets.reduce((sum, bucket) => sum + report.buckets[bucket].count, 0)).toBe(
            owed.length,
          );
        },
      ),
    );
  });
});
