import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, daysBetween } from '../calendar/calendar-date.ts';
import {
  sampleHolidaySettings,
  sampleHurricaneSettings,
  sampleOneOpenWeekdaySettings,
} from '../samples/sample-calendars.ts';
import {
  businessCalendar,
  closedDay,
  isOpenDay,
  nextOpenDay,
  nextOpenDays,
  openEveryDay,
  previousOpenDay,
} from './business-calendar.ts';
import type { CalendarSettings, DatedClosure } from './calendar-settings.ts';
import { type Weekday, weekdayOf, weekdays } from './weekdays.ts';

const holidays = businessCalendar(sampleHolidaySettings);
const hurricane = businessCalendar(sampleHurricaneSettings);
const wednesdaysOnly = businessCalendar(sampleOneOpenWeekdaySettings);

describe('a date on the business calendar', () => {
  it('reads weekdays from the date alone', () => {
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(weekdayOf('2026-12-25')).toBe('friday');
    expect(weekdayOf('2028-02-29')).toBe('tuesday');
  });

  it('is closed on a closed weekday, with the weekday as the reason', () => {
    expect(closedDay(holidays, '2026-11-29')).toEqual({
      date: '2026-11-29',
      kind: 'weekday',
      weekday: 'sunday',
    });
    expect(isOpenDay(holidays, '2026-11-30')).toBe(true);
  });

  it('is closed on a dated closure, whose reason comes before the weekday', () => {
    expect(closedDay(holidays, '2026-12-25')).toMatchObject({ kind: 'closure', reason: 'Christmas Day' });
    // Independence Day 2027 is a Sunday: the closure names it.
    expect(weekdayOf('2027-07-04')).toBe('sunday');
    expect(closedDay(holidays, '2027-07-04')).toMatchObject({ kind: 'closure', reason: 'Independence Day' });
    expect(closedDay(hurricane, '2026-10-10')).toMatchObject({
      kind: 'closure',
      reason: 'Hurricane clean-up',
    });
  });

  it('skips a run of adjacent closures and the weekend after it', () => {
    // Oct 7-13 closed in three closures; Oct 10-11 is also a weekend; Oct 14 (Wednesday) is open.
    expect(nextOpenDay(hurricane, '2026-10-07')).toBe('2026-10-14');
    expect(previousOpenDay(hurricane, '2026-10-13')).toBe('2026-10-06');
  });

  it('crosses a year end inside a closure', () => {
    expect(nextOpenDay(hurricane, '2026-12-24')).toBe('2027-01-05');
    expect(previousOpenDay(hurricane, '2027-01-04')).toBe('2026-12-23');
    expect(nextOpenDays(holidays, '2026-12-31', 3)).toEqual(['2026-12-31', '2027-01-02', '2027-01-04']);
  });

  it('with one open weekday, opens on that weekday only', () => {
    expect(nextOpenDays(wednesdaysOnly, '2026-12-24', 3)).toEqual(['2027-01-06', '2027-01-13', '2027-01-20']);
    expect(nextOpenDay(wednesdaysOnly, '2026-12-28')).toBe('2027-01-06');
  });

  it('refuses to build a calendar with no open weekday or closures sharing a day', () => {
    expect(() => businessCalendar({ closedWeekdays: [...weekdays], closures: [] })).toThrow(/open weekday/);
    const christmas = { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' };
    expect(() =>
      businessCalendar({ closedWeekdays: [], closures: [christmas, { ...christmas, from: '2026-12-26' }] }),
    ).toThrow(/share a day/);
  });

  it('is open every day without closures', () => {
    expect(nextOpenDays(openEveryDay, '2026-12-31', 2)).toEqual(['2026-12-31', '2027-01-01']);
  });
});

// Random calendars: up to six closed weekdays (at least one stays open) and runs of adjacent
// closures of 1-31 days each, spread over 2025-2034, overlapping ones dropped.
const anyDay = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2025-01-01', offset));
const closureRun = fc.record({
  start: anyDay,
  lengths: fc.array(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 4 }),
});

