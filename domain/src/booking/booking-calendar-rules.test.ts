import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { businessCalendar, openEveryDay } from '../business-calendar/business-calendar.ts';
import { sameDayCutoffInstant } from '../business-calendar/same-day-cutoff.ts';
import { addDays, businessDateAt } from '../calendar/calendar-date.ts';
import { sampleCalendars, sampleHolidaySettings } from '../samples/sample-calendars.ts';
import { fieldErrors } from '../validation/field-errors.ts';
import { bookingDateErrors } from './booking-date-rules.ts';
import { bookingFormPayload, createBookingSchema, emptyBookingForm } from './booking-schema.ts';

const holidays = businessCalendar(sampleHolidaySettings);
// Fri, Dec 4, 2026: 9 AM and 1 PM in Florida (EST).
const friday = '2026-12-04';
const morning = new Date('2026-12-04T14:00:00.000Z');
const afternoon = new Date('2026-12-04T18:00:00.000Z');

const booking = {
  bookingType: 'residential',
  name: 'Marcus Bell',
  email: 'marcus@example.com',
  phone: '904-555-0123',
  address: '1200 Riverside Ave',
  city: 'Jacksonville',
  state: 'FL',
  zipCode: '32204',
  dumpsterSize: '15-yard',
};

function errorsFor(schema: ReturnType<typeof createBookingSchema>, deliveryDate: string, pickupDate: string) {
  const result = v.safeParse(schema, { ...booking, deliveryDate, pickupDate });
  return result.success ? {} : fieldErrors(result.issues);
}

describe('the booking schema on the business calendar', () => {
  const before = createBookingSchema({ today: friday, now: morning, calendar: holidays });
  const after = createBookingSchema({ today: friday, now: afternoon, calendar: holidays });

  it('takes a delivery today before noon, and refuses it from noon on with the next open day', () => {
    expect(errorsFor(before, friday, '2026-12-11')).toEqual({});
    expect(errorsFor(after, friday, '2026-12-11')).toEqual({
      deliveryDate:
        'Same-day delivery is for orders placed before 12:00 PM (noon), Florida time. The earliest delivery date is Sat, Dec 5.',
    });
    const atNoon = createBookingSchema({
      today: friday,
      now: sameDayCutoffInstant(friday),
      calendar: holidays,
    });
    expect(errorsFor(atNoon, friday, '2026-12-11')).toHaveProperty('deliveryDate');
    expect(errorsFor(after, '2026-12-05', '2026-12-12')).toEqual({});
  });

  it('refuses a delivery or a pickup on a closed day, with the reason and the next open day', () => {
    expect(errorsFor(after, '2026-12-06', '2026-12-25')).toEqual({
      deliveryDate: 'No deliveries on Sundays. The next open day is Mon, Dec 7.',
      pickupDate: 'No pickups on Fri, Dec 25 (Christmas Day). The next open day is Sat, Dec 26.',
    });
  });

  it('keeps the older rules first: a past delivery is in the past, not closed', () => {
    expect(errorsFor(after, '2026-11-29', '2026-12-26')).toEqual({
      deliveryDate: 'Delivery date cannot be in the past',
    });
  });

  it('changes nothing for a caller that passes no calendar and no instant', () => {
    const today = createBookingSchema({ today: friday });
    expect(errorsFor(today, friday, '2026-12-25')).toEqual({});
    expect(errorsFor(today, '2026-12-06', '2026-12-13')).toEqual({});
  });

  it('starts the form on the earliest bookable day and its planned pickup', () => {
    expect(emptyBookingForm(friday)).toMatchObject({ deliveryDate: friday, pickupDate: '2026-12-11' });
    expect(emptyBookingForm(friday, { now: morning, calendar: holidays })).toMatchObject({
      deliveryDate: friday,
      pickupDate: '2026-12-11',
    });
    // Fri, Dec 18 after noon: Sat, Dec 19; a week later is Sat, Dec 26 (after Christmas).
    expect(
      emptyBookingForm('2026-12-18', { now: new Date('2026-12-18T18:00:00.000Z'), calendar: holidays }),
    ).toMatchObject({ deliveryDate: '2026-12-19', pickupDate: '2026-12-26' });
  });
});

const anyCalendar = fc.constantFrom(...sampleCalendars.map(({ calendar }) => calendar));
const anyInstant = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((time) => new Date(time));

describe('the booking schema on any calendar, at any instant', () => {
  it('accepts the dates the form starts from', () => {
    fc.assert(
      fc.property(anyCalendar, anyInstant, (calendar, now) => {
        const today = businessDateAt(now);
        const form = emptyBookingForm(today, { now, calendar });
        const result = v.safeParse(createBookingSchema({ today, now, calendar }), {
          ...bookingFormPayload(form),
          ...booking,
        });
        expect(result.success ? {} : fieldErrors(result.issues)).toEqual({});
      }),
    );
  });

  it('judges like the rules of old when every day is open and it is before noon', () => {
    fc.assert(
      fc.property(
        anyInstant,
        fc.integer({ min: -3, max: 400 }),
        fc.integer({ min: -3, max: 400 }),
        (instant, deliveryOffset, pickupOffset) => {
          const today = businessDateAt(instant);
          const now = new Date(sameDayCutoffInstant(today).getTime() - 1);
          const dates = {
            deliveryDate: addDays(today, deliveryOffset),
            pickupDate: addDays(today, pickupOffset),
          };
          expect(bookingDateErrors(dates, { today, now, calendar: openEveryDay })).toEqual(
            bookingDateErrors(dates, { today }),
          );
        },
      ),
    );
  });
});
