import { agingReport } from '@dumpster/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe-violations.ts';
import { AgingBarChart } from './AgingBarChart.tsx';
import { catchDownload, csvRows, shownTable, tableText } from './chart-test-helpers.ts';

// Five invoices aged by the domain on Mar 31, 2026 (Florida): one not yet due, two 0-30 days
// past due, one 31-60, one over 90; a credit balance is not aged.
const report = agingReport(
  [
    { dueDate: '2026-04-10', balanceCents: 45_000 },
    { dueDate: '2026-03-31', balanceCents: 30_050 },
    { dueDate: '2026-03-01', balanceCents: 12_000 },
    { dueDate: '2026-02-15', balanceCents: 99_999 },
    { dueDate: '2025-11-01', balanceCents: 50_000 },
    { dueDate: '2025-10-01', balanceCents: -5_000 },
  ],
  '2026-03-31',
);

let download: ReturnType<typeof catchDownload> | undefined;
afterEach(() => download?.restore());

describe('AgingBarChart', () => {
  it("shows the domain's buckets in order with the amount owed and the invoices in each", async () => {
    const user = userEvent.setup();
    render(
      <AgingBarChart
        title="Open receivables"
        description="As of Tue, Mar 31, 2026"
        buckets={report.buckets}
      />,
    );
    expect(
      tableText(await shownTable(user, 'Open receivables', 'Open receivables, As of Tue, Mar 31, 2026')),
    ).toEqual([
      ['Past due', 'Owed', 'Invoices'],
      ['Not yet due', '$450', '1'],
      ['0-30 days', '$420.50', '2'],
      ['31-60 days', '$999.99', '1'],
      ['61-90 days', '$0', '0'],
      ['90+ days', '$500', '1'],
      ['Total', '$2,370.49', '5'],
    ]);
    expect(report.totalCents).toBe(237_049);
  });

  it('announces each bucket with its invoices, and downloads the same numbers', async () => {
    const user = userEvent.setup();
    download = catchDownload();
    render(<AgingBarChart title="Open receivables" buckets={report.buckets} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('0-30 days, Owed: $420.50 (2 invoices)');
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('90+ days, Owed: $500 (1 invoice)');
    await user.click(screen.getByRole('button', { name: 'Download CSV of Open receivables' }));
    expect(csvRows((await download.file()).text)).toEqual([
      ['Past due', 'Owed (USD)', 'Invoices'],
      ['Not yet due', '450.00', '1'],
      ['0-30 days', '420.50', '2'],
      ['31-60 days', '999.99', '1'],
      ['61-90 days', '0.00', '0'],
      ['90+ days', '500.00', '1'],
      ['Total', '2370.49', '5'],
    ]);
  });

  it('passes axe', async () => {
    const { container } = render(<AgingBarChart title="Open receivables" buckets={report.buckets} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
