import { parseDate, toZoned } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, businessDateAt, businessTimeZone, compareDates } from '../calendar/calendar-date.ts';
import { sampleCalendars } from '../samples/sample-calendars.ts';
import { businessCalendar, isOpenDay, nextOpenDay, openEveryDay } from './business-calendar.ts';
import { defaultCalendarSettings } from './calendar-settings.ts';
import { earliestDeliveryDate, isPastSameDayCutoff, sameDayCutoffInstant } from './same-day-cutoff.ts';

const sundayClosed = businessCalendar(defaultCalendarSettings);
const minute = 60_000;
const hour = 60 * minute;

// An oracle apart from @internationalized/date: the wall clock in Florida as Intl reads it.
const floridaClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
function floridaTime(instant: Date): { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    floridaClock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return { hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

const at = (iso: string) => new Date(iso);

describe('the same-day cut-off', () => {
  it('is noon in Florida: 17:00 UTC in winter (EST), 16:00 UTC in summer (EDT)', () => {
    expect(sameDayCutoffInstant('2026-12-04').toISOString()).toBe('2026-12-04T17:00:00.000Z');
    expect(sameDayCutoffInstant('2026-07-15').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('is noon on the days the clocks change (Sun, Mar 8 and Sun, Nov 1, 2026)', () => {
    expect(sameDayCutoffInstant('2026-03-08').toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(sameDayCutoffInstant('2026-11-01').toISOString()).toBe('2026-11-01T17:00:00.000Z');
  });

  it('counts exactly 12:00:00.000 as past the cut-off, and a millisecond before as not', () => {
    expect(isPastSameDayCutoff('2026-12-04', at('2026-12-04T16:59:59.999Z'))).toBe(false);
    expect(isPastSameDayCutoff('2026-12-04', at('2026-12-04T17:00:00.000Z'))).toBe(true);
  });

  it('moves the earliest delivery to the next open day after noon', () => {
    const friday = { today: '2026-12-04', calendar: sundayClosed };
    expect(earliestDeliveryDate({ ...friday, now: at('2026-12-04T16:59:59.999Z') })).toBe('2026-12-04');
    expect(earliestDeliveryDate({ ...friday, now: at('2026-12-04T17:00:00.000Z') })).toBe('2026-12-05');
    // Saturday after noon: Sunday is closed, so Monday.
    const saturday = { today: '2026-12-05', calendar: sundayClosed };
    expect(earliestDeliveryDate({ ...saturday, now: at('2026-12-05T18:00:00.000Z') })).toBe('2026-12-07');
  });

  it('on a closed day, offers the next open day even in the morning', () => {
    expect(
      earliestDeliveryDate({
        today: '2026-12-06',
        now: at('2026-12-06T13:00:00.000Z'),
        calendar: sundayClosed,
      }),
    ).toBe('2026-12-07');
  });

  it('at 8 PM on Thanksgiving offers the Friday, or the Saturday when the Friday is closed too', () => {
    const evening = at('2026-11-27T01:00:00.000Z'); // Thu, Nov 26, 8 PM EST
    expect(businessDateAt(evening)).toBe('2026-11-26');
    expect(earliestDeliveryDate({ today: '2026-11-26', now: evening })).toBe('2026-11-27');
    const longWeekend = businessCalendar({
      closedWeekdays: ['sunday'],
      closures: [{ from: '2026-11-26', to: '2026-11-27', reason: 'Thanksgiving' }],
    });
    expect(earliestDeliveryDate({ today: '2026-11-26', now: evening, calendar: longWeekend })).toBe(
      '2026-11-28',
    );
  });

  it('without the instant or a calendar, is today, as before', () => {
    expect(earliestDeliveryDate({ today: '2026-12-06' })).toBe('2026-12-06');
  });
});

const anyInstant = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((time) => new Date(time));
const anyCalendar = fc.constantFrom(...sampleCalendars.map(({ calendar }) => calendar));

/** Every 10 minutes of the days the clocks change, 2025-2035 (second Sunday of March, first of November). */
const clockChangeDays = Array.from({ length: 11 }, (_, index) => 2025 + index).flatMap((year) =>
  [2, 10].map((month) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    const firstSunday = 1 + ((7 - first) % 7);
    return Date.UTC(year, month, firstSunday + (month === 2 ? 7 : 0));
  }),
);
const instantOnClockChangeDay = fc
  .record({ day: fc.constantFrom(...clockChangeDays), step: fc.integer({ min: 0, max: 6 * 30 }) })
  .map(({ day, step }) => new Date(day + step * 10 * minute));

describe('the same-day cut-off, for any instant', () => {
  it('is past exactly when the Florida clock reads noon or later', () => {
    fc.assert(
      fc.property(fc.oneof(anyInstant, instantOnClockChangeDay), (now) => {
        expect(isPastSameDayCutoff(businessDateAt(now), now)).toBe(floridaTime(now).hour >= 12);
      }),
    );
  });

  it('falls at 12:00:00 on the Florida clock, the hour either side of it split at the instant', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: -hour, max: hour }), (instant, offset) => {
        const today = businessDateAt(instant);
        const cutoff = sameDayCutoffInstant(today);
        expect(floridaTime(cutoff)).toEqual({ hour: 12, minute: 0, second: 0 });
        expect(isPastSameDayCutoff(today, new Date(cutoff.getTime() + offset))).toBe(offset >= 0);
      }),
    );
  });

  it('offers an open day, today only before noon on an open day', () => {
    fc.assert(
      fc.property(anyCalendar, fc.oneof(anyInstant, instantOnClockChangeDay), (calendar, now) => {
        const today = businessDateAt(now);
        const earliest = earliestDeliveryDate({ today, now, calendar });
        expect(isOpenDay(calendar, earliest)).toBe(true);
        const sameDay = isOpenDay(calendar, today) && floridaTime(now).hour < 12;
        expect(earliest).toBe(sameDay ? today : nextOpenDay(calendar, addDays(today, 1)));
      }),
    );
  });

  it('never moves earlier as time passes, across midnight, noon and both clock changes', () => {
    fc.assert(
      fc.property(
        anyCalendar,
        fc.oneof(anyInstant, instantOnClockChangeDay),
        fc.integer({ min: 0, max: 3 * hour }),
        (calendar, first, later) => {
          const second = new Date(first.getTime() + later);
          const earliestAt = (now: Date) =>
            earliestDeliveryDate({ today: businessDateAt(now), now, calendar });
          expect(compareDates(earliestAt(first), earliestAt(second))).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('offers the same date just before and just after midnight when every day is open', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInstant, instantOnClockChangeDay),
        fc.integer({ min: 1, max: hour }),
        (instant, offset) => {
          const nextDay = addDays(businessDateAt(instant), 1);
          const midnight = toZoned(parseDate(nextDay), businessTimeZone).toDate().getTime();
          const earliestAt = (time: number) => {
            const now = new Date(time);
            return earliestDeliveryDate({ today: businessDateAt(now), now, calendar: openEveryDay });
          };
          expect(businessDateAt(new Date(midnight - offset))).not.toBe(nextDay);
          expect(earliestAt(midnight - offset)).toBe(nextDay);
          expect(earliestAt(midnight + offset - 1)).toBe(nextDay);
        },
      ),
    );
  });
});
