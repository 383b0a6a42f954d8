// The back office on a phone (decision 0128): below 600 px the bookings are cards with the same
// facts and links, the filters fold into a disclosure (the filter itself still lives in the URL),
// and the users' actions sit with each user instead of at the far end of a table.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import {
  mockData,
  mockOwner,
  mockStaff,
  pageHeading,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

/** A browser window below 600 CSS px wide, as matchMedia reports it. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(phoneWidth);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bookings list on a phone', () => {
  it('shows each booking as a card with the same facts and its link, and no sideways table', async () => {
    signInAs(mockStaff);
    renderAdmin('/admin');
    await pageHeading('Bookings');
    const list = await screen.findByRole('list', { name: 'Bookings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    expect(screen.queryByRole('grid', { name: 'Bookings' })).not.toBeInTheDocument();

    const newest = [...mockData().bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (!newest) throw new Error('the mock has bookings');
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: newest.reference })).toHaveAttribute(
      'href',
      `/admin/bookings/${newest.id}`,
    );
    for (const fact of [newest.name, newest.phone, newest.city]) expect(card).toHaveTextContent(fact);
    expect(card).toHaveTextContent(/Delivery.*Pickup.*Total.*Created/);
  });

  it('folds the filters into a disclosure that says how many are set, keeping them in the URL', async () => {
    signInAs(mockStaff);
    const { user, router } = renderAdmin('/admin?status=confirmed&city=Jacksonville');
    await pageHeading('Bookings');
    const toggle = screen.getByRole('button', { name: 'Filters (2 set)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    await user.selectOptions(screen.getByLabelText('Size'), '15-yard');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=confirmed&size=15-yard&city=Jacksonville'),
    );
    // Applied, the filters fold away again so the results come first.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Filters (3 set)' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('sorts the cards without the table headers', async () => {
    signInAs(mockStaff);
    const { user, router } = renderAdmin('/admin');
    await pageHeading('Bookings');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'delivery-asc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=delivery&direction=asc'));
  });
});

describe('the users on a phone', () => {
  it("puts each user's actions with the user, not at the end of a sideways table", async () => {
    signInAs(mockOwner);
    renderAdmin('/admin/users');
    await pageHeading('Users');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('region', { name: 'Users table' })).not.toBeInTheDocument();
    const staff = (await within(list).findAllByRole('listitem')).find((item) =>
      item.textContent?.includes(mockStaff.email),
    ) as HTMLElement;
    expect(within(staff).getByRole('button', { name: `Disable ${mockStaff.name}` })).toBeInTheDocument();
    expect(
      within(staff).getByRole('button', { name: `Reset password for ${mockStaff.name}` }),
    ).toBeInTheDocument();
  });
});
