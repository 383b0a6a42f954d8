// GET /api/admin/calendar: the owner's calendar (the default, Sunday closed, while none is saved)
// and the bookings with a delivery or pickup still to come on one of its closed days.
import { type AdminCalendar, businessDateAt, type CalendarSettings } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { calendarView } from './calendar-view.ts';

export class ReadBusinessCalendar {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;
  private readonly defaults: CalendarSettings;

  constructor(unitOfWork: UnitOfWork, clock: Clock, defaults: CalendarSettings) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
    this.defaults = defaults;
  }

  execute(): Promise<AdminCalendar> {
    const today = businessDateAt(this.clock.now());
    return this.unitOfWork.transaction(async ({ businessCalendar }) => {
      const stored = await businessCalendar.read();
      const bookings = await businessCalendar.datedBookingsFrom(today);
      return calendarView(stored?.settings ?? this.defaults, stored, bookings, today);
    });
  }
}
