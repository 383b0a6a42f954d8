// A booking's text conversation on its back office page (decision 0203), on the mock back office:
// the texts both ways with the number's consent, a reply sent with its CSRF token and announced,
// and no reply form for a customer who has not agreed to texts; no axe violations either way.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { axeViolations } from '../../test/axe-violations.ts';
import {
  backOffice,
  mockData,
  mockStaff,
  pageHeading,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('the text conversation on a booking', () => {
  it('shows the texts both ways and sends a staff reply, announced', async () => {
    signInAs(mockStaff);
    const booking = mockData().bookings.find((candidate) => candidate.smsOptIn);
    if (!booking) throw new Error('The mock has no booking with texts');
    const { container, user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    const log = await screen.findByRole('log', { name: 'Texts with the customer' });
    expect(within(log).getAllByText(/Booking received/).length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Reply by text/ }), 'Your driver comes after 2 PM.');
    expect(screen.getByText(/^1 text\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send text' }));

    const done = await screen.findByText('Reply queued: it goes out in a moment.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(await within(log).findByText('Coastal Haul: Your driver comes after 2 PM.')).toBeInTheDocument();
    expect(backOffice.received.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/admin/bookings/${booking.id}/texts`,
      csrf: `csrf-test-${mockStaff.id}`,
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says why a customer who has not agreed to texts cannot be texted, and offers no reply form', async () => {
    signInAs(mockStaff);
    const booking = mockData().bookings.find((candidate) => !candidate.smsOptIn);
    if (!booking) throw new Error('The mock has no booking without texts');
    const { container } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    expect(await screen.findByText(/Has not agreed to texts/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send text' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses an empty reply with the field’s message, sending nothing', async () => {
    signInAs(mockStaff);
    const booking = mockData().bookings.find((candidate) => candidate.smsOptIn);
    if (!booking) throw new Error('The mock has no booking with texts');
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    await screen.findByRole('log', { name: 'Texts with the customer' });
    const before = backOffice.received.length;
    await user.click(screen.getByRole('button', { name: 'Send text' }));
    expect(await screen.findByText('Write a reply before sending')).toBeInTheDocument();
    expect(backOffice.received).toHaveLength(before);
  });
});
