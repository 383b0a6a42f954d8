import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe-violations.ts';
import { renderBookingPage, setUpBookingTests } from './booking-test-helpers.tsx';

setUpBookingTests();

describe('the booking page', () => {
  it('has its heading, title, description and canonical address', async () => {
    renderBookingPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Dumpster' })).toBeInTheDocument();
    expect(document.title).toBe('Book Your Dumpster Online | Coastal Haul');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('flat-rate pricing'),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/book$/);
  });

  it('compares the three flat rates with their tons, dimensions and the $60 extra day', async () => {
    renderBookingPage();
    const table = await screen.findByRole('table', { name: /Flat-rate pricing/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '$300',
      '$400',
      '$600',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('3 tons')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('22 ft x 8 ft x 4.5 ft')).toBeInTheDocument();
    expect(within(table).getAllByText('$60/day')).toHaveLength(3);
  });

  it('shows three testimonials rated 5, 5 and 4.5', async () => {
    renderBookingPage();
    const section = await screen.findByRole('region', { name: 'What Our Customers Say' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(section)
        .getAllByText(/Rated (5|4\.5) out of 5 stars/)
        .map((e) => e.textContent),
    ).toEqual(['Rated 5 out of 5 stars', 'Rated 5 out of 5 stars', 'Rated 4.5 out of 5 stars']);
  });

  it('has no accessibility violations that axe can find, commercial block open', async () => {
    const { user, container } = renderBookingPage('/book?size=20');
    await user.click(await screen.findByRole('radio', { name: 'Commercial' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
