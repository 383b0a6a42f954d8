import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { createBookingSchema, createStaffBookingSchema } from './booking-schema.ts';

const today = '2026-11-22';
const form = {
  bookingType: 'residential',
  name: 'Walt Kowalski',
  email: '',
  phone: '(904) 555-0177',
  address: '9 Gran Torino Way',
  city: 'Jacksonville',
  state: 'FL',
  zipCode: '32202',
  dumpsterSize: '15-yard',
  deliveryDate: '2026-11-24',
  pickupDate: '2026-12-01',
};

describe('the staff booking schema (decision 0170)', () => {
  it('books a caller without an e-mail address, which the public form refuses', () => {
    expect(v.safeParse(createStaffBookingSchema({ today }), form).output).toMatchObject({ email: '' });
    expect(v.safeParse(createBookingSchema({ today }), form).success).toBe(false);
  });

  it('still checks an address that is typed, the phone and every other rule of the form', () => {
    const result = v.safeParse(createStaffBookingSchema({ today }), {
      ...form,
      email: 'not an address',
      phone: '',
      bookingType: 'commercial',
      deliveryDate: '2026-11-21',
    });
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrors(result.issues ?? [])).sort()).toEqual([
      'companyName',
      'deliveryDate',
      'email',
      'phone',
    ]);
  });

  it('trims a typed address as the public form does', () => {
    expect(v.parse(createStaffBookingSchema({ today }), { ...form, email: ' walt@example.com ' }).email).toBe(
      'walt@example.com',
    );
  });
});
