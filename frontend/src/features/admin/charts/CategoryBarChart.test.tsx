import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe-violations.ts';
import { CategoryBarChart, type CategoryBarChartProps } from './CategoryBarChart.tsx';
import { catchDownload, csvRows, shownTable, tableText } from './chart-test-helpers.ts';

const byCity: CategoryBarChartProps = {
  title: 'Bookings by city',
  unit: 'count',
  categoryHeader: 'City',
  categoryNoun: 'cities',
  categories: ['Jacksonville', 'Orange Park', 'St. Augustine'],
  series: [{ label: 'Bookings', values: [120, 45, 0], previous: { values: [110, 50, 3] } }],
};

let download: ReturnType<typeof catchDownload> | undefined;
afterEach(() => download?.restore());

describe('CategoryBarChart', () => {
  it('has a row per category, a column per series and its previous period, and a total', async () => {
    const user = userEvent.setup();
    render(<CategoryBarChart {...byCity} />);
    expect(tableText(await shownTable(user, 'Bookings by city'))).toEqual([
      ['City', 'Bookings', 'Bookings, previous period'],
      ['Jacksonville', '120', '110'],
      ['Orange Park', '45', '50'],
      ['St. Augustine', '0', '3'],
      ['Total', '165', '163'],
    ]);
  });

  it('writes each value at the end of its bar and names both series in the legend', () => {
    render(<CategoryBarChart {...byCity} />);
    const plot = screen.getByRole('application', { name: 'Bookings by city, chart' });
    expect([...plot.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['Jacksonville', '120', '110', 'St. Augustine', '0', '3']),
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bookings',
      'Bookings, previous period',
    ]);
  });

  it('moves down the cities with Up and Down, and between a city and its previous period with Left and Right', async () => {
    const user = userEvent.setup();
    render(<CategoryBarChart {...byCity} />);
    const plot = screen.getByRole('application', { name: 'Bookings by city, chart' });
    expect(plot).toHaveAccessibleDescription(
      /Use Up and Down to move between cities.*Left and Right change the series/,
    );
    const status = screen.getByRole('status');
    await user.tab();
    expect(status).toHaveTextContent('Jacksonville, Bookings: 120');
    await user.keyboard('{ArrowDown}');
    expect(status).toHaveTextContent('Orange Park, Bookings: 45');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('Orange Park, Bookings, previous period: 50');
    await user.keyboard('{End}');
    expect(status).toHaveTextContent('St. Augustine, Bookings, previous period: 3');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(status).toHaveTextContent('Jacksonville, Bookings: 120');
  });

  it('downloads the table as CSV', async () => {
    const user = userEvent.setup();
    download = catchDownload();
    render(<CategoryBarChart {...byCity} />);
    await user.click(screen.getByRole('button', { name: 'Download CSV of Bookings by city' }));
    expect(csvRows((await download.file()).text)).toEqual([
      ['City', 'Bookings', 'Bookings, previous period'],
      ['Jacksonville', '120', '110'],
      ['Orange Park', '45', '50'],
      ['St. Augustine', '0', '3'],
      ['Total', '165', '163'],
    ]);
  });

  it('refuses a count that does not match the categories', () => {
    expect(() =>
      render(
        <CategoryBarChart {...byCity} count={{ header: 'Boxes', values: [1], one: 'box', many: 'boxes' }} />,
      ),
    ).toThrow('Boxes has 1 values for 3 categories');
  });

  it('passes axe', async () => {
    const { container } = render(<CategoryBarChart {...byCity} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
