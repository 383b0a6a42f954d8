// GET /api/calendar: the business's calendar for the public date pickers (decision 0168): the
// closed weekdays, the closures still to come and the earliest delivery date now.
import { businessDateAt, type PublicCalendar, publicCalendar } from '@dumpster/domain';
import type { BusinessCalendarSource } from '../ports/business-calendar-source.ts';
import type { Clock } from '../ports/clock.ts';

export class ReadPublicCalendar {
  private readonly calendars: BusinessCalendarSource;
  private readonly clock: Clock;

  constructor(calendars: BusinessCalendarSource, clock: Clock) {
    this.calendars = calendars;
    this.clock = clock;
  }

  async execute(): Promise<PublicCalendar> {
    const calendar = await this.calendars.current();
    const now = this.clock.now();
    return publicCalendar(calendar, { today: businessDateAt(now), now });
  }
}
