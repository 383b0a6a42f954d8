import { mailSubjects } from '@dumpster/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { dateLabel } from '../../features/admin/format.ts';
import { server, startMockApiForTests } from '../../mocks/node.ts';
import {
  backOffice,
  mockData,
  mockStaff,
  pageHeading,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

/** True when the text sits in a live region of this role (announced when it appears). */
function announced(text: string, role: 'status' | 'alert'): boolean {
  return screen.getByText(text).closest(`[role="${role}"]`) !== null;
}

function bookingRows() {
  const table = screen.getByRole('grid', { name: 'Bookings' });
  return within(table).getAllByRole('row').slice(1);
}

describe('the bookings table', () => {
  it('lists every booking newest first, 50 a page, with counts per status and "Load more"', async () => {
    signInAs(mockStaff);
    const { user } = renderAdmin('/admin');
    await pageHeading('Bookings');
    await waitFor(() => expect(bookingRows()).toHaveLength(50));
    const all = mockData().bookings;
    const newest = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(within(bookingRows()[0] as HTMLElement).getByRole('link')).toHaveTextContent(
      newest?.reference ?? '',
    );
    const pending = all.filter((booking) => booking.status === 'pending').length;
    expect(screen.getByRole('link', { name: `Pending: ${pending}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bookingRows()).toHaveLength(100));
    expect(new Set(bookingRows().map((row) => row.textContent)).size).toBe(100);
  });

  it('keeps the filters in the URL and asks the server for exactly them', async () => {
    signInAs(mockStaff);
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/admin/bookings') asked.push(url.searchParams);
    });
    const { user, router } = renderAdmin('/admin');
    await pageHeading('Bookings');
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await user.selectOptions(screen.getByLabelText('Size'), '15-yard');
    await user.type(screen.getByLabelText('City'), 'Jacksonville');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=confirmed&size=15-yard&city=Jacksonville'),
    );
    const expected = mockData().bookings.filter(
      (b) => b.status === 'confirmed' && b.dumpsterSize === '15-yard' && b.city === 'Jacksonville',
    );
    await waitFor(() => expect(bookingRows()).toHaveLength(expected.length));
    expect(asked.at(-1)?.toString()).toBe('status=confirmed&size=15-yard&city=Jacksonville');
    expect(screen.getByRole('link', { name: 'Export CSV of this filter' })).toHaveAttribute(
      'href',
      '/api/admin/bookings.csv?status=confirmed&size=15-yard&city=Jacksonville',
    );
    server.events.removeAllListeners();
  });

  it('sorts by a header: pressing Delivery sorts by delivery date, earliest first, and says so (aria-sort)', async () => {
    signInAs(mockStaff);
    const { user, router } = renderAdmin('/admin?city=Orange+Park');
    await pageHeading('Bookings');
    await waitFor(() => expect(bookingRows().length).toBeGreaterThan(2));
    await user.click(screen.getByRole('columnheader', { name: /Delivery/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?city=Orange+Park&sort=delivery&direction=asc'),
    );
    expect(screen.getByRole('columnheader', { name: /Delivery/ })).toHaveAttribute('aria-sort', 'ascending');
    // The Delivery column found by its header: the reference is each row's header cell (role
    // rowheader), so counting gridcells alone lands one column to the right, on Pickup.
    const deliveryColumn = screen
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent?.startsWith('Delivery'));
    const earliestFirst = mockData()
      .bookings.filter((b) => b.city === 'Orange Park')
      .map((b) => b.deliveryDate)
      .sort()
      .map(dateLabel);
    await waitFor(() =>
      expect(
        bookingRows().map((row) => (row as HTMLTableRowElement).cells[deliveryColumn]?.textContent),
      ).toEqual(earliestFirst.slice(0, 50)),
    );
  });
});

describe('a booking', () => {
  function pendingBooking() {
    const booking = mockData().bookings.find((b) => b.status === 'pending');
    if (!booking) throw new Error('The mock has no pending booking');
    return booking;
  }

  it('shows every field and the frozen quote, confirms it and records who did', async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    expect(screen.getByRole('link', { name: booking.email })).toHaveAttribute(
      'href',
      `mailto:${booking.email}`,
    );
    expect(screen.getByRole('link', { name: booking.phone })).toHaveAttribute('href', `tel:${booking.phone}`);
    expect(screen.getByText(new RegExp(booking.address))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(`Booking ${booking.reference} is now confirmed.`)).toBeInTheDocument();
    expect(announced(`Booking ${booking.reference} is now confirmed.`, 'status')).toBe(true);
    expect(await screen.findByText(/Status Pending → Confirmed/)).toHaveTextContent(mockStaff.name);
    // The queued e-mail's subject is the real template's (domain/src/messages/mail-subjects.ts).
    expect(screen.getByText(mailSubjects.bookingStatusChanged(booking, 'confirmed'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(backOffice.received.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/admin/bookings/${booking.id}/status`,
      csrf: `csrf-test-${mockStaff.id}`,
      body: { status: 'confirmed', reason: '' },
    });
  });

  it('asks for a reason before cancelling', async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Please give a reason for the cancellation')).toBeInTheDocument();
    expect(backOffice.received).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the cancellation/ }),
      'Customer moved the job',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(/reason: Customer moved the job/)).toBeInTheDocument();
    expect(booking.status).toBe('cancelled');
  });

  it("shows a 409 as the server's sentence and the booking as it is now", async () => {
    signInAs(mockStaff);
    const booking = pendingBooking();
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    // Someone else confirmed and delivered it meanwhile.
    booking.status = 'delivered';
    booking.allowedNextStatuses = ['picked_up'];
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const sentence = 'A delivered booking cannot be marked Confirmed; it can be marked Picked up.';
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(announced(sentence, 'alert')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Mark picked up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
  });

  it('re-sends a dead message', async () => {
    signInAs(mockStaff);
    const booking = mockData().bookings.find((b) => b.messages.some((m) => m.status === 'dead'));
    if (!booking) throw new Error('The mock has no dead message');
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    expect(screen.getByText('Dead')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Re-send/ }));
    expect(await screen.findByText(/is queued to send again/)).toBeInTheDocument();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });

  it('sends the customer a new My booking link after a confirmation that the old one stops working', async () => {
    signInAs(mockStaff);
    const booking = mockData().bookings[0];
    if (!booking) throw new Error('The mock has no booking');
    const messagesBefore = booking.messages.length;
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    await user.click(screen.getByRole('button', { name: 'Send a new My booking link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a new My booking link' });
    expect(dialog).toHaveTextContent('The link the customer has now stops working at once');
    // Changing one's mind sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current link' }));
    expect(backOffice.received).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send a new My booking link' }));
    const again = await screen.findByRole('dialog', { name: 'Send a new My booking link' });
    await user.click(within(again).getByRole('button', { name: 'Send new link' }));

    const done = `A new My booking link is queued to ${booking.email}. The old link no longer works.`;
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(announced(done, 'status')).toBe(true);
    expect(backOffice.received.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/admin/bookings/${booking.id}/access-link`,
      csrf: `csrf-test-${mockStaff.id}`,
    });
    expect(mockData().bookings[0]?.messages).toHaveLength(messagesBefore + 1);
    expect(await screen.findByText(`Your new link for booking ${booking.reference}`)).toBeInTheDocument();
    expect(
      await screen.findByText(/New My booking link e-mailed; older links stopped working/),
    ).toBeInTheDocument();
  });

  it('announces a refusal of the new link as an alert', async () => {
    signInAs(mockStaff);
    const booking = mockData().bookings[1];
    if (!booking) throw new Error('The mock has no booking');
    server.use(
      http.post(`*/api/admin/bookings/${booking.id}/access-link`, () =>
        HttpResponse.json({ error: 'not_found', message: 'There is no such booking.' }, { status: 404 }),
      ),
    );
    const { user } = renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));
    await user.click(screen.getByRole('button', { name: 'Send a new My booking link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a new My booking link' });
    await user.click(within(dialog).getByRole('button', { name: 'Send new link' }));
    const refused = 'No new link was sent: There is no such booking.';
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(announced(refused, 'alert')).toBe(true);
  });

  it('says so when the booking does not exist', async () => {
    signInAs(mockStaff);
    server.use(
      http.get('*/api/admin/bookings/missing', () =>
        HttpResponse.json({ error: 'not_found', message: 'No' }, { status: 404 }),
      ),
    );
    renderAdmin('/admin/bookings/missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no booking with this address.');
  });
});
