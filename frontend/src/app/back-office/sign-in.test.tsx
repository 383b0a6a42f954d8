import { signInMessages } from '@dumpster/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import {
  backOffice,
  mockOwner,
  mockStaff,
  mockStaffPassword,
  pageHeading,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('signing in to the back office', () => {
  it('sends a visitor without a session to sign in, then back to the page they asked for', async () => {
    const { user, router } = renderAdmin('/admin/day-board?date=2026-03-14');
    await pageHeading('Sign in to the back office');
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    await user.type(screen.getByLabelText(/^Email/), mockOwner.email);
    await user.type(screen.getByLabelText(/^Password/), mockStaffPassword);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await pageHeading(/Day board/);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/admin/day-board?date=2026-03-14',
    );
    expect(screen.getByText(mockOwner.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it('names the empty fields and announces a refused sign-in without saying which part was wrong', async () => {
    const { user } = renderAdmin('/admin/sign-in');
    await pageHeading('Sign in to the back office');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(signInMessages.email)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password here');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessages.refused);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(backOffice.session).toBeUndefined();
  });

  it('shows staff no Users or Fleet, and signs out with the CSRF token, ending the session', async () => {
    signInAs(mockStaff);
    const { user, router } = renderAdmin('/admin');
    await pageHeading('Bookings');
    expect(screen.getByRole('link', { name: 'Contact requests' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fleet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await pageHeading('Sign in to the back office');
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out.');
    expect(backOffice.session).toBeUndefined();
    expect(backOffice.received).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/admin/session',
        csrf: `csrf-test-${mockStaff.id}`,
      }),
    ]);
  });

  it('returns to sign-in, keeping the address, when the session ends while a page is open', async () => {
    signInAs(mockOwner);
    const { user, router } = renderAdmin('/admin');
    await pageHeading('Bookings');
    // The table's own request answered first: ended before it, the session would send the
    // visitor to sign in from /admin, not from the page they go to next.
    await screen.findByText(/^Showing \d+ bookings/);
    backOffice.session = undefined;
    await user.click(screen.getByRole('link', { name: 'Contact requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/contact-requests');
  });
});
