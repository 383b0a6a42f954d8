// The confirmation's calendar file: the delivery and the pickup as all-day events (a calendar
// date has no time zone, docs/decisions/0006), with the booking reference in each.
import { addDays, business, getDumpsterSize } from '@dumpster/domain';
import ical from 'ical-generator';
import type { Booking } from '../../../application/booking.ts';
import type { MailAttachment } from '../rendered-mail.ts';
import { fullAddress } from './common.ts';

const utcMidnight = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function bookingCalendar(booking: Booking): MailAttachment {
  const size = getDumpsterSize(booking.dumpsterSize).label;
  const calendar = ical({
    name: `${business.shortName} booking ${booking.reference}`,
    prodId: '//Coastal Haul//Bookings//EN',
  });
  const description = `Booking ${booking.reference}. Questions: ${business.phoneDisplay} or ${business.email}.`;
  for (const [day, what, date] of [
    ['delivery', 'delivery', booking.deliveryDate],
    ['pickup', 'pickup', booking.pickupDate],
  ] as const) {
    calendar.createEvent({
      id: `${booking.id}-${day}@coastalhaul.example`,
      allDay: true,
      start: utcMidnight(date),
      end: utcMidnight(addDays(date, 1)),
      summary: `${size} ${what} (${business.shortName})`,
      location: fullAddress(booking),
      description,
      stamp: booking.createdAt,
    });
  }
  return {
    filename: `booking-${booking.reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  };
}
