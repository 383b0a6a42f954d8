import { passwordMessages } from '@dumpster/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import {
  backOffice,
  mockData,
  mockOwner,
  mockStaff,
  mockStaffPassword,
  pageHeading,
  renderAdmin,
  signInAs,
} from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('users (owner)', () => {
  it('adds a user after naming a too-short password, then disables them', async () => {
    signInAs(mockOwner);
    const { user } = renderAdmin('/admin/users');
    await pageHeading('Users');
    await screen.findByText(mockStaff.email);
    const form = screen.getByRole('region', { name: 'Add a user' });
    await user.type(within(form).getByLabelText(/^Name/), 'Riley Driver');
    await user.type(within(form).getByLabelText(/^Email/), 'riley@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText(passwordMessages.tooShort)).toBeInTheDocument();
    expect(backOffice.received).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/^Password/));
    await user.type(within(form).getByLabelText(/^Password/), 'a long enough password');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText('Riley Driver can now sign in as staff.')).toBeInTheDocument();
    const row = (await screen.findByText('riley@example.com')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Disable Riley Driver' }));
    await waitFor(() => expect(within(row).getByText(/^Disabled/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: `Disable ${mockOwner.name}` })).not.toBeInTheDocument();
  });

  it('sets a new password for someone from a dialog, sent with the CSRF token', async () => {
    signInAs(mockOwner);
    const { user } = renderAdmin('/admin/users');
    await pageHeading('Users');
    await user.click(await screen.findByRole('button', { name: `Reset password for ${mockStaff.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `New password for ${mockStaff.name}` });
    await user.type(within(dialog).getByLabelText(/^New password/), 'another long password');
    await user.type(within(dialog).getByLabelText(/^Your own password/), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('Your own password is not correct')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Your own password/));
    await user.type(within(dialog).getByLabelText(/^Your own password/), mockStaffPassword);
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "The password is changed; Sam Staff's sessions have ended.",
    );
    expect(mockData().passwords.get(mockStaff.email)).toBe('another long password');
    expect(backOffice.received.at(-1)).toMatchObject({
      path: `/api/admin/users/${mockStaff.id}/reset-password`,
      csrf: `csrf-test-${mockOwner.id}`,
    });
  });

  it('tells staff that only an owner sees the page', async () => {
    signInAs(mockStaff);
    renderAdmin('/admin/users');
    await pageHeading('Users');
    expect(screen.getByText('Only an owner can see this page.')).toBeInTheDocument();
  });
});

describe('fleet (owner)', () => {
  it('changes the units of a size and shows a month of booked/total per day', async () => {
    signInAs(mockOwner);
    const { user, router } = renderAdmin('/admin/fleet?size=20-yard&month=2026-02');
    await pageHeading('Fleet');
    const twenty = await screen.findByRole('region', { name: /^20 Yard Dumpster: 11 units/ });
    const units = within(twenty).getByLabelText('Units owned');
    await user.clear(units);
    await user.type(units, '6');
    await user.click(within(twenty).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: /^20 Yard Dumpster: 6 units/ })).toBeInTheDocument();
    expect(mockData().fleet['20-yard']).toBe(6);
    const month = await screen.findByRole('list', { name: 'Booked of owned per day, 2026-02' });
    expect(within(month).getAllByRole('listitem')).toHaveLength(28);
    expect(await within(month).findByText(/Sun, Feb 1, 2026: \d+ of 6 booked/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Size'), '10-yard');
    await user.click(screen.getByRole('button', { name: 'Show month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10-yard&month=2026-02'));
  });

  it('says "1 unit", not "1 units"', async () => {
    signInAs(mockOwner);
    const { user } = renderAdmin('/admin/fleet');
    await pageHeading('Fleet');
    const twenty = await screen.findByRole('region', { name: /^20 Yard Dumpster: \d+ units$/ });
    const units = within(twenty).getByLabelText('Units owned');
    await user.clear(units);
    await user.type(units, '1');
    await user.click(within(twenty).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: '20 Yard Dumpster: 1 unit' })).toBeInTheDocument();
    expect(screen.getByText('20 Yard Dumpster: 1 unit.')).toBeInTheDocument();
  });
});
