import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bookingScenarioFields } from '../../mocks/booking-route.ts';
import { bookingScenario } from '../../mocks/handlers.ts';
import { mockApiState, receivedOn } from '../../mocks/mock-api-state.ts';
import { server, startMockApiForTests } from '../../mocks/node.ts';
import {
  dateSegments,
  fillDetails,
  quoteBox,
  renderBookingPage,
  setUpBookingTests,
  submitButton,
  typeDate,
  validDetails,
} from './booking-test-helpers.tsx';

startMockApiForTests();
setUpBookingTests();

async function fillValidBooking(at = '/book?size=15') {
  const view = renderBookingPage(at);
  await screen.findByRole('radio', { name: /15 Yard Dumpster/, checked: true });
  await fillDetails(view.user);
  await typeDate(view.user, 'Pickup date', '2026-12-02');
  return view;
}

function toast() {
  return screen.findByRole('alertdialog');
}

describe('submitting a booking', () => {
  it('books, shows the success toast and resets the form', async () => {
    const { user } = await fillValidBooking();
    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    await user.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Riverside Builders');
    await user.click(submitButton());

    const shown = await toast();
    expect(within(shown).getByText('Booking Successful')).toBeInTheDocument();
    expect(
      within(shown).getByText(
        'Your dumpster rental request has been received. Check your email for confirmation details.',
      ),
    ).toBeInTheDocument();

    const [request] = receivedOn('/api/bookings');
    expect(request?.body).toMatchObject({
      bookingType: 'commercial',
      companyName: 'Riverside Builders',
      ...validDetails,
      state: 'FL',
      dumpsterSize: '15-yard',
      deliveryDate: '2026-11-22',
      pickupDate: '2026-12-02',
      smsOptIn: false,
    });
    expect(mockApiState.bookings).toHaveLength(1);

    for (const radio of screen.getAllByRole('radio', { name: /Yard Dumpster/ }))
      expect(radio).not.toBeChecked();
    expect(within(quoteBox()).queryByText('Total')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Residential' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Company & Job Information' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('');
    expect(dateSegments('Pickup date').map((s) => s.textContent)).toEqual(['11', '29', '2026']);
    expect(submitButton()).toBeDisabled();
  });

  it("reads 'Processing...' and stays disabled while the booking is sent", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('*/api/bookings', async () => {
        await held;
        return HttpResponse.json({ id: 'b-1' }, { status: 201 });
      }),
    );
    const { user } = await fillValidBooking();
    await user.click(submitButton());
    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    answer();
    expect(await toast()).toHaveTextContent('Booking Successful');
    expect(screen.queryByRole('button', { name: 'Processing...' })).not.toBeInTheDocument();
  });

  it('shows the failure toast and keeps everything typed when the server fails', async () => {
    server.use(bookingScenario('server-error'));
    const { user } = await fillValidBooking();
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    const shown = await toast();
    expect(within(shown).getByText('Booking Failed')).toBeInTheDocument();
    expect(
      within(shown).getByText('There was a problem submitting your booking. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /15 Yard Dumpster/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue(validDetails.name);
    expect(screen.getByRole('textbox', { name: /^ZIP code/ })).toHaveValue(validDetails.zipCode);
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(dateSegments('Pickup date').map((s) => s.textContent)).toEqual(['12', '2', '2026']);
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's field messages from a 400 under the fields", async () => {
    server.use(bookingScenario('validation-error'));
    const { user } = await fillValidBooking();
    await user.click(submitButton());
    expect(await toast()).toHaveTextContent('Booking Failed');
    const zip = screen.getByRole('textbox', { name: /^ZIP code/ });
    expect(zip).toHaveAccessibleDescription(expect.stringContaining(bookingScenarioFields.zipCode));
    const address = screen.getByRole('textbox', { name: /^Delivery address/ });
    expect(address).toHaveAccessibleDescription(expect.stringContaining(bookingScenarioFields.address));
    await waitFor(() => expect(address).toHaveFocus());
    await user.type(address, ' Unit 4');
    expect(screen.queryByText(bookingScenarioFields.address)).not.toBeInTheDocument();
  });

  it('sends the same Idempotency-Key when the same booking is retried, so it books once', async () => {
    server.use(bookingScenario('server-error'));
    const { user } = await fillValidBooking();
    await user.click(submitButton());
    expect(await toast()).toHaveTextContent('Booking Failed');

    server.resetHandlers();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('Booking Successful'));

    const [first, retry] = receivedOn('/api/bookings');
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(mockApiState.bookings).toHaveLength(1);
  });

  it('sends a new Idempotency-Key when the values change between attempts', async () => {
    server.use(bookingScenario('server-error'));
    const { user } = await fillValidBooking();
    await user.click(submitButton());
    expect(await toast()).toHaveTextContent('Booking Failed');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), ' Beach');
    await user.click(submitButton());
    await waitFor(() => expect(receivedOn('/api/bookings')).toHaveLength(2));
    const [first, second] = receivedOn('/api/bookings');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('sends a new Idempotency-Key for the next booking after a success', async () => {
    const { user } = await fillValidBooking();
    await user.click(submitButton());
    expect(await toast()).toHaveTextContent('Booking Successful');
    await user.click(screen.getByRole('radio', { name: /15 Yard Dumpster/ }));
    await fillDetails(user);
    await user.click(submitButton());
    await waitFor(() => expect(mockApiState.bookings).toHaveLength(2));
    const [first, second] = receivedOn('/api/bookings');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('reports booking_form_submit and the conversion after a success only', async () => {
    server.use(bookingScenario('server-error'));
    const { user } = await fillValidBooking();
    await user.click(submitButton());
    expect(await toast()).toHaveTextContent('Booking Failed');
    expect(window.gtag).not.toHaveBeenCalled();

    server.resetHandlers();
    await user.click(submitButton());
    await waitFor(() => expect(window.gtag).toHaveBeenCalledTimes(2));
    expect(window.gtag).toHaveBeenCalledWith('event', 'booking_form_submit', {
      event_category: 'lead',
      event_label: '15-yard - residential',
      value: 5,
    });
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'conversion',
      expect.objectContaining({
        service: '15-yard',
        dumpsterSize: '15-yard',
        projectType: 'residential',
        location: { city: 'Jacksonville', state: 'FL' },
      }),
    );
  });

  it('never sends twice on a double click', async () => {
    const { user } = await fillValidBooking();
    await user.dblClick(submitButton());
    expect(await toast()).toHaveTextContent('Booking Successful');
    expect(mockApiState.bookings).toHaveLength(1);
    expect(vi.mocked(window.gtag)).toHaveBeenCalledTimes(2);
  });
});
