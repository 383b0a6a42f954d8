import { describe, expect, it } from 'vitest';
import { sampleHolidaySettings } from '../samples/sample-calendars.ts';
import { businessCalendar, type ClosedDay, closedDay } from './business-calendar.ts';
import {
  closedDateAnswer,
  closedDateMessage,
  closedDayLabelOn,
  sameDayCutoffMessage,
} from './closed-day-words.ts';

const holidays = businessCalendar(sampleHolidaySettings);
const closed = (date: string) => closedDay(holidays, date) as ClosedDay;

describe('the business calendar in words', () => {
  it('labels closed days for a date picker, and open days not at all', () => {
    expect(closedDayLabelOn(holidays, '2026-11-29')).toBe('Closed on Sundays');
    expect(closedDayLabelOn(holidays, '2026-12-25')).toBe('Closed: Christmas Day');
    expect(closedDayLabelOn(holidays, '2026-12-24')).toBeNull();
  });

  it('says under a date field why the day is closed and which day is next', () => {
    expect(closedDateMessage('delivery', closed('2026-11-29'), '2026-11-30')).toBe(
      'No deliveries on Sundays. The next open day is Mon, Nov 30.',
    );
    expect(closedDateMessage('pickup', closed('2026-12-25'), '2026-12-26')).toBe(
      'No pickups on Fri, Dec 25 (Christmas Day). The next open day is Sat, Dec 26.',
    );
  });

  it('explains the noon cut-off with the date to choose', () => {
    expect(sameDayCutoffMessage('2026-11-27')).toBe(
      'Same-day delivery is for orders placed before 12:00 PM (noon), Florida time. The earliest delivery date is Fri, Nov 27.',
    );
  });

  it('answers a closed date for the API with the reason and the next three open dates', () => {
    expect(closedDateAnswer(holidays, '2026-12-25')).toEqual({
      date: '2026-12-25',
      reason: 'Closed: Christmas Day',
      nextOpenDates: ['2026-12-26', '2026-12-28', '2026-12-29'],
    });
    expect(closedDateAnswer(holidays, '2026-12-24')).toBeNull();
  });
});
