// The booking form against the fleet (decisions 0085-0088): the chosen size's full days are
// unavailable in the date pickers, a range crossing one shows the domain's sentence under the
// dates with a button that takes the next dates, a 409 from the server shows the same and keeps
// every value, and with no size chosen nothing is asked or greyed out.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiState } from '../../mocks/mock-api-state.ts';
import { server, startMockApiForTests } from '../../mocks/node.ts';
import {
  bookingsRefusedWith,
  dateSegments,
  fillDetails,
  quoteFigure,
  renderBookingPage,
  setUpBookingTests,
  submitButton,
  validDetails,
} from './booking-test-helpers.tsx';

startMockApiForTests();
setUpBookingTests();

/** One 15-yard dumpster, out from Wed Nov 25 through Thu Nov 26. */
function oneFifteenYardOutNov25To26() {
  mockApiState.fleet['15-yard'] = 1;
  mockApiState.bookings.push({
    id: 'stored-1',
    body: { dumpsterSize: '15-yard', deliveryDate: '2026-11-25', pickupDate: '2026-11-26' },
  });
}

const crossing =
  'Sorry, every 15-yard dumpster is booked from Wed, Nov 25 to Thu, Nov 26. The next dates we can deliver for 7 days are Fri, Nov 27 to Fri, Dec 4.';

function availabilityRequests() {
  const sizes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/availability') sizes.push(url.searchParams.get('size') ?? '');
  });
  return sizes;
}

describe('the booking form and the fleet', () => {
  it('says under the dates when the range crosses a full day, and takes the next dates it offers', async () => {
    oneFifteenYardOutNov25To26();
    const { user } = renderBookingPage('/book?size=15');
    await screen.findByRole('radio', { name: /15 Yard Dumpster/, checked: true });
    const totalBefore = quoteFigure('Total');

    const message = await screen.findByText(crossing);
    expect(message.closest('[role="status"]')).toBeInTheDocument();
    // The quote does not depend on availability.
    expect(quoteFigure('Total')).toBe(totalBefore);

    await user.click(screen.getByRole('button', { name: 'Use these dates' }));

    await waitFor(() => expect(screen.queryByText(crossing)).not.toBeInTheDocument());
    expect(dateSegments('Delivery date').map((s) => s.textContent)).toEqual(['11', '27', '2026']);
    expect(dateSegments('Pickup date').map((s) => s.textContent)).toEqual(['12', '4', '2026']);
    expect(quoteFigure('Total')).toBe(totalBefore);
  });

  it("marks the size's full days unavailable in the calendar", async () => {
    oneFifteenYardOutNov25To26();
    const { user } = renderBookingPage('/book?size=15');
    await screen.findByText(crossing);

    const delivery = screen.getByRole('group', { name: 'Delivery date' });
    await user.click(within(delivery).getByRole('button'));
    const grid = await screen.findByRole('grid');

    const cellOf = (day: string) =>
      within(grid).getByText(day, { selector: '[role="button"], button, [data-rac]' });
    await waitFor(() => expect(cellOf('25')).toHaveAttribute('data-unavailable', 'true'));
    expect(cellOf('26')).toHaveAttribute('data-unavailable', 'true');
    expect(cellOf('27')).not.toHaveAttribute('data-unavailable');
  });

  it('asks nothing and greys nothing out while no size is chosen', async () => {
    oneFifteenYardOutNov25To26();
    const asked = availabilityRequests();
    const { user } = renderBookingPage('/book');
    await fillDetails(user, { name: validDetails.name });

    expect(screen.getByTestId('dates-unavailable')).toBeEmptyDOMElement();
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /15 Yard Dumpster/ }));
    await screen.findByText(crossing);
    expect(asked).toEqual(['15-yard', '15-yard']);
  });

  it("shows the server's 409 under the dates and keeps every value", async () => {
    const refusal =
      'Sorry, every 15-yard dumpster is booked on Tue, Dec 1. The next dates we can deliver for 7 days are Wed, Dec 2 to Wed, Dec 9.';
    bookingsRefusedWith(refusal);
    const { user } = renderBookingPage('/book?size=15');
    await screen.findByRole('radio', { name: /15 Yard Dumpster/, checked: true });
    await fillDetails(user);

    await user.click(submitButton());

    const message = await screen.findByText(refusal);
    expect(message.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue(validDetails.name);
    expect(screen.getByRole('textbox', { name: /^ZIP code/ })).toHaveValue(validDetails.zipCode);
    expect(screen.getByRole('radio', { name: /15 Yard Dumpster/ })).toBeChecked();
    expect(dateSegments('Delivery date').map((s) => s.textContent)).toEqual(['11', '22', '2026']);

    await user.click(screen.getByRole('button', { name: 'Use these dates' }));
    expect(dateSegments('Delivery date').map((s) => s.textContent)).toEqual(['12', '2', '2026']);
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
  });
});
