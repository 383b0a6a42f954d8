// Open receivables by age (decision 0158), from the domain's aging report (decision 0139): one
// bar per bucket in the domain's order, not yet due to over 90 days, with the amount owed and the
// number of invoices at its end.
import { type AgingBucket, agingBucketLabels, agingBuckets } from '@dumpster/domain';
import { CategoryBarChart } from './CategoryBarChart.tsx';
import type { ChartHeading } from './ChartFrame.tsx';

/** The description says the day it is as of: 'As of Mon, Mar 2, 2026'. */
export interface AgingBarChartProps extends ChartHeading {
  /** The aging report's buckets: how many invoices and how much they owe, in cents. */
  readonly buckets: Readonly<Record<AgingBucket, { readonly count: number; readonly totalCents: number }>>;
}

export function AgingBarChart({ buckets, ...heading }: AgingBarChartProps) {
  return (
    <CategoryBarChart
      {...heading}
      unit="cents"
      categoryHeader="Past due"
      categoryNoun="ages"
      categories={agingBuckets.map((bucket) => agingBucketLabels[bucket])}
      series={[{ label: 'Owed', values: agingBuckets.map((bucket) => buckets[bucket].totalCents) }]}
      count={{
        header: 'Invoices',
        values: agingBuckets.map((bucket) => buckets[bucket].count),
        one: 'invoice',
        many: 'invoices',
      }}
    />
  );
}
