// The business's calendar from settings held in code: the domain's default (the contact section's
// hours: Sunday closed, decision 0130) until the owner's calendar is stored in the database.
import { type BusinessCalendar, businessCalendar, type CalendarSettings } from '@dumpster/domain';
import type { BusinessCalendarSource } from '../../application/ports/business-calendar-source.ts';

export class SettingsBusinessCalendar implements BusinessCalendarSource {
  private readonly calendar: BusinessCalendar;

  constructor(settings: CalendarSettings) {
    this.calendar = businessCalendar(settings);
  }

  async current(): Promise<BusinessCalendar> {
    return this.calendar;
  }

  forget(): void {
    // Settings held in code never change while the process runs.
  }
}
