import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { businessCalendar } from './business-calendar.ts';
import {
  adminCalendarChangeSchema,
  closedDaysSummary,
  publicCalendar,
  strandedBookingAnswer,
} from './calendar-answers.ts';
import { strandedBookings } from './stranded-bookings.ts';

const christmas = { from: '2026-12-25', to: '2026-12-25', reason: 'Christmas Day' };
const past = { from: '2026-11-02', to: '2026-11-03', reason: 'Inventory' };
const calendar = businessCalendar({ closedWeekdays: ['sunday'], closures: [past, christmas] });

describe('the calendar as the API answers it', () => {
  it('gives the public pages the closed weekdays, the closures still to come and the earliest delivery', () => {
    // Friday, Nov 27, 2026 at 12:00 noon in Florida: tomorrow is the earliest delivery.
    expect(publicCalendar(calendar, { today: '2026-11-27', now: new Date('2026-11-27T17:00:00Z') })).toEqual({
      today: '2026-11-27',
      earliestDeliveryDate: '2026-11-28',
      closedWeekdays: ['sunday'],
      closures: [christmas],
    });
    // Saturday before noon: today.
    expect(
      publicCalendar(calendar, { today: '2026-11-28', now: new Date('2026-11-28T14:00:00Z') })
        .earliestDeliveryDate,
    ).toBe('2026-11-28');
  });

  it('says the closed days in one sentence', () => {
    expect(closedDaysSummary({ closedWeekdays: [], closures: [] })).toBe('Deliveries and pickups every day.');
    expect(closedDaysSummary({ closedWeekdays: ['sunday'], closures: [] })).toBe(
      'No deliveries or pickups on Sundays.',
    );
    expect(
      closedDaysSummary({
        closedWeekdays: ['sunday'],
        closures: [christmas, { from: '2026-12-31', to: '2027-01-01', reason: 'New Year' }],
      }),
    ).toBe(
      'No deliveries or pickups on Sundays, Fri, Dec 25 (Christmas Day), or Thu, Dec 31 to Fri, Jan 1 (New Year).',
    );
  });

  it('names each stranded date with its reason and the next open day', () => {
    const booking = {
      id: 'b1',
      reference: 'CH-0000-0001',
      name: 'Jane Carter',
      status: 'confirmed' as const,
      dumpsterSize: '15-yard' as const,
      deliveryDate: '2026-12-20',
      pickupDate: '2026-12-25',
    };
    const [stranded] = strandedBookings(calendar, [booking], { today: '2026-11-27' });
    expect(stranded && strandedBookingAnswer(stranded)).toEqual({
      ...booking,
      dates: [
        {
          field: 'deliveryDate',
          date: '2026-12-20',
          reason: 'Closed on Sundays',
          nextOpenDate: '2026-12-21',
        },
        {
          field: 'pickupDate',
          date: '2026-12-25',
          reason: 'Closed: Christmas Day',
          nextOpenDate: '2026-12-26',
        },
      ],
    });
  });

  it("takes the owner's change with confirmStranded false unless said otherwise", () => {
    expect(v.parse(adminCalendarChangeSchema, { closedWeekdays: [], closures: [] })).toEqual({
      closedWeekdays: [],
      closures: [],
      confirmStranded: false,
    });
    expect(v.safeParse(adminCalendarChangeSchema, { closedWeekdays: ['sunday'] }).success).toBe(false);
  });
});
