import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { axeViolations } from '../../test/axe-violations.ts';
import { mockData, mockOwner, pageHeading, renderAdmin, signInAs } from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('accessibility of every back office page (axe)', () => {
  it('finds no violations on the sign-in page, with its errors shown', async () => {
    const { container, user } = renderAdmin('/admin/sign-in');
    await pageHeading('Sign in to the back office');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Please enter your email address');
    expect(await axeViolations(container)).toEqual([]);
  });

  const loaded = {
    bookings: () => screen.findByRole('button', { name: 'Load more' }),
    dayBoard: () => screen.findByRole('heading', { level: 2, name: /Deliveries/ }),
    contactRequests: () => screen.findAllByRole('button', { name: /^Mark contacted: / }),
    users: () => screen.findByText(mockOwner.email),
    fleet: () => screen.findByRole('list', { name: /Booked of owned per day/ }),
    calendar: () => screen.findByRole('checkbox', { name: 'Sunday' }),
    dashboard: () => screen.findByRole('table', { name: /Key figures for/ }),
    none: async () => undefined,
  };

  it.each([
    ['/admin', 'Bookings', loaded.bookings],
    ['/admin/day-board', /Day board/, loaded.dayBoard],
    ['/admin/contact-requests', 'Contact requests', loaded.contactRequests],
    ['/admin/users', 'Users', loaded.users],
    ['/admin/fleet', 'Fleet', loaded.fleet],
    ['/admin/calendar', 'Calendar', loaded.calendar],
    ['/admin/dashboard?from=2026-11-01&to=2026-11-30&bucket=week', 'Dashboard', loaded.dashboard],
    ['/admin/no-such-page', 'This back office page does not exist', loaded.none],
  ])('finds no violations on %s, its data shown', async (path, heading, isLoaded) => {
    signInAs(mockOwner);
    const { container } = renderAdmin(path);
    await pageHeading(heading);
    await isLoaded();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('finds no violations on a booking, nor in its cancel dialog', async () => {
    signInAs(mockOwner);
    const booking = mockData().bookings.find(
      (b) => b.status === 'pending' && b.messages.some((m) => m.status !== 'sent'),
    );
    const target = booking ?? mockData().bookings.find((b) => b.status === 'pending');
    const { container, user } = renderAdmin(`/admin/bookings/${target?.id}`);
    await pageHeading(new RegExp(`Booking ${target?.reference}`));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
