import { bookingMessages } from '@dumpster/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receivedOn } from '../../mocks/mock-api-state.ts';
import { startMockApiForTests } from '../../mocks/node.ts';
import {
  fillDetails,
  renderBookingPage,
  setUpBookingTests,
  submitButton,
  typeDate,
  validDetails,
} from './booking-test-helpers.tsx';

startMockApiForTests();
setUpBookingTests();

function field(name: RegExp) {
  return screen.getByRole('textbox', { name });
}

describe('the booking form validation', () => {
  it('keeps submit disabled until a size is chosen, and says why', async () => {
    const { user } = renderBookingPage();
    await within(await screen.findByRole('group', { name: 'Delivery date' })).findByText('22');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(/Choose a dumpster size and your delivery and pickup dates/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /10 Yard Dumpster/ }));
    expect(submitButton()).toBeEnabled();
  });

  it('shows no message before the first submit', async () => {
    const { user } = renderBookingPage('/book?size=10');
    await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'D');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('shows each message under its field on submit and sends nothing', async () => {
    const { user } = renderBookingPage('/book?size=10');
    await user.click(await screen.findByRole('button', { name: 'Book My Dumpster' }));
    const expected: [RegExp, string][] = [
      [/^Full name/, 'Name must be at least 2 characters'],
      [/^Email/, 'Please enter a valid email address'],
      [/^Phone/, 'Please enter a valid phone number'],
      [/^Delivery address/, bookingMessages.address],
      [/^City/, bookingMessages.city],
      [/^ZIP code/, bookingMessages.zipCode],
    ];
    for (const [label, message] of expected) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(receivedOn('/api/bookings')).toHaveLength(0);
  });

  it('moves focus to the first invalid field on a failed submit', async () => {
    const { user } = renderBookingPage('/book?size=10');
    await fillDetails(user, { name: validDetails.name, email: 'not-an-email' });
    await user.click(submitButton());
    await waitFor(() => expect(field(/^Email/)).toHaveFocus());
  });

  it('revalidates on every change after the first submit', async () => {
    const { user } = renderBookingPage('/book?size=10');
    await user.click(await screen.findByRole('button', { name: 'Book My Dumpster' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(field(/^Full name/), 'Da');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    await user.type(field(/^Full name/), '{Backspace}');
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
  });

  it('refuses a ZIP outside Florida and a phone that is too short', async () => {
    const { user } = renderBookingPage('/book?size=10');
    await fillDetails(user, { ...validDetails, zipCode: '90210', phone: '555-0199' });
    await user.click(submitButton());
    expect(await screen.findByText(bookingMessages.floridaZip)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('refuses a delivery in the past', async () => {
    const { user } = renderBookingPage('/book?size=10');
    await fillDetails(user);
    await typeDate(user, 'Delivery date', '2026-11-20');
    await user.click(submitButton());
    expect(await screen.findByText(bookingMessages.deliveryInPast)).toBeInTheDocument();
    expect(receivedOn('/api/bookings')).toHaveLength(0);
  });

  it('refuses a pickup before the delivery', async () => {
    const { user } = renderBookingPage('/book?size=10');
    await fillDetails(user);
    await typeDate(user, 'Delivery date', '2026-12-10');
    await typeDate(user, 'Pickup date', '2026-12-05');
    await user.click(submitButton());
    expect(await screen.findByText(bookingMessages.pickupBeforeDelivery)).toBeInTheDocument();
  });
});

describe('the commercial booking', () => {
  it('reveals the Company & Job Information block only for commercial', async () => {
    const { user } = renderBookingPage('/book?size=20');
    expect(await screen.findByRole('radio', { name: 'Residential' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Company & Job Information' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    const block = screen.getByRole('group', { name: 'Company & Job Information' });
    for (const label of [/^Company name/, /^Job number/, /^Job name/])
      expect(within(block).getByRole('textbox', { name: label })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    expect(screen.queryByRole('group', { name: 'Company & Job Information' })).not.toBeInTheDocument();
  });

  it('requires the company name for a commercial booking', async () => {
    const { user } = renderBookingPage('/book?size=20');
    await user.click(await screen.findByRole('radio', { name: 'Commercial' }));
    await fillDetails(user);
    await user.click(submitButton());
    expect(await screen.findByText('Company name is required for commercial bookings')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Company name/)).toHaveFocus());
    await user.type(field(/^Company name/), 'Riverside Builders');
    expect(screen.queryByText('Company name is required for commercial bookings')).not.toBeInTheDocument();
  });

  it('does not require a company name for a residential booking', async () => {
    const { user } = renderBookingPage('/book?size=20');
    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Book My Dumpster' }));
    await screen.findByRole('alertdialog');
    expect(screen.queryByText('Company name is required for commercial bookings')).not.toBeInTheDocument();
    expect(receivedOn('/api/bookings')).toHaveLength(1);
  });
});
