import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { sampleCalendars, sampleHolidaySettings } from '../samples/sample-calendars.ts';
import { businessCalendar, isOpenDay } from './business-calendar.ts';
import { type CalendarBooking, strandedBookings } from './stranded-bookings.ts';

// The owner adds a hurricane closure, Tue, Oct 6 to Thu, Oct 8, 2026, on top of the holidays.
const withHurricane = businessCalendar({
  ...sampleHolidaySettings,
  closures: [
    ...sampleHolidaySettings.closures,
    { from: '2026-10-06', to: '2026-10-08', reason: 'Hurricane' },
  ],
});
const today = '2026-10-05';

describe('the bookings a new calendar strands', () => {
  it('lists a coming delivery or pickup on a closed day, with the reason and the next open day', () => {
    const bookings: CalendarBooking[] = [
      { id: 'a', status: 'confirmed', deliveryDate: '2026-10-07', pickupDate: '2026-10-14' },
      { id: 'b', status: 'delivered', deliveryDate: '2026-09-30', pickupDate: '2026-10-08' },
      { id: 'c', status: 'pending', deliveryDate: '2026-10-09', pickupDate: '2026-10-16' },
    ];
    expect(strandedBookings(withHurricane, bookings, { today })).toEqual([
      {
        booking: bookings[0],
        dates: [
          {
            field: 'deliveryDate',
            closed: expect.objectContaining({ kind: 'closure', reason: 'Hurricane' }),
            nextOpenDate: '2026-10-09',
          },
        ],
      },
      {
        booking: bookings[1],
        dates: [expect.objectContaining({ field: 'pickupDate', nextOpenDate: '2026-10-09' })],
      },
    ]);
  });

  it('leaves out what no longer happens: past dates, a made delivery, cancelled and completed bookings', () => {
    const bookings: CalendarBooking[] = [
      { id: 'past', deliveryDate: '2026-09-27', pickupDate: '2026-10-02' },
      { id: 'delivered', status: 'delivered', deliveryDate: '2026-10-06', pickupDate: '2026-10-13' },
      { id: 'cancelled', status: 'cancelled', deliveryDate: '2026-10-07', pickupDate: '2026-10-14' },
      { id: 'completed', status: 'completed', deliveryDate: '2026-09-30', pickupDate: '2026-10-07' },
    ];
    // Sun, Sep 27 is past; the delivered booking's Oct 6 delivery already happened.
    expect(strandedBookings(withHurricane, bookings, { today })).toEqual([]);
  });
});

const anyCalendar = fc.constantFrom(...sampleCalendars.map(({ calendar }) => calendar));
const anyBooking = fc
  .record({
    delivery: fc.integer({ min: -20, max: 400 }),
    days: fc.integer({ min: 0, max: 30 }),
    status: fc.constantFrom(
      undefined,
      'pending',
      'confirmed',
      'delivered',
      'picked_up',
      'cancelled',
      'completed',
    ),
  })
  .map(({ delivery, days, status }) => ({
    id: `booking-${delivery}-${days}`,
    ...(status ? { status } : {}),
    deliveryDate: addDays('2026-06-01', delivery),
    pickupDate: addDays('2026-06-01', delivery + days),
  }));

describe('stranded bookings on any calendar', () => {
  it('lists a booking exactly when a date still to come falls on a closed day', () => {
    fc.assert(
      fc.property(anyCalendar, fc.array(anyBooking, { maxLength: 20 }), (calendar, bookings) => {
        const from = '2026-06-01';
        const stranded = new Set(
          strandedBookings(calendar, bookings, { today: from }).map(({ booking }) => booking),
        );
        for (const booking of bookings) {
          const coming = (date: string, statuses: readonly (string | undefined)[]) =>
            statuses.includes(booking.status) && date >= from && !isOpenDay(calendar, date);
          const expected =
            coming(booking.deliveryDate, [undefined, 'pending', 'confirmed']) ||
            coming(booking.pickupDate, [undefined, 'pending', 'confirmed', 'delivered']);
          expect(stranded.has(booking)).toBe(expected);
        }
      }),
    );
  });
});
