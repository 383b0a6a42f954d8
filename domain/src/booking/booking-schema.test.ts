import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { fieldErrors } from '../validation/field-errors.ts';
import { bookingDateErrors } from './booking-date-rules.ts';
import {
  bookingFormPayload,
  bookingMessages,
  bookingStates,
  createBookingSchema,
  emptyBookingForm,
  undatedBookingForm,
} from './booking-schema.ts';

const today = '2026-11-22';
const schema = createBookingSchema({ today });

const valid = {
  bookingType: 'residential',
  name: 'Marcus Bell',
  email: 'marcus@example.com',
  phone: '904-555-0123',
  address: '1200 Riverside Ave',
  city: 'Jacksonville',
  state: 'FL',
  zipCode: '32204',
  dumpsterSize: '15-yard',
  deliveryDate: '2026-11-23',
  pickupDate: '2026-11-30',
};

function errorsFor(input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe('the booking form schema', () => {
  it('accepts a residential booking and fills the optional fields', () => {
    expect(v.parse(schema, valid)).toEqual({
      ...valid,
      companyName: '',
      jobNumber: '',
      jobName: '',
      specialInstructions: '',
      smsOptIn: false,
    });
  });

  it.each([
    ['bookingType', 'industrial', bookingMessages.bookingType],
    ['name', 'M', 'Name must be at least 2 characters'],
    ['email', 'marcus', 'Please enter a valid email address'],
    ['phone', '555', 'Please enter a valid phone number'],
    ['address', '', bookingMessages.address],
    ['city', 'J', bookingMessages.city],
    ['state', 'GA', bookingMessages.state],
    ['zipCode', '3220', bookingMessages.zipCode],
    ['zipCode', '30301', bookingMessages.floridaZip],
    ['dumpsterSize', '30-yard', bookingMessages.dumpsterSize],
    ['deliveryDate', '', bookingMessages.deliveryDate],
    ['deliveryDate', '2026-02-30', bookingMessages.deliveryDate],
    ['pickupDate', '11/30/2026', bookingMessages.pickupDate],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['bookingType', 'Please choose residential or commercial'],
    ['address', 'Please enter the delivery address'],
    ['city', 'Please enter the city'],
    ['state', 'We currently deliver in Florida (FL) only'],
    ['zipCode', 'Please enter a valid 5-digit ZIP code'],
    ['dumpsterSize', 'Please choose a dumpster size'],
    ['deliveryDate', 'Please choose a delivery date'],
    ['pickupDate', 'Please choose a pickup date'],
  ])('asks for a missing %s with %j', (field, message) => {
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(errorsFor(rest)).toEqual({ [field]: message });
  });

  it('gives a malformed date its own message only, without running the date-order rules', () => {
    const result = v.safeParse(schema, { ...valid, deliveryDate: 'soon', pickupDate: 'later' });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Please choose a delivery date',
      'Please choose a pickup date',
    ]);
  });

  it('still judges a valid delivery date when the pickup date is malformed', () => {
    expect(errorsFor({ ...valid, deliveryDate: '2026-11-21', pickupDate: 'later' })).toEqual({
      deliveryDate: 'Delivery date cannot be in the past',
      pickupDate: 'Please choose a pickup date',
    });
  });

  it('reads a request sent without any field like an empty form', () => {
    expect(errorsFor({})).toEqual({
      bookingType: 'Please choose residential or commercial',
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      address: 'Please enter the delivery address',
      city: 'Please enter the city',
      state: 'We currently deliver in Florida (FL) only',
      zipCode: 'Please enter a valid 5-digit ZIP code',
      dumpsterSize: 'Please choose a dumpster size',
      deliveryDate: 'Please choose a delivery date',
      pickupDate: 'Please choose a pickup date',
    });
  });

  it('limits the state to FL', () => {
    expect(bookingStates).toEqual(['FL']);
    expect(errorsFor({ ...valid, state: 'fl' })).toEqual({ state: bookingMessages.state });
  });

  it('accepts a ZIP+4 Florida ZIP code', () => {
    expect(errorsFor({ ...valid, zipCode: '32204-1234' })).toEqual({});
  });

  it('accepts only the catalogue sizes', () => {
    for (const dumpsterSize of ['10-yard', '15-yard', '20-yard']) {
      expect(errorsFor({ ...valid, dumpsterSize })).toEqual({});
    }
    for (const dumpsterSize of ['30-yard', '10', '']) {
      expect(errorsFor({ ...valid, dumpsterSize })).toEqual({
        dumpsterSize: 'Please choose a dumpster size',
      });
    }
  });

  it('requires a company name for a commercial booking, on the companyName field', () => {
    expect(errorsFor({ ...valid, bookingType: 'commercial' })).toEqual({
      companyName: 'Company name is required for commercial bookings',
    });
    expect(errorsFor({ ...valid, bookingType: 'commercial', companyName: '   ' })).toEqual({
      companyName: 'Company name is required for commercial bookings',
    });
    expect(errorsFor({ ...valid, bookingType: 'commercial', companyName: 'Bell Builders LLC' })).toEqual({});
  });

  it('does not ask a residential booking for a company name', () => {
    expect(errorsFor({ ...valid, companyName: '' })).toEqual({});
  });

  it('accepts a delivery today and refuses one yesterday', () => {
    expect(errorsFor({ ...valid, deliveryDate: today })).toEqual({});
    expect(errorsFor({ ...valid, deliveryDate: '2026-11-21' })).toEqual({
      deliveryDate: 'Delivery date cannot be in the past',
    });
  });

  it('measures "today" from the date passed in, not the clock', () => {
    const later = createBookingSchema({ today: '2026-11-24' });
    expect(v.safeParse(later, valid).success).toBe(false);
  });

  it('refuses a delivery more than a year ahead', () => {
    expect(errorsFor({ ...valid, deliveryDate: '2027-11-23', pickupDate: '2027-11-30' })).toEqual({
      deliveryDate: 'Delivery date must be within the next 365 days',
    });
  });

  it('accepts a pickup on the delivery day and refuses one before it', () => {
    expect(errorsFor({ ...valid, pickupDate: valid.deliveryDate })).toEqual({});
    expect(errorsFor({ ...valid, pickupDate: '2026-11-22' })).toEqual({
      pickupDate: 'Pickup date cannot be before the delivery date',
    });
  });

  it('sends rentals longer than a year to a phone quote', () => {
    expect(errorsFor({ ...valid, pickupDate: '2027-11-24' })).toEqual({
      pickupDate: 'For rentals longer than 365 days, please call us for a custom quote',
    });
  });

  it('defaults smsOptIn to false and keeps a true one', () => {
    expect(v.parse(schema, valid).smsOptIn).toBe(false);
    expect(v.parse(schema, { ...valid, smsOptIn: true }).smsOptIn).toBe(true);
  });

  it('strips unknown keys, the status included', () => {
    const result = v.parse(schema, { ...valid, status: 'confirmed', id: 3 });
    expect(result).not.toHaveProperty('status');
    expect(result).not.toHaveProperty('id');
  });

  it('keeps the optional job fields when given', () => {
    const result = v.parse(schema, {
      ...valid,
      bookingType: 'commercial',
      companyName: ' Bell Builders ',
      jobNumber: 'J-42',
      jobName: 'Oak St duplex',
      specialInstructions: 'Gate code 1234',
    });
    expect(result).toMatchObject({
      companyName: 'Bell Builders',
      jobNumber: 'J-42',
      jobName: 'Oak St duplex',
      specialInstructions: 'Gate code 1234',
    });
  });

  it('starts the form as a residential booking in FL, delivered today and picked up 7 days later', () => {
    expect(emptyBookingForm(today)).toMatchObject({
      bookingType: 'residential',
      state: 'FL',
      dumpsterSize: '',
      deliveryDate: '2026-11-22',
      pickupDate: '2026-11-29',
      smsOptIn: false,
    });
  });

  it('judges the dates exactly as bookingDateErrors does, for any dates', () => {
    const offset = fc.integer({ min: -30, max: 800 });
    fc.assert(
      fc.property(offset, offset, (delivery, pickup) => {
        const dates = { deliveryDate: addDays(today, delivery), pickupDate: addDays(today, pickup) };
        const result = v.safeParse(schema, { ...valid, ...dates });
        expect(result.success ? {} : fieldErrors(result.issues)).toEqual(bookingDateErrors(dates, { today }));
      }),
    );
  });
});

describe('the booking form values', () => {
  const base = { ...undatedBookingForm(), deliveryDate: '2026-12-01', pickupDate: '2026-12-08' };

  it('start with no dates, residential, Florida and no size', () => {
    expect(undatedBookingForm()).toMatchObject({
      bookingType: 'residential',
      state: 'FL',
      dumpsterSize: '',
      deliveryDate: '',
      pickupDate: '',
      smsOptIn: false,
    });
  });

  it('send no company details for a residential booking', () => {
    const payload = bookingFormPayload({ ...base, companyName: 'Acme', jobNumber: '7', jobName: 'Roof' });
    expect(payload).toMatchObject({ companyName: '', jobNumber: '', jobName: '' });
  });

  it('send the company details of a commercial booking', () => {
    const payload = bookingFormPayload({
      ...base,
      bookingType: 'commercial',
      companyName: 'Acme',
      jobName: 'Roof',
    });
    expect(payload).toMatchObject({ companyName: 'Acme', jobName: 'Roof' });
  });
});
