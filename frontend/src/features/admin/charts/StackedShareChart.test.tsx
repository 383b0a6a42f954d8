import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe-violations.ts';
import { catchDownload, csvRows, shownTable, tableText } from './chart-test-helpers.ts';
import { StackedShareChart, type StackedShareChartProps } from './StackedShareChart.tsx';

const bySource: StackedShareChartProps = {
  title: 'Money by source',
  unit: 'cents',
  partHeader: 'Source',
  partNoun: 'sources',
  parts: ['Rental', 'Extra days', 'Overweight'],
  bars: [
    { label: 'This period', values: [700_000, 200_000, 100_000] },
    { label: 'Previous period', values: [0, 0, 0] },
  ],
};

let download: ReturnType<typeof catchDownload> | undefined;
afterEach(() => download?.restore());

describe('StackedShareChart', () => {
  it('has a row per source with its amount and share in each bar, and the totals', async () => {
    const user = userEvent.setup();
    render(<StackedShareChart {...bySource} />);
    expect(tableText(await shownTable(user, 'Money by source'))).toEqual([
      ['Source', 'This period', 'This period: share', 'Previous period', 'Previous period: share'],
      ['Rental', '$7,000', '70%', '$0', 'no data'],
      ['Extra days', '$2,000', '20%', '$0', 'no data'],
      ['Overweight', '$1,000', '10%', '$0', 'no data'],
      ['Total', '$10,000', '100%', '$0', 'no data'],
    ]);
  });

  it('draws each source as wide as its share, and none for a bar with nothing in it', () => {
    render(<StackedShareChart {...bySource} />);
    const plot = screen.getByRole('application', { name: 'Money by source, chart' });
    // At the default width of 640 px the bar is 636 px: 70%, 20%, 10%, less the 2 px gaps.
    const widths = [...plot.querySelectorAll('rect[stroke-width="1.5"]')].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeCloseTo(636 * 0.7 - 1, 5);
    expect(widths[1]).toBeCloseTo(636 * 0.2 - 2, 5);
    expect(widths[2]).toBeCloseTo(636 * 0.1 - 2, 5);
  });

  it('moves across the sources and between the bars, announcing amount, share and total', async () => {
    const user = userEvent.setup();
    render(<StackedShareChart {...bySource} />);
    expect(screen.getByRole('application')).toHaveAccessibleDescription(
      /Left and Right to move between sources.*Up and Down change the bars/,
    );
    await user.tab();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Rental, This period: $7,000, 70% of $10,000');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('Extra days, This period: $2,000, 20% of $10,000');
    await user.keyboard('{ArrowDown}');
    expect(status).toHaveTextContent('Extra days, Previous period: $0 of $0');
  });

  it('downloads the table as CSV, shares as percentages', async () => {
    const user = userEvent.setup();
    download = catchDownload();
    render(<StackedShareChart {...bySource} />);
    await user.click(screen.getByRole('button', { name: 'Download CSV of Money by source' }));
    expect(csvRows((await download.file()).text)).toEqual([
      [
        'Source',
        'This period (USD)',
        'This period: share (%)',
        'Previous period (USD)',
        'Previous period: share (%)',
      ],
      ['Rental', '7000.00', '70', '0.00', ''],
      ['Extra days', '2000.00', '20', '0.00', ''],
      ['Overweight', '1000.00', '10', '0.00', ''],
      ['Total', '10000.00', '100', '0.00', ''],
    ]);
  });

  it('refuses a negative amount, which has no share of a whole', () => {
    expect(() =>
      render(<StackedShareChart {...bySource} bars={[{ label: 'This period', values: [100, -50, 0] }]} />),
    ).toThrow('This period has a value below zero');
  });

  it('passes axe', async () => {
    const { container } = render(<StackedShareChart {...bySource} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
