// The owner's Calendar page on the mock back office (decisions 0165, 0167): a closure added with
// its reason (an overlap named by the domain's schema), a change that would strand bookings
// answered with their list and saved only when confirmed, and the navigation link for owners.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCalendar } from '../../mocks/calendar.ts';
import { startMockApiForTests } from '../../mocks/node.ts';
import {
  backOffice,
  mockOwner,
  mockStaff,
  pageHeading,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('the business calendar (owner)', () => {
  it('adds a closure, names an overlap, and saves', async () => {
    signInAs(mockOwner);
    const { user } = renderAdmin('/admin/calendar');
    await pageHeading('Calendar');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toHaveTextContent('Calendar');
    const add = await screen.findByRole('form', { name: 'Add a closure' });
    await user.type(within(add).getByLabelText('First day'), '2030-12-25');
    await user.type(within(add).getByLabelText('Reason'), 'Christmas Day');
    await user.click(within(add).getByRole('button', { name: 'Add closure' }));
    const list = await screen.findByRole('list', { name: 'Dated closures' });
    expect(list).toHaveTextContent('Christmas Day');
    await user.type(within(add).getByLabelText('First day'), '2030-12-24');
    await user.type(within(add).getByLabelText(/^Last day/), '2030-12-26');
    await user.type(within(add).getByLabelText('Reason'), 'Holidays');
    await user.click(within(add).getByRole('button', { name: 'Add closure' }));
    expect(await within(add).findByText(/overlaps another one \(Christmas Day/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Calendar saved.')).toBeInTheDocument();
    expect(mockCalendar().settings.closures).toEqual([
      { from: '2030-12-25', to: '2030-12-25', reason: 'Christmas Day' },
    ]);
    expect(backOffice.received.at(-1)).toMatchObject({
      path: '/api/admin/calendar',
      csrf: `csrf-test-${mockOwner.id}`,
    });
  });

  it('lists the bookings a change would strand and saves only when confirmed', async () => {
    signInAs(mockOwner);
    const { user } = renderAdmin('/admin/calendar');
    await pageHeading('Calendar');
    for (const day of ['Monday', 'Tuesday', 'Wednesday'])
      await user.click(await screen.findByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    const stranded = await screen.findByRole('region', { name: 'Bookings this change would strand' });
    expect(within(stranded).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(stranded).getAllByRole('listitem')[0]).toHaveTextContent(
      /Closed on (Mon|Tues|Wednes)days; next open day/,
    );
    expect(mockCalendar().settings.closedWeekdays).not.toContain('monday');
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Calendar saved.')).toBeInTheDocument();
    expect(mockCalendar().settings.closedWeekdays).toEqual(['monday', 'tuesday', 'wednesday']);
  });

  it('tells staff that only an owner sees the page', async () => {
    signInAs(mockStaff);
    renderAdmin('/admin/calendar');
    await pageHeading('Calendar');
    expect(screen.getByText('Only an owner can see this page.')).toBeInTheDocument();
  });
});
