// The business's calendar as the API answers it (decisions 0165-0167): the public calendar the
// booking form and My booking build their date pickers from (closed weekdays, the closures still
// to come, today and the earliest delivery), and the owner's settings with the bookings a
// calendar strands, each closed date named in words with the next open day.
import * as v from 'valibot';
import { bookingStatuses } from '../booking/booking-status.ts';
import { compareDates } from '../calendar/calendar-date.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import type { BusinessCalendar } from './business-calendar.ts';
import { type CalendarSettings, calendarSettingsSchema } from './calendar-settings.ts';
import { closedDayLabel } from './closed-day-words.ts';
import { earliestDeliveryDate } from './same-day-cutoff.ts';
import type { CalendarBooking, StrandedBooking } from './stranded-bookings.ts';
import { weekdayLabel, weekdays } from './weekdays.ts';

const closureAnswerSchema = v.object({ from: v.string(), to: v.string(), reason: v.string() });

export const publicCalendarSchema = v.object({
  /** Florida's date when the answer was made. */
  today: v.string(),
  /** Today before 12:00 noon on an open day, else the next open day (decision 0130). */
  earliestDeliveryDate: v.string(),
  closedWeekdays: v.array(v.picklist(weekdays)),
  /** The dated closures that end today or later, by first day. */
  closures: v.array(closureAnswerSchema),
});
export type PublicCalendar = v.InferOutput<typeof publicCalendarSchema>;

/** What the public pages need of the calendar now: past closures are left out. */
export function publicCalendar(
  calendar: BusinessCalendar,
  day: { today: string; now: Date },
): PublicCalendar {
  return {
    today: day.today,
    earliestDeliveryDate: earliestDeliveryDate({ ...day, calendar }),
    closedWeekdays: weekdays.filter((weekday) => calendar.closedWeekdays.has(weekday)),
    closures: calendar.closures
      .filter((closure) => compareDates(closure.to, day.today) >= 0)
      .map(({ from, to, reason }) => ({ from, to, reason })),
  };
}

/**
 * The closed days in one sentence, for a date picker's description (the greyed days' reasons):
 * 'No deliveries or pickups on Sundays, or on Fri, Dec 25 (Christmas Day).'
 */
export function closedDaysSummary(calendar: CalendarSettings): string {
  const weekly = calendar.closedWeekdays.map((weekday) => `${weekdayLabel(weekday)}s`);
  const dated = calendar.closures.map((closure) =>
    closure.from === closure.to
      ? `${shortDateLabel(closure.from)} (${closure.reason})`
      : `${shortDateLabel(closure.from)} to ${shortDateLabel(closure.to)} (${closure.reason})`,
  );
  const days = [...weekly, ...dated];
  if (days.length === 0) return 'Deliveries and pickups every day.';
  const listed = days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')}, or ${days.at(-1)}`;
  return `No deliveries or pickups on ${listed}.`;
}

export const strandedBookingSchema = v.object({
  id: v.string(),
  reference: v.string(),
  name: v.string(),
  status: v.picklist(bookingStatuses),
  dumpsterSize: v.picklist(dumpsterSizeValues),
  deliveryDate: v.string(),
  pickupDate: v.string(),
  /** Each of its dates on a closed day: why it is closed, and the next open day to move it to. */
  dates: v.array(
    v.object({
      field: v.picklist(['deliveryDate', 'pickupDate']),
      date: v.string(),
      reason: v.string(),
      nextOpenDate: v.string(),
    }),
  ),
});
export type StrandedBookingAnswer = v.InferOutput<typeof strandedBookingSchema>;

type AnsweredBooking = CalendarBooking & Omit<StrandedBookingAnswer, 'dates'>;

export function strandedBookingAnswer(stranded: StrandedBooking<AnsweredBooking>): StrandedBookingAnswer {
  const { id, reference, name, status, dumpsterSize, deliveryDate, pickupDate } = stranded.booking;
  return {
    id,
    reference,
    name,
    status,
    dumpsterSize,
    deliveryDate,
    pickupDate,
    dates: stranded.dates.map((date) => ({
      field: date.field,
      date: date.closed.date,
      reason: closedDayLabel(date.closed),
      nextOpenDate: date.nextOpenDate,
    })),
  };
}

export const adminCalendarSchema = v.object({
  closedWeekdays: v.array(v.picklist(weekdays)),
  closures: v.array(closureAnswerSchema),
  /** When and by whom the owner saved it; both null while the default (Sunday closed) applies. */
  updatedAt: v.nullable(v.string()),
  updatedBy: v.nullable(v.string()),
  /** Bookings with a delivery or pickup still to come on a day this calendar closes. */
  stranded: v.array(strandedBookingSchema),
});
export type AdminCalendar = v.InferOutput<typeof adminCalendarSchema>;

/** The owner's change: the settings, and whether to save although bookings would be stranded. */
export const adminCalendarChangeSchema = v.object(
  {
    ...calendarSettingsSchema.entries,
    confirmStranded: v.optional(v.boolean('Confirm with true or false'), false),
  },
  // The settings' own messages for a missing or mistyped field.
  calendarSettingsSchema.message,
);
export type AdminCalendarChange = v.InferOutput<typeof adminCalendarChangeSchema>;
export type AdminCalendarChangeInput = v.InferInput<typeof adminCalendarChangeSchema>;

export const strandedCalendarMessage = (count: number) =>
  `${count === 1 ? 'One booking has' : `${count} bookings have`} a delivery or pickup on a day this change closes. ` +
  'Move or call them first, or save again to confirm the change anyway.';

/** The 409 of a change that would strand bookings: nothing was saved. */
export const strandedCalendarConflictSchema = v.object({
  error: v.literal('conflict'),
  message: v.string(),
  stranded: v.array(strandedBookingSchema),
});
