// A change of the closed days that would strand existing bookings (the business's calendar): the
// bookings with a delivery or pickup still to come on a day the new calendar closes, listed for
// staff instead of the change going through silently. A delivery already made no longer counts,
// nor does a booking that holds nothing (cancelled, completed); a pickup is offered the next open
// day, charged as before (decision 0131: the closed days before it are free).
import { compareDates } from '../calendar/calendar-date.ts';
import { type BusinessCalendar, type ClosedDay, closedDay, nextOpenDay } from './business-calendar.ts';

export interface CalendarBooking {
  readonly id: string;
  /** A booking's status; without one, both dates count. */
  readonly status?: string;
  readonly deliveryDate: string;
  readonly pickupDate: string;
}

export interface StrandedDate {
  readonly field: 'deliveryDate' | 'pickupDate';
  readonly closed: ClosedDay;
  /** The next open day on or after the closed one: where staff can move it. */
  readonly nextOpenDate: string;
}

export interface StrandedBooking<TBooking extends CalendarBooking = CalendarBooking> {
  readonly booking: TBooking;
  readonly dates: readonly StrandedDate[];
}

/** The dates of a booking still to happen, by its status (decision 0065's transitions). */
function comingDates(status: string | undefined): readonly ('deliveryDate' | 'pickupDate')[] {
  if (status === undefined || status === 'pending' || status === 'confirmed')
    return ['deliveryDate', 'pickupDate'];
  if (status === 'delivered') return ['pickupDate'];
  return [];
}

/** The bookings the calendar strands from `today` on, in the order given. */
export function strandedBookings<TBooking extends CalendarBooking>(
  calendar: BusinessCalendar,
  bookings: Iterable<TBooking>,
  { today }: { today: string },
): StrandedBooking<TBooking>[] {
  const stranded: StrandedBooking<TBooking>[] = [];
  for (const booking of bookings) {
    const dates: StrandedDate[] = [];
    for (const field of comingDates(booking.status)) {
      const date = booking[field];
      if (compareDates(date, today) < 0) continue;
      const closed = closedDay(calendar, date);
      if (closed) dates.push({ field, closed, nextOpenDate: nextOpenDay(calendar, date) });
    }
    if (dates.length > 0) stranded.push({ booking, dates });
  }
  return stranded;
}
