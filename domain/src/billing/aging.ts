// Receivables by age (decision 0139): each invoice that still owes money, by Florida days past
// its due date: not yet due, 0-30 (from the due date itself), 31-60, 61-90 and over 90. Credits
// (balances below zero) are not aged: nothing is owed on them.
import { daysBetween } from '../calendar/calendar-date.ts';

export const agingBuckets = ['not_due', 'days_0_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const agingBucketLabels: Readonly<Record<AgingBucket, string>> = {
  not_due: 'Not yet due',
  days_0_30: '0-30 days',
  days_31_60: '31-60 days',
  days_61_90: '61-90 days',
  days_over_90: '90+ days',
};

/** Whole Florida days from the due date to today (negative before it). */
export function daysPastDue(dueDate: string, today: string): number {
  return daysBetween(dueDate, today);
}

export function agingBucket(dueDate: string, today: string): AgingBucket {
  const days = daysPastDue(dueDate, today);
  if (days < 0) return 'not_due';
  if (days <= 30) return 'days_0_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'days_over_90';
}

export interface AgedReceivable {
  readonly dueDate: string;
  readonly balanceCents: number;
}

export interface AgingReport<T extends AgedReceivable> {
  readonly rows: readonly (T & { readonly bucket: AgingBucket; readonly daysPastDue: number })[];
  readonly buckets: Readonly<Record<AgingBucket, { readonly count: number; readonly totalCents: number }>>;
  readonly totalCents: number;
}

/** The open invoices (balance above zero) with their bucket, and the count and sum per bucket. */
export function agingReport<T extends AgedReceivable>(items: readonly T[], today: string): AgingReport<T> {
  const buckets = Object.fromEntries(
    agingBuckets.map((bucket) => [bucket, { count: 0, totalCents: 0 }]),
  ) as Record<AgingBucket, { count: number; totalCents: number }>;
  const rows = items
    .filter((item) => item.balanceCents > 0)
    .map((item) => ({
      ...item,
      bucket: agingBucket(item.dueDate, today),
      daysPastDue: daysPastDue(item.dueDate, today),
    }));
  let totalCents = 0;
  for (const row of rows) {
    buckets[row.bucket].count += 1;
    buckets[row.bucket].totalCents += row.balanceCents;
    totalCents += row.balanceCents;
  }
  return { rows, buckets, totalCents };
}
