// Renders the whole app at a back office address against the mock back office (msw), signed in
// or not. In app/ because it renders the route table (features never reach app/).
import { screen } from '@testing-library/react';
import { mockOwner, mockStaff, mockStaffPassword } from '../../mocks/admin/back-office-data.ts';
import { backOffice, data as mockData } from '../../mocks/admin/back-office-state.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

export { backOffice, mockData, mockOwner, mockStaff, mockStaffPassword, renderAdmin };

/** Signs the mock in as this user without the form (the form has its own tests). */
export function signInAs(user: { id: string }): void {
  backOffice.session = { userId: user.id, csrfToken: `csrf-test-${user.id}` };
}

export function pageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

/** A booking of the mock still pending (its status can be confirmed or cancelled). */
export function pendingBooking() {
  const booking = mockData().bookings.find((b) => b.status === 'pending');
  if (!booking) throw new Error('The mock has no pending booking');
  return booking;
}
