// The dispatch board on the mock API (decisions 0180-0186): a day's stops unassigned and marked,
// one assigned in the dialog by keyboard, a route reordered by keyboard with the move announced,
// and the owner's Containers and Trucks pages.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDriver } from '../../mocks/admin/back-office-data.ts';
import { startMockApiForTests } from '../../mocks/node.ts';
import { axeViolations } from '../../test/axe-violations.ts';
import {
  mockData,
  mockOwner,
  mockStaff,
  pageHeading,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

/** A day with at least two deliveries not cancelled in the mock's data. */
function busyDay(): string {
  const counts = new Map<string, number>();
  for (const booking of mockData().bookings)
    if (booking.status !== 'cancelled')
      counts.set(booking.deliveryDate, (counts.get(booking.deliveryDate) ?? 0) + 1);
  const day = [...counts].find(([, count]) => count >= 2)?.[0];
  if (!day) throw new Error('no busy day');
  return day;
}

describe('the dispatch board', () => {
  it('assigns two stops by keyboard and reorders the route by keyboard, announcing each change', async () => {
    signInAs(mockStaff);
    const day = busyDay();
    const { user, container } = renderAdmin(`/admin/dispatch?date=${day}`);
    await pageHeading(/^Dispatch/);
    const unassigned = await screen.findByRole('region', { name: /^Unassigned/ });
    const assignButtons = within(unassigned).getAllByRole('button', { name: /^Assign: / });
    expect(assignButtons.length).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(container)).toEqual([]);
    const places: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const button = within(await screen.findByRole('region', { name: /^Unassigned/ })).getAllByRole(
        'button',
        {
          name: /^Assign: /,
        },
      )[0] as HTMLElement;
      const place = String(button.getAttribute('aria-label')).replace('Assign: ', '');
      places.push(place);
      button.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: `Assign: ${place}` });
      await user.selectOptions(within(dialog).getByLabelText('Driver'), mockDriver.name);
      within(dialog).getByRole('button', { name: 'Save' }).focus();
      await user.keyboard('{Enter}');
      await screen.findByText(`${place}: ${mockDriver.name}, stop ${index + 1} of the route.`);
    }
    const route = await screen.findByRole('grid', { name: `${mockDriver.name}’s route, in order` });
    const moveDown = within(route).getByRole('button', { name: `Move down: ${places[0]}` });
    moveDown.focus();
    await user.keyboard('{Enter}');
    await screen.findByText(`${places[0]} is now stop 2 of 2 on ${mockDriver.name}’s route.`);
    await waitFor(() =>
      expect(
        within(route)
          .getAllByRole('row')
          .map((row) => row.textContent?.includes(places[1] as string)),
      ).toEqual([true, false]),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the owner every container and the trucks, with no axe violation', async () => {
    signInAs(mockOwner);
    const { container } = renderAdmin('/admin/containers');
    await pageHeading('Containers');
    await screen.findByText('Container 10-01');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the owner the trucks', async () => {
    signInAs(mockOwner);
    const { container } = renderAdmin('/admin/trucks');
    await pageHeading('Trucks');
    await screen.findByText('Roll-off 1');
    expect(await axeViolations(container)).toEqual([]);
  });
});
