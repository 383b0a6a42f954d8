import { describe, expect, it } from 'vitest';
import { bookingDateErrors } from './booking-date-rules.ts';

const today = '2026-11-22';

describe("a booking's dates", () => {
  it('are fine from today through a year ahead, picked up on or after delivery within a year', () => {
    expect(bookingDateErrors({ deliveryDate: today, pickupDate: today }, { today })).toEqual({});
    expect(bookingDateErrors({ deliveryDate: '2027-11-22', pickupDate: '2028-11-21' }, { today })).toEqual(
      {},
    );
  });

  it('name each broken rule under its field, one message per field', () => {
    expect(bookingDateErrors({ deliveryDate: '2026-11-21', pickupDate: '2026-11-20' }, { today })).toEqual({
      deliveryDate: 'Delivery date cannot be in the past',
      pickupDate: 'Pickup date cannot be before the delivery date',
    });
    expect(bookingDateErrors({ deliveryDate: '2027-11-23', pickupDate: '2028-11-23' }, { today })).toEqual({
      deliveryDate: 'Delivery date must be within the next 365 days',
      pickupDate: 'For rentals longer than 365 days, please call us for a custom quote',
    });
  });

  it('give a malformed date its own message and still judge the other date alone', () => {
    expect(bookingDateErrors({ deliveryDate: '2026-11-21', pickupDate: '12/01' }, { today })).toEqual({
      deliveryDate: 'Delivery date cannot be in the past',
      pickupDate: 'Please choose a pickup date',
    });
    expect(bookingDateErrors({ deliveryDate: '', pickupDate: '2026-11-01' }, { today })).toEqual({
      deliveryDate: 'Please choose a delivery date',
    });
  });
});
