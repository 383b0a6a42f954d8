// A booking's history on its back-office page, in words: the customer's extension and
// rescheduling as the server stores them (dates and totals as { from, to }), never as
// "[object Object]".
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { mockData, mockStaff, pageHeading, renderAdmin, signInAs } from './back-office-test-helpers.tsx';

startMockApiForTests();

describe("a booking's history", () => {
  it("says what the customer's extension and rescheduling changed, in words", async () => {
    signInAs(mockStaff);
    const booking = mockData().bookings[0];
    if (!booking) throw new Error('the mock has bookings');
    // The details exactly as extend-my-booking.ts and reschedule-my-booking.ts store them.
    booking.history.push(
      {
        occurredAt: '2026-12-01T15:00:00.000Z',
        actor: { kind: 'customer', name: null },
        type: 'rescheduled',
        details: {
          deliveryDate: { from: '2026-12-01', to: '2026-12-03' },
          pickupDate: { from: '2026-12-08', to: '2026-12-10' },
          priceDifferenceCents: 0,
          totalCents: { from: 40000, to: 40000 },
        },
      },
      {
        occurredAt: '2026-12-02T15:00:00.000Z',
        actor: { kind: 'customer', name: null },
        type: 'extended',
        details: {
          pickupDate: { from: '2026-12-08', to: '2026-12-10' },
          addedDays: 2,
          priceDifferenceCents: 12000,
          totalCents: { from: 40000, to: 52000 },
        },
      },
    );
    renderAdmin(`/admin/bookings/${booking.id}`);
    await pageHeading(new RegExp(`Booking ${booking.reference}`));

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.queryByText(/object Object/)).toBeNull();
    expect(
      history.getByText(
        /Rescheduled: delivery moved from Tue, Dec 1 to Thu, Dec 3; pickup moved from Tue, Dec 8 to Thu, Dec 10; total unchanged \(\$400\)$/,
      ),
    ).toBeInTheDocument();
    expect(
      history.getByText(
        /Extended by 2 days: pickup moved from Tue, Dec 8 to Thu, Dec 10; total \$400 → \$520$/,
      ),
    ).toBeInTheDocument();
  });
});
