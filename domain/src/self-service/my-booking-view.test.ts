import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleBooking } from '../samples/sample-booking.ts';
import { selfServiceDeadline } from './change-deadline.ts';
import { myBookingView, myBookingViewSchema } from './my-booking-view.ts';

const booking = {
  ...sampleBooking({ deliveryDate: '2026-11-24', pickupDate: '2026-12-04' }),
  id: '6f1c2a7e-0000-4000-8000-000000000001',
  email: 'jane@example.com',
  phone: '(904) 555-0123',
};

describe('myBookingView', () => {
  it('is what its schema says, and carries no id, e-mail or phone', () => {
    const view = myBookingView(booking, new Date('2026-11-22T14:00:00Z'));
    expect(v.safeParse(myBookingViewSchema, view).success).toBe(true);
    expect(view).not.toHaveProperty('id');
    expect(view).not.toHaveProperty('email');
    expect(view).not.toHaveProperty('phone');
  });

  it('offers rescheduling and cancelling until the 24-hour limit, and says so after it', () => {
    const deadline = selfServiceDeadline('2026-11-24');
    const before = myBookingView(booking, new Date(deadline.getTime() - 1));
    const at = myBookingView(booking, deadline);
    expect(before.options).toMatchObject({ reschedule: { offered: true }, cancel: { offered: true } });
    expect(before.options.deadlineLabel).toBe('11:59 PM Sunday, Nov 22');
    expect(at.options.extend).toEqual({ offered: true });
    expect(at.options.cancel).toMatchObject({ offered: false, message: expect.stringContaining('24 hours') });
  });
});
