// The owner's calendar settings (the business's calendar): the weekdays with no deliveries or
// pickups and the dated closures with their reason (Christmas, a hurricane). The schema the
// owner's settings route will parse them with, its messages in words, and the settings the
// business starts with: the contact section's hours, where Sunday is closed (spec section 9).
import * as v from 'valibot';
import { openingHours } from '../business/business-facts.ts';
import { daysBetween, isIsoDate } from '../calendar/calendar-date.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';
import { missingFieldMessage } from '../validation/missing-field-message.ts';
import { type Weekday, weekdays } from './weekdays.ts';

/** A typo in a year would otherwise close the business for years (decision 0130). */
export const longestClosureDays = 31;
export const mostClosures = 200;
export const longestClosureReason = 100;

export const calendarSettingsMessages = {
  settings: 'The calendar settings need the closed weekdays and the dated closures',
  closedWeekdays: 'Closed weekdays must be a list of days of the week',
  closedWeekday: `Each closed weekday must be one of ${weekdays.join(', ')}`,
  repeatedWeekday: 'Each weekday can be listed only once',
  everyWeekdayClosed: 'At least one day of the week must stay open for deliveries and pickups',
  closures: 'Closures must be a list of dated closures',
  tooManyClosures: `Please keep the list to ${mostClosures} closures or fewer (past ones can be removed)`,
  closure: 'Each closure needs a first day, a last day and a reason',
  from: 'Please enter the first day of the closure as YYYY-MM-DD',
  to: 'Please enter the last day of the closure as YYYY-MM-DD',
  order: 'The closure cannot end before it starts',
  tooLong: `A closure can last at most ${longestClosureDays} days`,
  reason: 'Please give the reason for the closure, such as Christmas Day',
  reasonTooLong: `Please keep the reason under ${longestClosureReason} characters`,
  overlap: (other: { from: string; reason: string }) =>
    `This closure overlaps another one (${other.reason}, from ${shortDateLabel(other.from, { year: true })}); each closed day has one reason`,
} as const;

const dateField = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.check(isIsoDate, message));

const missingClosureField = missingFieldMessage({
  from: calendarSettingsMessages.from,
  to: calendarSettingsMessages.to,
  reason: calendarSettingsMessages.reason,
});

const closureSchema = v.pipe(
  v.object(
    {
      from: dateField(calendarSettingsMessages.from),
      to: dateField(calendarSettingsMessages.to),
      reason: v.pipe(
        v.string(calendarSettingsMessages.reason),
        v.trim(),
        // One line: the reason is read out in a date picker and written into an API refusal.
        v.transform((reason) => reason.replace(/\s+/g, ' ')),
        v.nonEmpty(calendarSettingsMessages.reason),
        v.maxLength(longestClosureReason, calendarSettingsMessages.reasonTooLong),
      ),
    },
    (issue) =>
      issue.path
        ? missingClosureField(issue)
        : // Not an object at all.
          calendarSettingsMessages.closure,
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !isIsoDate(from) || !isIsoDate(to) || daysBetween(from, to) >= 0,
      calendarSettingsMessages.order,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !isIsoDate(from) || !isIsoDate(to) || daysBetween(from, to) < longestClosureDays,
      calendarSettingsMessages.tooLong,
    ),
    ['to'],
  ),
);

export type DatedClosure = v.InferOutput<typeof closureSchema>;

/** The first closure (in the list's order) that shares a day with each later one. */
function overlaps(closures: readonly DatedClosure[]): { index: number; other: DatedClosure }[] {
  const found: { index: number; other: DatedClosure }[] = [];
  closures.forEach((closure, index) => {
    const other = closures
      .slice(0, index)
      .find((earlier) => earlier.from <= closure.to && closure.from <= earlier.to);
    if (other) found.push({ index, other });
  });
  return found;
}

const missingSettingsField = missingFieldMessage({
  closedWeekdays: calendarSettingsMessages.closedWeekdays,
  closures: calendarSettingsMessages.closures,
});

export const calendarSettingsSchema = v.object(
  {
    closedWeekdays: v.pipe(
      v.array(
        v.picklist(weekdays, calendarSettingsMessages.closedWeekday),
        calendarSettingsMessages.closedWeekdays,
      ),
      v.check((days) => new Set(days).size === days.length, calendarSettingsMessages.repeatedWeekday),
      v.check((days) => new Set(days).size < weekdays.length, calendarSettingsMessages.everyWeekdayClosed),
    ),
    closures: v.pipe(
      v.array(closureSchema, calendarSettingsMessages.closures),
      v.maxLength(mostClosures, calendarSettingsMessages.tooManyClosures),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const closures = dataset.value;
        for (const { index, other } of overlaps(closures)) {
          const closure = closures[index] as DatedClosure;
          addIssue({
            message: calendarSettingsMessages.overlap(other),
            path: [
              { type: 'array', origin: 'value', input: closures, key: index, value: closure },
              { type: 'object', origin: 'value', input: closure, key: 'from', value: closure.from },
            ],
          });
        }
      }),
    ),
  },
  (issue) => (issue.path ? missingSettingsField(issue) : calendarSettingsMessages.settings),
);

export type CalendarSettingsInput = v.InferInput<typeof calendarSettingsSchema>;

export interface CalendarSettings {
  readonly closedWeekdays: readonly Weekday[];
  readonly closures: readonly DatedClosure[];
}

/** Until the owner saves settings: the contact section's closed days, no dated closure. */
export const defaultCalendarSettings: CalendarSettings = {
  closedWeekdays: openingHours
    .filter((hours) => hours.opens === undefined)
    .flatMap((hours) => hours.days.map((day) => day.toLowerCase() as Weekday)),
  closures: [],
};
