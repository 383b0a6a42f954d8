import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { businessCalendar, closedDay } from './business-calendar.ts';
import {
  calendarSettingsMessages,
  calendarSettingsSchema,
  defaultCalendarSettings,
} from './calendar-settings.ts';

const christmas = { from: '2026-12-25', to: '2026-12-25', reason: 'Christmas Day' };

function errorsOf(input: unknown) {
  const result = v.safeParse(calendarSettingsSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe('the calendar settings', () => {
  it('start from the contact section: Sunday closed, no dated closure', () => {
    expect(defaultCalendarSettings).toEqual({ closedWeekdays: ['sunday'], closures: [] });
  });

  it('accept closed weekdays and closures, trimming the reason to one line', () => {
    const result = v.parse(calendarSettingsSchema, {
      closedWeekdays: ['sunday', 'saturday'],
      closures: [christmas, { from: ' 2026-10-07 ', to: '2026-10-09', reason: '  Hurricane\n  Milton ' }],
    });
    expect(result.closures[1]).toEqual({ from: '2026-10-07', to: '2026-10-09', reason: 'Hurricane Milton' });
    expect(closedDay(businessCalendar(result), '2026-10-08')).toMatchObject({ reason: 'Hurricane Milton' });
  });

  it('name each problem in words, under its field', () => {
    expect(errorsOf({ closedWeekdays: ['sunday', 'funday'], closures: [] })).toEqual({
      'closedWeekdays.1': calendarSettingsMessages.closedWeekday,
    });
    expect(errorsOf({ closedWeekdays: ['sunday', 'sunday'], closures: [] })).toEqual({
      closedWeekdays: calendarSettingsMessages.repeatedWeekday,
    });
    expect(
      errorsOf({
        closedWeekdays: [],
        closures: [
          { from: '2026-02-30', to: '2026-03-01', reason: 'x' },
          { from: '2026-12-26', to: '2026-12-24', reason: ' ' },
          { from: '2026-01-01', to: '2026-02-15', reason: 'Typo' },
          'Christmas',
          { to: '2026-05-01', reason: 'No start' },
        ],
      }),
    ).toEqual({
      'closures.0.from': calendarSettingsMessages.from,
      'closures.1.to': calendarSettingsMessages.order,
      'closures.1.reason': calendarSettingsMessages.reason,
      'closures.2.to': calendarSettingsMessages.tooLong,
      'closures.3': calendarSettingsMessages.closure,
      'closures.4.from': calendarSettingsMessages.from,
    });
  });

  it('keep at least one weekday open', () => {
    const all = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    expect(errorsOf({ closedWeekdays: all, closures: [] })).toEqual({
      closedWeekdays: calendarSettingsMessages.everyWeekdayClosed,
    });
    expect(errorsOf({ closedWeekdays: all.slice(1), closures: [] })).toEqual({});
  });

  it('refuse two closures sharing a day, naming the other one', () => {
    expect(
      errorsOf({
        closedWeekdays: [],
        closures: [christmas, { from: '2026-12-24', to: '2026-12-26', reason: 'Holidays' }],
      }),
    ).toEqual({ 'closures.1.from': calendarSettingsMessages.overlap(christmas) });
    expect(calendarSettingsMessages.overlap(christmas)).toBe(
      'This closure overlaps another one (Christmas Day, from Fri, Dec 25, 2026); each closed day has one reason',
    );
  });

  it('refuse a body that is not settings, and missing lists, in words', () => {
    expect(errorsOf('closed on sundays')).toEqual({ body: calendarSettingsMessages.settings });
    expect(errorsOf({})).toEqual({
      closedWeekdays: calendarSettingsMessages.closedWeekdays,
      closures: calendarSettingsMessages.closures,
    });
    expect(errorsOf({ closedWeekdays: [], closures: Array(201).fill(christmas) })).toMatchObject({
      closures: calendarSettingsMessages.tooManyClosures,
    });
  });
});
