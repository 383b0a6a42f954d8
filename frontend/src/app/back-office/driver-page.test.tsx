// The driver's phone against the mock API: the route of today in order, an action taken with no
// signal kept and listed, then sent exactly once when the signal returns; no axe violations.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockDriver } from '../../mocks/admin/back-office-data.ts';
import { driverActionsSent } from '../../mocks/admin/driver-handlers.ts';
import { startMockApiForTests } from '../../mocks/node.ts';
import { axeViolations } from '../../test/axe-violations.ts';
import { backOffice, mockData, pageHeading, renderAdmin, signInAs } from './back-office-test-helpers.tsx';

startMockApiForTests();

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}
afterEach(() => setOnline(true));

/** A confirmed booking delivered today, first on the mock driver's route. */
function aStopToday() {
  const booking = mockData().bookings.find((b) => b.status === 'confirmed');
  if (!booking) throw new Error('The mock has no confirmed booking');
  booking.deliveryDate = backOffice.today;
  mockData().assignments.push({
    bookingId: booking.id,
    part: 'delivery',
    date: backOffice.today,
    driverId: mockDriver.id,
    truckId: null,
    window: 'morning',
    position: 1,
    containerId: null,
  });
  return booking;
}

describe('the driver’s phone', () => {
  it('lists today’s stops with a Maps and a call link, and has no axe violations', async () => {
    const booking = aStopToday();
    signInAs(mockDriver);
    const { container } = renderAdmin('/admin/driver');
    await pageHeading('Today’s stops');
    const stop = await screen.findByRole('region', { name: /Stop 1: Delivery \(morning\)/ });
    const maps = within(stop).getByRole('link', { name: new RegExp(`${booking.address}.*open in Maps`) });
    expect(maps.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(
      within(stop)
        .getByRole('link', { name: `Call ${booking.name}` })
        .getAttribute('href'),
    ).toMatch(/^tel:/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps an action taken with no signal and sends it once when the signal returns', async () => {
    const booking = aStopToday();
    signInAs(mockDriver);
    const { user } = renderAdmin('/admin/driver');
    const stop = await screen.findByRole('region', { name: /Stop 1/ });
    setOnline(false);
    await user.click(within(stop).getByRole('button', { name: `On my way (Delivery ${booking.reference})` }));
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for signal');
    const waiting = await screen.findByRole('region', { name: 'Waiting to send (1)' });
    expect(waiting).toHaveTextContent(`On my way: Delivery ${booking.reference}`);
    expect(driverActionsSent.filter((a) => a.bookingId === booking.id)).toEqual([]);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sent'));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Waiting to send/ })).toBeNull());
    expect(driverActionsSent.filter((a) => a.bookingId === booking.id).map((a) => a.kind)).toEqual([
      'on_my_way',
    ]);
  });

  it('gives a driver who opens the back office a link to the stops', async () => {
    signInAs(mockDriver);
    renderAdmin('/admin');
    await pageHeading('This account is a driver’s');
    expect(screen.getByRole('link', { name: 'Open today’s stops' }).getAttribute('href')).toBe(
      '/admin/driver',
    );
  });
});
