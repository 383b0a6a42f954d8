import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { mockData, mockOwner, pageHeading, renderAdmin, signInAs } from './back-office-test-helpers.tsx';

startMockApiForTests();

async function violationsOf(container: HTMLElement) {
  const results = await axe.run(container, {
    // jsdom has no layout or computed colours; contrast is checked on the tokens instead
    // (shared/styles/tokens.test.ts) and in the browser journey.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
}

describe('accessibility of every back office page (axe)', () => {
  it('finds no violations on the sign-in page, with its errors shown', async () => {
    const { container, user } = renderAdmin('/admin/sign-in');
    await pageHeading('Sign in to the back office');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Please enter your email address');
    expect(await violationsOf(container)).toEqual([]);
  });

  const loaded = {
    bookings: () => screen.findByRole('button', { name: 'Load more' }),
    dayBoard: () => screen.findByRole('heading', { level: 2, name: /Deliveries/ }),
    contactRequests: () => screen.findAllByRole('button', { name: /^Mark .* contacted$/ }),
    users: () => screen.findByText(mockOwner.email),
    fleet: () => screen.findByRole('list', { name: /Booked of owned per day/ }),
    none: async () => undefined,
  };

  it.each([
    ['/admin', 'Bookings', loaded.bookings],
    ['/admin/day-board', /Day board/, loaded.dayBoard],
    ['/admin/contact-requests', 'Contact requests', loaded.contactRequests],
    ['/admin/users', 'Users', loaded.users],
    ['/admin/fleet', 'Fleet', loaded.fleet],
    ['/admin/no-such-page', 'This back office page does not exist', loaded.none],
  ])('finds no violations on %s, its data shown', async (path, heading, isLoaded) => {
    signInAs(mockOwner);
    const { container } = renderAdmin(path);
    await pageHeading(heading);
    await isLoaded();
    expect(await violationsOf(container)).toEqual([]);
  });

  it('finds no violations on a booking, nor in its cancel dialog', async () => {
    signInAs(mockOwner);
    const booking = mockData().bookings.find(
      (b) => b.status === 'pending' && b.messages.some((m) => m.status !== 'sent'),
    );
    const target = booking ?? mockData().bookings.find((b) => b.status === 'pending');
    const { container, user } = renderAdmin(`/admin/bookings/${target?.id}`);
    await pageHeading(new RegExp(`Booking ${target?.reference}`));
    expect(await violationsOf(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeVisible();
    expect(await violationsOf(document.body)).toEqual([]);
  });
});
