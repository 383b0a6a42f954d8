import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { fieldErrors } from '../validation/field-errors.ts';
import { bookingDateErrors } from './booking-date-rules.ts';
import { createBookingSchema } from './booking-schema.ts';

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

  it('are judged exactly as the booking form schema judges them', () => {
    const schema = createBookingSchema({ today });
    const offset = fc.integer({ min: -30, max: 800 });
    fc.assert(
      fc.property(offset, offset, (delivery, pickup) => {
        const dates = { deliveryDate: addDays(today, delivery), pickupDate: addDays(today, pickup) };
        const result = v.safeParse(schema, {
          bookingType: 'residential',
          name: 'Marcus Bell',
          email: 'marcus@example.com',
          phone: '904-555-0123',
          address: '1200 Riverside Ave',
          city: 'Jacksonville',
          state: 'FL',
          zipCode: '32204',
          dumpsterSize: '15-yard',
          ...dates,
        });
        expect(result.success ? {} : fieldErrors(result.issues)).toEqual(bookingDateErrors(dates, { today }));
      }),
    );
  });
});
