// Billing in the back office on the mock API (decisions 0195-0199): a booking picked up shows its
// draft; staff enter the scale ticket (5.2 tons on a 15-yard: 2.2 over at the published rate),
// finalise it, record a cash payment that closes it; the receivables page shows the aging, a
// statement and the export form. Every state checked with axe.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetMockBilling } from '../../mocks/admin/billing-handlers.ts';
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

describe('billing in the back office', () => {
  it('finalises a picked-up 15-yard with a 5.2-ton ticket and closes it with a cash payment', async () => {
    resetMockBilling();
    signInAs(mockStaff);
    const booking = mockData().bookings.find(
      (entry) =>
        (entry.status === 'picked_up' || entry.status === 'completed') && entry.dumpsterSize === '15-yard',
    );
    expect(booking).toBeDefined();
    const { container, user } = renderAdmin(`/admin/bookings/${booking?.id}`);
    await pageHeading(new RegExp(`Booking ${booking?.reference}`));
    const invoice = within(await screen.findByRole('region', { name: 'Invoice' }));
    expect(await invoice.findByText('None yet (draft)')).toBeVisible();

    await user.clear(invoice.getByLabelText('Scale ticket weight (tons)'));
    await user.type(invoice.getByLabelText('Scale ticket weight (tons)'), '5.2');
    await user.type(invoice.getByLabelText('Ticket number or note (the proof)'), 'Ticket 4471');
    await user.click(invoice.getByRole('button', { name: 'Save weight' }));
    expect(await invoice.findByText(/Overweight: 2\.20 tons above the 3 tons included/)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(invoice.getByRole('button', { name: 'Finalise and e-mail the invoice' }));
    expect(await invoice.findByText(/Finalised: the invoice is numbered/)).toBeVisible();
    expect(invoice.getByText(/^INV-\d{4}-\d{6}$/)).toBeVisible();
    expect(invoice.getByText('Open', { selector: 'dd' })).toBeVisible();

    // The mock's data are made at a fixed day; the payment is dated that day.
    fireEvent.change(invoice.getByLabelText('Date'), { target: { value: backOffice.today } });
    await user.click(invoice.getByRole('button', { name: 'Record payment' }));
    expect(await invoice.findByText(/Payment of \$.* recorded\./)).toBeVisible();
    expect(await invoice.findByText('Paid', { selector: 'dd' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the receivables by age, a statement and the export form, with no axe violations', async () => {
    signInAs(mockStaff);
    const { container, user } = renderAdmin('/admin/receivables');
    await pageHeading('Receivables');
    await screen.findByText(/Open invoices owe/);
    await user.type(screen.getByLabelText("Customer's e-mail"), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText(/closing balance/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