function withoutOverlaps(closures: DatedClosure[]): DatedClosure[] {
  const kept: DatedClosure[] = [];
  for (const closure of [...closures].sort((a, b) => compareDates(a.from, b.from)))
    if (kept.every((other) => other.to < closure.from || closure.to < other.from)) kept.push(closure);
  return kept;
}

const anySettings: fc.Arbitrary<CalendarSettings> = fc
  .record({
    closedWeekdays: fc.subarray([...weekdays], { maxLength: 6 }),
    runs: fc.array(closureRun, { maxLength: 12 }),
  })
  .map(({ closedWeekdays, runs }) => ({
    closedWeekdays,
    closures: withoutOverlaps(
      runs.flatMap(({ start, lengths }) => {
        let from = start;
        return lengths.map((length, index) => {
          const closure = { from, to: addDays(from, length - 1), reason: `Closure ${index + 1}` };
          from = addDays(closure.to, 1);
          return closure;
        });
      }),
    ),
  }));

/** The oracle: the settings read plainly, one closure at a time. */
function closedBySettings(settings: CalendarSettings, date: string): boolean {
  return (
    settings.closedWeekdays.includes(weekdayOf(date) as Weekday) ||
    settings.closures.some((closure) => closure.from <= date && date <= closure.to)
  );
}

describe('the business calendar, for any calendar', () => {
  it('agrees with the settings read one closure at a time', () => {
    fc.assert(
      fc.property(anySettings, anyDay, (settings, date) => {
        expect(isOpenDay(businessCalendar(settings), date)).toBe(!closedBySettings(settings, date));
      }),
    );
  });

  it('finds the next open day: open itself, every day before it from `from` closed', () => {
    fc.assert(
      fc.property(anySettings, anyDay, (settings, from) => {
        const calendar = businessCalendar(settings);
        const next = nextOpenDay(calendar, from);
        expect(compareDates(next, from)).toBeGreaterThanOrEqual(0);
        expect(closedBySettings(settings, next)).toBe(false);
        for (let day = from; day < next; day = addDays(day, 1))
          expect(closedBySettings(settings, day)).toBe(true);
      }),
    );
  });

  it('finds the previous open day: open itself, every day after it up to `from` closed', () => {
    fc.assert(
      fc.property(anySettings, anyDay, (settings, from) => {
        const calendar = businessCalendar(settings);
        const previous = previousOpenDay(calendar, from);
        expect(compareDates(previous, from)).toBeLessThanOrEqual(0);
        expect(closedBySettings(settings, previous)).toBe(false);
        for (let day = from; day > previous; day = addDays(day, -1))
          expect(closedBySettings(settings, day)).toBe(true);
      }),
    );
  });

  it('lists open days in order, none skipped', () => {
    fc.assert(
      fc.property(anySettings, anyDay, fc.integer({ min: 1, max: 5 }), (settings, from, count) => {
        const calendar = businessCalendar(settings);
        const days = nextOpenDays(calendar, from, count);
        expect(days).toHaveLength(count);
        days.forEach((day, index) => {
          const previous = index === 0 ? addDays(from, -1) : (days[index - 1] as string);
          expect(nextOpenDay(calendar, addDays(previous, 1))).toBe(day);
        });
      }),
    );
  });

  it('with all weekdays closed but one and no closure, opens within six days, on that weekday', () => {
    fc.assert(
      fc.property(fc.constantFrom(...weekdays), anyDay, (open, from) => {
        const calendar = businessCalendar({
          closedWeekdays: weekdays.filter((day) => day !== open),
          closures: [],
        });
        const next = nextOpenDay(calendar, from);
        expect(weekdayOf(next)).toBe(open);
        expect(daysBetween(from, next)).toBeLessThanOrEqual(6);
      }),
    );
  });
});
