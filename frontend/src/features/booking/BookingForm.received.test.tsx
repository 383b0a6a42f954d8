// What stays after a booking is sent (decision 0126): the spec's toast and reset, and a lasting
// panel with the booking's reference, dates and total, saying where the My booking link is (the
// confirmation e-mail), which takes the focus so a screen reader reads it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { dismissToast, toastQueue } from '../../shared/ui/toast-queue.ts';
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

describe('after a booking is sent', () => {
  it('says the booking is received and leaves a panel with its reference, dates, total and where the link is', async () => {
    const { user } = renderBookingPage('/book?size=15');
    await screen.findByRole('radio', { name: /15 Yard Dumpster/, checked: true });
    await fillDetails(user);
    await typeDate(user, 'Pickup date', '2026-12-02');
    await user.click(submitButton());

    // The spec's title; while the booking is pending it is received, not yet scheduled.
    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText('Booking Successful')).toBeInTheDocument();
    expect(
      within(toast).getByText(
        'Your dumpster rental request has been received. Check your email for confirmation details.',
      ),
    ).toBeInTheDocument();

    const panel = await screen.findByRole('region', { name: 'Booking received' });
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: 'Booking received' })).toHaveFocus(),
    );
    const facts = within(panel).getByLabelText('Your booking');
    const fact = (term: string) =>
      within(facts)
        .getAllByRole('term')
        .find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect(fact('Booking reference')).toMatch(/^CH-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(fact('Dumpster')).toBe('15 Yard Dumpster');
    expect(fact('Delivery date')).toBe('Sunday, November 22, 2026');
    expect(fact('Pickup date')).toBe('Wednesday, December 2, 2026');
    expect(fact('Total')).toBe('$580');
    expect(panel).toHaveTextContent(
      `Your personal My booking link, to see, change or cancel this booking, is in the confirmation e-mail we sent to ${validDetails.email}.`,
    );

    // The toast goes; the panel stays, and the form is fresh for another booking.
    for (const visible of toastQueue.visibleToasts) dismissToast(visible.key);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Booking received' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('');
  });
});
