// The receivables page (decision 0139): every final invoice that still owes money, with its
// aging bucket by Florida days past due, and the count and sum per bucket.
import {
  type AdminReceivables,
  agingBucketLabels,
  agingBuckets,
  agingReport,
  businessDateAt,
} from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ListReceivables {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  async execute(): Promise<AdminReceivables> {
    const today = businessDateAt(this.clock.now());
    const rows = await this.unitOfWork.transaction(({ invoices }) => invoices.receivables());
    const report = agingReport(rows, today);
    return {
      today,
      rows: report.rows.map((row) => ({
        invoiceId: row.id,
        bookingId: row.bookingId,
        number: row.number,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        issueDate: row.issueDate,
        dueDate: row.dueDate,
        totalCents: row.totalCents,
        balanceCents: row.balanceCents,
        bucket: row.bucket,
        daysPastDue: row.daysPastDue,
      })),
      buckets: agingBuckets.map((bucket) => ({
        bucket,
        label: agingBucketLabels[bucket],
        ...report.buckets[bucket],
      })),
      totalCents: report.totalCents,
    };
  }
}
