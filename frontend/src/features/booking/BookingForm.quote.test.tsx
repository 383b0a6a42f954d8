import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dateSegments,
  quoteBox,
  quoteFigure,
  renderBookingPage,
  setUpBookingTests,
  typeDate,
} from './booking-test-helpers.tsx';

setUpBookingTests();

describe('the instant quote calculator', () => {
  it('preselects the size named by ?size= and quotes the standard 7 days', async () => {
    renderBookingPage('/book?size=15');
    expect(await screen.findByRole('radio', { name: /15 Yard Dumpster/ })).toBeChecked();
    expect(quoteFigure(/^Base price/)).toBe('$400');
    expect(quoteFigure('Included')).toBe('7 days, 3 tons');
    expect(quoteFigure('Extra days')).toBe('0');
    expect(quoteFigure(/^Extra cost/)).toBe('$0');
    expect(quoteFigure('Total')).toBe('$400');
  });

  it('starts delivery today in Florida and pickup 7 days later', async () => {
    renderBookingPage();
    const delivery = await screen.findByRole('group', { name: 'Delivery date' });
    await within(delivery).findByText('22');
    expect(dateSegments('Delivery date').map((s) => s.textContent)).toEqual(['11', '22', '2026']);
    expect(dateSegments('Pickup date').map((s) => s.textContent)).toEqual(['11', '29', '2026']);
  });

  it('selects nothing for a size query that matches no size', async () => {
    renderBookingPage('/book?size=30');
    await screen.findByRole('radio', { name: /10 Yard Dumpster/ });
    for (const radio of screen.getAllByRole('radio', { name: /Yard Dumpster/ }))
      expect(radio).not.toBeChecked();
    expect(within(quoteBox()).getByText(/Choose a size and your dates/)).toBeInTheDocument();
  });

  it.each([
    ['2026-11-29', '0', '$0', '$400'],
    ['2026-11-30', '1', '$60', '$460'],
    ['2026-12-02', '3', '$180', '$580'],
  ])(
    'quotes a 15-yard picked up %s: %s extra days, %s extra, %s total',
    async (pickup, extraDays, extraCost, total) => {
      const { user } = renderBookingPage('/book?size=15');
      await screen.findByText('$400', { selector: 'dd:last-of-type' });
      await typeDate(user, 'Pickup date', pickup);
      expect(quoteFigure('Extra days')).toBe(extraDays);
      expect(quoteFigure(/^Extra cost/)).toBe(extraCost);
      expect(quoteFigure('Total')).toBe(total);
    },
  );

  it('quotes $580 for a 15-yard kept 10 days from a later delivery', async () => {
    const { user } = renderBookingPage();
    await user.click(await screen.findByRole('radio', { name: /15 Yard Dumpster/ }));
    await typeDate(user, 'Delivery date', '2026-12-04');
    expect(dateSegments('Pickup date').map((s) => s.textContent)).toEqual(['12', '11', '2026']);
    await typeDate(user, 'Pickup date', '2026-12-14');
    expect(quoteFigure('Extra days')).toBe('3');
    expect(quoteFigure('Total')).toBe('$580');
  });

  it('updates the total when the size changes', async () => {
    const { user } = renderBookingPage('/book?size=10');
    await screen.findByText('$300', { selector: 'dd:last-of-type' });
    await user.click(screen.getByRole('radio', { name: /20 Yard Dumpster/ }));
    expect(quoteFigure('Total')).toBe('$600');
    expect(quoteFigure('Included')).toBe('7 days, 4 tons');
  });

  it('announces the quote politely', async () => {
    renderBookingPage('/book?size=20');
    await screen.findByText('$600', { selector: 'dd:last-of-type' });
    expect(quoteBox().querySelector('[aria-live="polite"]')).toHaveTextContent('Total$600');
  });

  it('makes days before today unavailable for delivery', async () => {
    const { user } = renderBookingPage();
    const delivery = await screen.findByRole('group', { name: 'Delivery date' });
    await within(delivery).findByText('22');
    await user.click(within(delivery).getByRole('button'));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: /November 21, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(calendar).getByRole('button', { name: /November 23, 2026/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('makes days before delivery unavailable for pickup', async () => {
    const { user } = renderBookingPage();
    await typeDate(user, 'Delivery date', '2026-12-10');
    await user.click(within(screen.getByRole('group', { name: 'Pickup date' })).getByRole('button'));
    const calendar = await screen.findByRole('dialog');
    const dayBefore = within(calendar).getByRole('button', { name: /December 9, 2026/ });
    expect(dayBefore).toHaveAttribute('aria-disabled', 'true');
    const dayAfter = within(calendar).getByRole('button', { name: /December 11, 2026/ });
    expect(dayAfter).not.toHaveAttribute('aria-disabled');
  });

  it('picks the pickup date from the calendar with the keyboard alone', async () => {
    const { user } = renderBookingPage('/book?size=15');
    await screen.findByText('$400', { selector: 'dd:last-of-type' });
    const pickup = screen.getByRole('group', { name: 'Pickup date' });
    within(pickup).getByRole('button').focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /November 29, 2026/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(dateSegments('Pickup date').map((s) => s.textContent)).toEqual(['12', '2', '2026']);
    expect(quoteFigure('Total')).toBe('$580');
  });

  it('disables the pickup picker until there is a delivery date', async () => {
    const { user } = renderBookingPage();
    await within(await screen.findByRole('group', { name: 'Delivery date' })).findByText('22');
    expect(dateSegments('Pickup date')[0]).not.toHaveAttribute('aria-disabled');
    for (const segment of dateSegments('Delivery date')) {
      await user.click(segment);
      await user.keyboard('{Backspace>4/}');
    }
    for (const segment of dateSegments('Pickup date'))
      expect(segment).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose a delivery date first.')).toBeInTheDocument();
    expect(submitButtonOf()).toBeDisabled();
  });
});

function submitButtonOf() {
  return screen.getByRole('button', { name: 'Book My Dumpster' });
}
