// The owner's dashboard page on the mock back office (decisions 0205, 0206): the range from the
// address, the key figures against the period before, a chart's numbers as a table; staff are
// told it is for owners.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { mockOwner, mockStaff, pageHeading, renderAdmin, signInAs } from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('the dashboard page', () => {
  it('shows the range against the period before, and a chart with its numbers', async () => {
    signInAs(mockOwner);
    const { user } = renderAdmin('/admin/dashboard?from=2026-11-01&to=2026-11-30&bucket=week');
    await pageHeading('Dashboard');
    const figures = await screen.findByRole('table', { name: /Key figures for/ });
    expect(within(figures).getByRole('rowheader', { name: 'Bookings received' })).toBeVisible();
    expect(
      within(figures)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Figure', 'This period', 'Period before', 'Change']);
    await user.click(screen.getByRole('button', { name: 'Show the numbers of Bookings' }));
    const table = screen.getByRole('table', { name: /^Bookings, / });
    // Weeks from Monday: 26 Oct (holding 1 Nov) to 30 Nov, and a total row.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6 + 1);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells staff the page is for owners, with no link to it', async () => {
    signInAs(mockStaff);
    renderAdmin('/admin/dashboard');
    await pageHeading('Dashboard');
    expect(await screen.findByText('Only an owner can see this page.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});
