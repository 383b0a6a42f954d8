// Phone orders and customers in the back office (decisions 0170-0173), against the mock API: a
// repeat caller found by their number fills the form in one click, a booking without an e-mail
// address ends on a receipt to read out, a contact request becomes a booking and is marked
// contacted, and the customer pages show everything of one customer; each page with no axe
// violations.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { axeViolations } from '../../test/axe-violations.ts';
import { mockData, mockStaff, pageHeading, renderAdmin, signInAs } from './back-office-test-helpers.tsx';

startMockApiForTests();

function firstBooking() {
  const booking = mockData().bookings[0];
  if (!booking) throw new Error('the mock has bookings');
  return booking;
}

describe('New booking (a phone order)', () => {
  it('finds a repeat caller by any spelling of their number and fills their details in one click', async () => {
    signInAs(mockStaff);
    const known = firstBooking();
    const { user, container } = renderAdmin('/admin/bookings/new');
    await pageHeading('New booking');
    await user.type(
      screen.getByRole('textbox', { name: /^Customer’s phone or e-mail/ }),
      known.phone.replace(/\D/g, ''),
    );
    await user.keyboard('{Enter}');
    const result = await screen.findByText(/^1 customer found/);
    expect(result).toHaveFocus();
    await user.click(screen.getByRole('button', { name: new RegExp(`^Use these details: ${known.name}`) }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(known.name);
    expect(screen.getByRole('textbox', { name: /^Street address/ })).toHaveValue(known.address);
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(known.email);
    expect(screen.getByRole('status')).toHaveTextContent(`Details filled from ${known.name}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('books a caller without an e-mail address and shows the receipt to read out, focused', async () => {
    signInAs(mockStaff);
    const { user, container } = renderAdmin('/admin/bookings/new');
    await pageHeading('New booking');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    // The staff schema's messages, the first invalid field focused; the e-mail is not asked for.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Walt Kowalski');
    await user.type(screen.getByRole('textbox', { name: /^Phone\b/ }), '904 555 0177');
    await user.type(screen.getByRole('textbox', { name: /^Street address/ }), '9 Gran Torino Way');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Jacksonville');
    await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '32202');
    await user.selectOptions(screen.getByRole('combobox', { name: /Dumpster size/ }), '15-yard');
    expect(await screen.findByText(/^Quote: \$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save booking' }));

    const heading = await screen.findByRole('heading', { level: 2, name: /^Booked: CH-/ });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/No e-mail address was given/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print the receipt' })).toBeInTheDocument();
    const booked = mockData().bookings.at(-1);
    expect(booked).toMatchObject({
      name: 'Walt Kowalski',
      email: '',
      history: [{ actor: { kind: 'staff' } }],
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('makes a contact request a booking in one step: prefilled, saved, marked contacted', async () => {
    signInAs(mockStaff);
    const { user } = renderAdmin('/admin/contact-requests');
    await pageHeading('Contact requests');
    const [link] = await screen.findAllByRole('link', { name: /^Create booking from / });
    const request = [...mockData().contactRequests].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (!link || !request) throw new Error('the mock has contact requests');
    await user.click(link);
    await pageHeading('New booking');
    expect(screen.getByText(/saving marks it contacted/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(request.name);
    await user.type(screen.getByRole('textbox', { name: /^Street address/ }), '1 Ocean St');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Jacksonville');
    await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '32202');
    await user.selectOptions(screen.getByRole('combobox', { name: /Dumpster size/ }), '10-yard');
    const company = screen.queryByRole('textbox', { name: /^Company name/ });
    if (company) await user.type(company, 'Ocean Builders');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    await screen.findByRole('heading', { level: 2, name: /^Booked: CH-/ });
    expect(request.contacted).toMatchObject({ byName: mockStaff.name });
  });
});

describe('customers', () => {
  it('finds a customer, opens their page with their totals, with no axe violations', async () => {
    signInAs(mockStaff);
    const known = firstBooking();
    const { user, container } = renderAdmin('/admin/customers');
    await pageHeading('Customers');
    await user.type(
      screen.getByRole('textbox', { name: /Phone number or e-mail/ }),
      known.email.slice(0, -5),
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const result = await screen.findByText(/customer(s)? found for/);
    await waitFor(() => expect(result).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('link', { name: known.name }));
    await pageHeading(known.name);
    expect(screen.getByRole('link', { name: known.reference })).toHaveAttribute(
      'href',
      `/admin/bookings/${known.id}`,
    );
    expect(screen.getByText('Booked (not cancelled)')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
