import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import {
  backOffice,
  mockData,
  mockStaff,
  pageHeading,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

/** A date with at least two confirmed deliveries in different cities in the mock's data. */
function busyDeliveryDate(): string {
  const byDate = new Map<string, Set<string>>();
  for (const booking of mockData().bookings)
    if (booking.status === 'confirmed')
      byDate.set(booking.deliveryDate, (byDate.get(booking.deliveryDate) ?? new Set()).add(booking.city));
  const date = [...byDate].find(([, cities]) => cities.size >= 2)?.[0];
  if (!date) throw new Error('The mock has no busy delivery day');
  return date;
}

describe('the day board', () => {
  it("lists the day's deliveries by city in route order, and marks one delivered", async () => {
    signInAs(mockStaff);
    const date = busyDeliveryDate();
    const { user } = renderAdmin(`/admin/day-board?date=${date}`);
    await pageHeading(/Day board/);
    const deliveries = await screen.findByRole('region', { name: /^Deliveries \(/ });
    const expected = mockData()
      .bookings.filter((b) => b.deliveryDate === date && b.status !== 'cancelled')
      .sort((a, b) => a.city.localeCompare(b.city) || a.address.localeCompare(b.address));
    const cityHeadings = within(deliveries)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cityHeadings).toEqual([...new Set(expected.map((b) => b.city))]);
    const stop = expected.find((b) => b.status === 'confirmed');
    if (!stop) throw new Error('no confirmed stop');
    expect(within(deliveries).getByRole('link', { name: stop.phone })).toHaveAttribute(
      'href',
      `tel:${stop.phone}`,
    );
    await user.click(
      within(deliveries).getByRole('button', { name: `Mark delivered: ${stop.reference}, ${stop.address}` }),
    );
    // The mock's days are made around a fixed instant, the check of an early delivery reads the
    // real clock: a day still ahead asks to confirm first (decision 0178), an earlier one does not.
    const early = screen.queryByRole('dialog', { name: 'Mark delivered early?' });
    if (early) await user.click(within(early).getByRole('button', { name: 'Mark delivered today' }));
    await waitFor(() => expect(stop.status).toBe('delivered'));
    expect(backOffice.received.at(-1)).toMatchObject({
      body: { status: 'delivered' },
      csrf: `csrf-test-${mockStaff.id}`,
    });
    await waitFor(() =>
      expect(
        within(deliveries).queryByRole('button', {
          name: `Mark delivered: ${stop.reference}, ${stop.address}`,
        }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('changes day from its date field', async () => {
    signInAs(mockStaff);
    const { user, router } = renderAdmin('/admin/day-board?date=2026-03-14');
    await pageHeading('Day board: Sat, Mar 14, 2026');
    const field = screen.getByLabelText('Date');
    await user.clear(field);
    await user.type(field, '2026-03-16');
    await user.click(screen.getByRole('button', { name: 'Show day' }));
    await pageHeading('Day board: Mon, Mar 16, 2026');
    expect(router.state.location.search).toBe('?date=2026-03-16');
  });
});

describe('contact requests', () => {
  it('shows the newest first with call and e-mail links, filters to those not contacted yet, and marks one contacted', async () => {
    signInAs(mockStaff);
    const { user, router } = renderAdmin('/admin/contact-requests');
    await pageHeading('Contact requests');
    const newest = [...mockData().contactRequests].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const first = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(within(first).getByRole('heading')).toHaveTextContent(newest?.name ?? '');
    expect(within(first).getByRole('link', { name: `Call ${newest?.phone}` })).toHaveAttribute(
      'href',
      `tel:${newest?.phone}`,
    );
    expect(within(first).getByRole('link', { name: `Email ${newest?.email}` })).toHaveAttribute(
      'href',
      `mailto:${newest?.email}`,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Not contacted yet' }));
    await waitFor(() => expect(router.state.location.search).toBe('?notContacted=true'));
    const waiting = mockData().contactRequests.filter((request) => request.contacted === null);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(Math.min(20, waiting.length)));
    expect(screen.queryByText(/^Contacted by/)).not.toBeInTheDocument();

    const target = screen.getAllByRole('article')[0] as HTMLElement;
    const name = within(target).getByRole('heading').textContent?.split(' · ')[0] ?? '';
    await user.click(within(target).getByRole('button', { name: `Mark contacted: ${name}` }));
    await waitFor(() =>
      expect(mockData().contactRequests.find((r) => r.name === name && r.contacted)?.contacted?.byName).toBe(
        mockStaff.name,
      ),
    );
  });
});
