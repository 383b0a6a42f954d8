// PUT /api/admin/calendar: the owner replaces the closed weekdays and dated closures (decisions
// 0165, 0167). A change that closes a day on which a booking still has a delivery or pickup is
// not saved: the answer lists those bookings, each date with its reason and the next open day,
// and the owner saves again with `confirmStranded` once they have been moved or called. Bookings
// already on a closed day before the change (confirmed then) do not stop it again. The change
// and its line in the audit trail commit together; the calendar every rule reads is refreshed
// at once in this process (and within seconds in the others: StoredBusinessCalendar).
import {
  type AdminCalendar,
  type AdminCalendarChange,
  businessCalendar,
  businessDateAt,
  type CalendarSettings,
  isOpenDay,
  type StrandedBookingAnswer,
  strandedBookingAnswer,
  strandedBookings,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { BusinessCalendarSource } from '../ports/business-calendar-source.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { calendarView } from './calendar-view.ts';

export type CalendarChangeOutcome =
  | { readonly kind: 'saved'; readonly calendar: AdminCalendar }
  | { readonly kind: 'stranded'; readonly stranded: readonly StrandedBookingAnswer[] };

export class ChangeBusinessCalendar {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;
  private readonly defaults: CalendarSettings;
  private readonly calendars: BusinessCalendarSource;

  constructor(
    unitOfWork: UnitOfWork,
    clock: Clock,
    defaults: CalendarSettings,
    calendars: BusinessCalendarSource,
  ) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
    this.defaults = defaults;
    this.calendars = calendars;
  }

  /** `change` has passed the domain's adminCalendarChangeSchema; `actor` is the owner. */
  async execute(
    change: AdminCalendarChange,
    actor: Extract<Actor, { kind: 'staff' }>,
  ): Promise<CalendarChangeOutcome> {
    const now = this.clock.now();
    const today = businessDateAt(now);
    const next: CalendarSettings = { closedWeekdays: change.closedWeekdays, closures: change.closures };
    const outcome = await this.unitOfWork.transaction(
      async ({ businessCalendar: store, audit }): Promise<CalendarChangeOutcome> => {
        const stored = await store.read();
        const previous = stored?.settings ?? this.defaults;
        const bookings = await store.datedBookingsFrom(today);
        const before = businessCalendar(previous);
        // Only the days this change closes: a booking left on a closed day before was confirmed.
        const newlyStranded = strandedBookings(businessCalendar(next), bookings, { today })
          .map((stranded) => ({
            ...stranded,
            dates: stranded.dates.filter((date) => isOpenDay(before, date.closed.date)),
          }))
          .filter((stranded) => stranded.dates.length > 0);
        if (newlyStranded.length > 0 && !change.confirmStranded)
          return { kind: 'stranded', stranded: newlyStranded.map(strandedBookingAnswer) };
        await store.save(next, { at: now, by: actor.name });
        await audit.append({
          occurredAt: now,
          actor,
          action: 'calendar_changed',
          subject: { type: 'calendar', id: 'business' },
          details: {
            closedWeekdays: { from: previous.closedWeekdays, to: next.closedWeekdays },
            closures: { from: previous.closures, to: next.closures },
            ...(newlyStranded.length > 0
              ? { strandedConfirmed: newlyStranded.map((stranded) => stranded.booking.reference) }
              : {}),
          },
        });
        return {
          kind: 'saved',
          calendar: calendarView(
            next,
            { settings: next, updatedAt: now, updatedBy: actor.name },
            bookings,
            today,
          ),
        };
      },
    );
    if (outcome.kind === 'saved') this.calendars.forget();
    return outcome;
  }
}
