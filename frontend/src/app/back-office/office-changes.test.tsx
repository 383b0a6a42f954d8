// The booking page's office changes against the mock back office (decisions 0175-0178): details
// corrected (the history in words), the dates' price shown before saving with a reason inside 24
// hours, notes pinned, the undo of the last status change and the early-mark dialog; the result
// sentence takes the focus, and the page has no axe violation with every section open.
import { addDays, businessDateAt, frozenQuote } from '@dumpster/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { axeViolations } from '../../test/axe-violations.ts';
import {
  mockStaff,
  pageHeading,
  pendingBooking,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('the office’s changes on the booking page', () => {
  it('corrects a phone number and shows the change in the history', async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const oldPhone = booking.phone;
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const edit = within(screen.getByRole('region', { name: 'Edit details' }));
    const phone = edit.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '(904) 555-0142');
    await user.click(edit.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Saved: Phone.')).toHaveFocus();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(
      await history.findByText((text) =>
        text.endsWith(`Details corrected: Phone “${oldPhone}” → “(904) 555-0142”`),
      ),
    ).toBeInTheDocument();
  });

  it('shows the price difference before saving, asks why inside 24 hours, and saves the new dates', async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const today = businessDateAt(new Date());
    Object.assign(booking, {
      deliveryDate: addDays(today, 1),
      pickupDate: addDays(today, 8),
      quote: frozenQuote({
        dumpsterSize: booking.dumpsterSize,
        deliveryDate: addDays(today, 1),
        pickupDate: addDays(today, 8),
      }),
    });
    const { user, container } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    const dates = within(screen.getByRole('region', { name: 'Dates' }));
    const pickup = dates.getByLabelText(/Pickup date/);
    await user.clear(pickup);
    await user.type(pickup, addDays(today, 10));
    expect(dates.getByText(/^Extension: price difference \+\$/)).toBeInTheDocument();
    expect(dates.queryByRole('textbox', { name: /Reason/ })).toBeNull();

    const delivery = dates.getByLabelText(/Delivery date/);
    await user.clear(delivery);
    await user.type(delivery, addDays(today, 2));
    expect(dates.getByText(/^Reschedule: price difference/)).toBeInTheDocument();
    await user.type(dates.getByRole('textbox', { name: /Reason/ }), 'Customer called');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(dates.getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText(/^Dates saved: delivery/)).toHaveFocus();
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText(
        /Rescheduled: .*\(reason: Customer called\)$/,
      ),
    ).toBeInTheDocument();
  });

  it('adds a note pinned to the day board, and unpins it', async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    const notes = within(screen.getByRole('region', { name: /Notes/ }));
    await notes.findByText('No notes yet.');
    await user.type(notes.getByRole('textbox', { name: /New note/ }), 'Gate code 4411');
    await user.click(notes.getByRole('checkbox', { name: 'Pin to the day board' }));
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added and pinned to the day board.')).toHaveFocus();
    expect(await notes.findByText('Pinned')).toBeInTheDocument();
    await user.click(notes.getByRole('button', { name: 'Unpin “Gate code 4411”' }));
    expect(await screen.findByText('Note taken off the day board.')).toHaveFocus();
  });

  it('undoes the staff member’s own status change, and asks before an early delivery', async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const today = businessDateAt(new Date());
    booking.deliveryDate = addDays(today, 3);
    booking.pickupDate = addDays(today, 10);
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText(`Booking ${booking.reference} is now confirmed.`);

    // Delivered three days early: a dialog asks first.
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const early = screen.getByRole('dialog', { name: 'Mark delivered early?' });
    expect(within(early).getByText(/The delivery is planned for/)).toBeInTheDocument();
    await user.click(within(early).getByRole('button', { name: 'Keep the status' }));

    await user.click(screen.getByRole('button', { name: 'Undo last status change' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the last status change' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo the change' }));
    expect(
      await screen.findByText(
        `Status change undone: booking ${booking.reference} is pending again. No e-mail was sent.`,
      ),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Undo last status change' })).toBeNull();
  });
});
