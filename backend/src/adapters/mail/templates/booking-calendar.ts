// The customer's calendar file: the delivery and the pickup as all-day events (a calendar date has
// no time zone, docs/decisions/0006), with the booking reference in each. The confirmation
// publishes them; every later change sends the same two events again by their UIDs with a higher
// SEQUENCE (the new dates), and a cancellation sends METHOD:CANCEL, so the customer's calendar
// follows the booking (docs/decisions/0127, RFC 5545 and RFC 5546).
import { addDays, business, getDumpsterSize } from '@dumpster/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Booking } from '../../../application/booking.ts';
import type { BookingRevision } from '../../../application/ports/outbox.ts';
import type { MailAttachment } from '../rendered-mail.ts';
import { fullAddress } from './common.ts';

const utcMidnight = (iso: string) => new Date(`${iso}T00:00:00Z`);

export interface CalendarUpdate {
  /** The change this file tells; none for the confirmation (SEQUENCE 0). */
  readonly revision?: BookingRevision;
  /** The booking is cancelled: both events are withdrawn. */
  readonly cancelled?: boolean;
}

export function bookingCalendar(
  booking: Booking,
  { revision, cancelled = false }: CalendarUpdate = {},
): MailAttachment {
  const size = getDumpsterSize(booking.dumpsterSize).label;
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH;
  const calendar = ical({
    name: `${business.shortName} booking ${booking.reference}`,
    prodId: '//Coastal Haul//Bookings//EN',
    method,
  });
  const description = `Booking ${booking.reference}. Questions: ${business.phoneDisplay} or ${business.email}.`;
  for (const [day, what, date] of [
    ['delivery', 'delivery', booking.deliveryDate],
    ['pickup', 'pickup', booking.pickupDate],
  ] as const) {
    calendar.createEvent({
      // The same two UIDs for the booking's whole life: what calendars match an update by.
      id: `${booking.id}-${day}@coastalhaul.example`,
      sequence: revision?.sequence ?? 0,
      stamp: revision?.at ?? booking.createdAt,
      allDay: true,
      start: utcMidnight(date),
      end: utcMidnight(addDays(date, 1)),
      summary: `${size} ${what} (${business.shortName})`,
      location: fullAddress(booking),
      description,
      // RFC 5546 names the organizer in a PUBLISH and a CANCEL: the business.
      organizer: { name: business.name, email: business.email },
      ...(cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  return {
    filename: `booking-${booking.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}
