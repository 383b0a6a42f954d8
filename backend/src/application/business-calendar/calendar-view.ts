// What the owner's calendar use cases share: the calendar as the owner's page shows it, with the
// bookings it strands from today on (decision 0167).
import {
  type AdminCalendar,
  businessCalendar,
  type CalendarSettings,
  strandedBookingAnswer,
  strandedBookings,
} from '@dumpster/domain';
import type { DatedBooking, StoredCalendar } from '../ports/business-calendar-store.ts';

export function calendarView(
  settings: CalendarSettings,
  stored: StoredCalendar | null,
  bookings: readonly DatedBooking[],
  today: string,
): AdminCalendar {
  return {
    closedWeekdays: [...settings.closedWeekdays],
    closures: settings.closures.map(({ from, to, reason }) => ({ from, to, reason })),
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
    updatedBy: stored ? stored.updatedBy : null,
    stranded: strandedBookings(businessCalendar(settings), bookings, { today }).map(strandedBookingAnswer),
  };
}
