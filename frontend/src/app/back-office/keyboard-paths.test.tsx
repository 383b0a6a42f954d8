// The back office by keyboard (WCAG 2.4.1, 2.4.3; decision 0128): after a status change the focus
// goes to the sentence that says what happened, never to the page's body; and the bookings list
// has a skip link from the top of the page to its results.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import {
  mockStaff,
  pageHeading,
  pendingBooking,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('the focus after a status change', () => {
  it('moves to the result sentence when the button that was pressed goes away', async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const done = await screen.findByText(`Booking ${booking.reference} is now confirmed.`);
    await waitFor(() => expect(done).toHaveFocus());
    // The next Tab goes on from the status panel, not from the top of the page.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toHaveFocus();
  });

  it("moves to the server's sentence when the change is refused", async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    booking.status = 'delivered';
    booking.allowedNextStatuses = ['picked_up'];
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const sentence = await screen.findByText(
      'A delivered booking cannot be marked Confirmed; it can be marked Picked up.',
    );
    await waitFor(() => expect(sentence).toHaveFocus());
  });

  it('moves to the result sentence after a cancellation through its dialog', async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the cancellation/ }),
      'Customer moved the job',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const done = await screen.findByText(`Booking ${booking.reference} is now cancelled.`);
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the bookings list by keyboard', () => {
  it('offers a skip link to the results as the first stop of the content', async () => {
    signInAs(mockStaff);
    const { user } = renderAdmin('/admin');
    await pageHeading('Bookings');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    // Where the layout's "Skip to content" (the page's first stop) puts the focus.
    act(() => screen.getByRole('main').focus());

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the results' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const results = screen.getByRole('region', { name: 'Bookings table' });
    expect(results).toHaveFocus();
    // From there the next stop is the list itself, not the filters.
    await user.tab();
    expect(within(results).getByRole('grid', { name: 'Bookings' }).contains(document.activeElement)).toBe(
      true,
    );
  });

  it('sends the focus to the results once a filter is applied (the form starts afresh)', async () => {
    signInAs(mockStaff);
    const { user } = renderAdmin('/admin');
    await pageHeading('Bookings');
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bookings table' })).toHaveFocus());
  });
});
