// A full day in the booking form (decision 0125): while the chosen dates cross a day every
// dumpster of the size is out, the form says so under the dates and its button says the same
// (held back, with the reason); a 409 the server answers anyway (the day filled meanwhile) is
// told in its own words, not as the generic "Please try again".
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiState, receivedOn } from '../../mocks/mock-api-state.ts';
import { startMockApiForTests } from '../../mocks/node.ts';
import {
  bookingsRefusedWith,
  fillDetails,
  renderBookingPage,
  setUpBookingTests,
  submitButton,
} from './booking-test-helpers.tsx';

startMockApiForTests();
setUpBookingTests();

const crossing =
  'Sorry, every 15-yard dumpster is booked from Wed, Nov 25 to Thu, Nov 26. The next dates we can deliver for 7 days are Fri, Nov 27 to Fri, Dec 4.';

describe('the booking form on a full day', () => {
  it('holds its button back while the dates cross a full day, says why, and books once the dates are free', async () => {
    mockApiState.fleet['15-yard'] = 1;
    mockApiState.bookings.push({
      id: 'stored-1',
      body: { dumpsterSize: '15-yard', deliveryDate: '2026-11-25', pickupDate: '2026-11-26' },
    });
    const { user } = renderBookingPage('/book?size=15');
    await screen.findByText(crossing);
    await fillDetails(user);

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAccessibleDescription(
      'The dates above include a fully booked day: choose other dates to book.',
    );
    // Enter in a field sends nothing either.
    await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '{Enter}');
    expect(receivedOn('/api/bookings')).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use these dates' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveAccessibleDescription('We will email you to confirm your delivery details.');
  });

  it("tells a 409 in the server's own sentence, not the generic failure", async () => {
    const refusal =
      'Sorry, every 15-yard dumpster is booked on Tue, Dec 1. The next dates we can deliver for 7 days are Wed, Dec 2 to Wed, Dec 9.';
    bookingsRefusedWith(refusal);
    const { user } = renderBookingPage('/book?size=15');
    await screen.findByRole('radio', { name: /15 Yard Dumpster/, checked: true });
    await fillDetails(user);
    await user.click(submitButton());

    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText('Booking Failed')).toBeInTheDocument();
    expect(within(toast).getByText(refusal)).toBeInTheDocument();
    expect(within(toast).queryByText(/Please try again/)).not.toBeInTheDocument();
    // The same dates are refused until they change: the button says so too.
    expect(submitButton()).toBeDisabled();
  });
});
