// Where a use case finds the business's calendar (decision 0130): the closed weekdays and the
// dated closures the owner set. Every rule that takes a date (the booking's dates, the customer's
// and the staff's changes, the availability read, the pickup planned off a closed day) reads the
// calendar through this one port, so a server and a form never disagree about an open day.
import type { BusinessCalendar } from '@dumpster/domain';

export interface BusinessCalendarSource {
  /** The calendar in force now. */
  current(): Promise<BusinessCalendar>;
  /** Drops any copy kept for speed: the owner has just saved another calendar (decision 0165). */
  forget(): void;
}
