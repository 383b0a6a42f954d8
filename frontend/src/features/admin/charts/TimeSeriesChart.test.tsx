import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe-violations.ts';
import { catchDownload, csvRows, shownTable, tableText } from './chart-test-helpers.ts';
import { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart.tsx';

const bookings: TimeSeriesChartProps = {
  title: 'Bookings per day',
  description: 'Jan 6-8, 2026, against the 3 days before',
  granularity: 'day',
  unit: 'count',
  periods: ['2026-01-06', '2026-01-07', '2026-01-08'],
  series: [
    {
      label: 'Received',
      values: [3, 5, 1204],
      previous: { periods: ['2026-01-03', '2026-01-04', '2026-01-05'], values: [2, null, 4] },
    },
    { label: 'Cancelled', values: [0, 1, 0] },
  ],
};

let download: ReturnType<typeof catchDownload> | undefined;
afterEach(() => download?.restore());

describe('TimeSeriesChart', () => {
  it('has its numbers as a table: a caption, a column per series, the previous period with its own dates, a total', async () => {
    const user = userEvent.setup();
    render(<TimeSeriesChart {...bookings} />);
    const table = await shownTable(
      user,
      'Bookings per day',
      'Bookings per day, Jan 6-8, 2026, against the 3 days before',
    );
    expect(tableText(table)).toEqual([
      ['Day', 'Received', 'Received, previous period: day', 'Received, previous period', 'Cancelled'],
      ['Tue, Jan 6, 2026', '3', 'Sat, Jan 3, 2026', '2', '0'],
      ['Wed, Jan 7, 2026', '5', 'Sun, Jan 4, 2026', 'no data', '1'],
      ['Thu, Jan 8, 2026', '1,204', 'Mon, Jan 5, 2026', '4', '0'],
      ['Total', '1,212', '', '6', '1'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tue, Jan 6, 2026', 'Wed, Jan 7, 2026', 'Thu, Jan 8, 2026', 'Total']);
  });

  it('folds the table under "Show the numbers" in a named region that takes focus', async () => {
    const user = userEvent.setup();
    render(<TimeSeriesChart {...bookings} />);
    const toggle = screen.getByRole('button', { name: 'Show the numbers of Bookings per day' });
    const region = screen.getByRole('region', { name: 'Bookings per day: the numbers', hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the numbers of Bookings per day' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(region).getByRole('table')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide the numbers of Bookings per day' }));
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
  });

  it('builds the table when the page is printed, so it is on the paper even when folded', () => {
    render(<TimeSeriesChart {...bookings} />);
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const region = screen.getByRole('region', { name: 'Bookings per day: the numbers', hidden: true });
    expect(within(region).getByRole('table', { hidden: true })).toHaveAccessibleName(
      'Bookings per day, Jan 6-8, 2026, against the 3 days before',
    );
  });

  it('downloads exactly the table as CSV: same rows and columns, plain numbers, ISO dates', async () => {
    const user = userEvent.setup();
    download = catchDownload();
    render(<TimeSeriesChart {...bookings} />);
    await user.click(screen.getByRole('button', { name: 'Download CSV of Bookings per day' }));
    const file = await download.file();
    expect(file.name).toBe('bookings-per-day.csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvRows(file.text)).toEqual([
      ['Day', 'Received', 'Received, previous period: day', 'Received, previous period', 'Cancelled'],
      ['2026-01-06', '3', '2026-01-03', '2', '0'],
      ['2026-01-07', '5', '2026-01-04', '', '1'],
      ['2026-01-08', '1204', '2026-01-05', '4', '0'],
      ['Total', '1212', '', '6', '1'],
    ]);
  });

  it('moves a marker through the points with the keyboard and announces series, period and value', async () => {
    const user = userEvent.setup();
    render(<TimeSeriesChart {...bookings} />);
    const plot = screen.getByRole('application', { name: 'Bookings per day, chart' });
    const status = screen.getByRole('status');
    expect(plot).toHaveAccessibleDescription(/Use Left and Right to move between days/);
    expect(status).toHaveTextContent('');

    await user.tab();
    expect(plot).toHaveFocus();
    expect(status).toHaveTextContent('Received, Tue, Jan 6, 2026: 3');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('Received, Wed, Jan 7, 2026: 5');
    await user.keyboard('{ArrowDown}');
    expect(status).toHaveTextContent('Received, previous period, Sun, Jan 4, 2026: no data');
    await user.keyboard('{End}');
    expect(status).toHaveTextContent('Received, previous period, Mon, Jan 5, 2026: 4');
    await user.keyboard('{ArrowDown}');
    expect(status).toHaveTextContent('Cancelled, Thu, Jan 8, 2026: 0');
    await user.keyboard('{Home}');
    expect(status).toHaveTextContent('Cancelled, Tue, Jan 6, 2026: 0');
    await user.keyboard('{ArrowUp}{ArrowUp}{PageDown}');
    expect(status).toHaveTextContent('Received, Thu, Jan 8, 2026: 1,204');
    expect(plot.querySelector('circle[stroke-width="3"]')).not.toBeNull();

    await user.keyboard('{Escape}');
    expect(status).toHaveTextContent('');
    expect(plot.querySelector('circle[stroke-width="3"]')).toBeNull();
    await user.tab();
    expect(plot).not.toHaveFocus();
  });

  it('shows the point under the pointer in the same words', () => {
    render(<TimeSeriesChart {...bookings} />);
    const plot = screen.getByRole('application', { name: 'Bookings per day, chart' });
    fireEvent.pointerMove(plot, { clientX: 625, clientY: 100 });
    expect(screen.getByRole('status')).toHaveTextContent('Received, Thu, Jan 8, 2026: 1,204');
    fireEvent.pointerLeave(plot);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('draws money as bars by month and writes it with the domain formatting', async () => {
    const user = userEvent.setup();
    render(
      <TimeSeriesChart
        title="Collected"
        granularity="month"
        unit="cents"
        mark="bars"
        periods={['2026-01-01', '2026-02-01']}
        series={[{ label: 'Collected', values: [1_234_550, 980_000] }]}
      />,
    );
    expect(tableText(await shownTable(user, 'Collected'))).toEqual([
      ['Month', 'Collected'],
      ['January 2026', '$12,345.50'],
      ['February 2026', '$9,800'],
      ['Total', '$22,145.50'],
    ]);
    await user.click(screen.getByRole('application'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Collected, February 2026: $9,800');
    expect(screen.getByRole('application').querySelectorAll('rect[stroke-width="1.5"]')).toHaveLength(2);
  });

  it('has no total for a share, which does not add up over periods', async () => {
    const user = userEvent.setup();
    render(
      <TimeSeriesChart
        title="Utilisation"
        granularity="week"
        unit="share"
        periods={['2026-01-05']}
        series={[{ label: '20 yard', values: [0.725] }]}
      />,
    );
    expect(tableText(await shownTable(user, 'Utilisation'))).toEqual([
      ['Week starting', '20 yard'],
      ['Week of Mon, Jan 5, 2026', '72.5%'],
    ]);
  });

  it('refuses values that do not match the periods, naming the series', () => {
    expect(() =>
      render(<TimeSeriesChart {...bookings} series={[{ label: 'Received', values: [1, 2] }]} />),
    ).toThrow('Received has 2 values for 3 periods');
  });

  it('passes axe, with the table shown and hidden', async () => {
    const user = userEvent.setup();
    const { container } = render(<TimeSeriesChart {...bookings} />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Show the numbers/ }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
