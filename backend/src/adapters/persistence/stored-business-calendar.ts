// The business's calendar read from the owner's stored settings (decision 0165), the domain's
// default (Sunday closed) while none is stored. Every booking, reschedule, extension and
// availability read asks for it, so a copy is kept for a few seconds: a save in this process
// drops it at once (forget), another instance's save is seen within `maxAgeMs`. The same settings
// read again give back the same calendar object, so what is cached on the calendar (the booking
// schema of the day) stays cached.
import { type BusinessCalendar, businessCalendar } from '@dumpster/domain';
import type { BusinessCalendarSource } from '../../application/ports/business-calendar-source.ts';
import type { UnitOfWork } from '../../application/ports/unit-of-work.ts';

/** Long enough to spare the database on a busy minute, short enough for several instances. */
export const storedCalendarMaxAgeMs = 10_000;

export class StoredBusinessCalendar implements BusinessCalendarSource {
  private readonly unitOfWork: UnitOfWork;
  private readonly fallback: BusinessCalendarSource;
  private readonly maxAgeMs: number;
  private readonly elapsedMs: () => number;
  private kept:
    | { readonly key: string; readonly calendar: BusinessCalendar; readonly at: number }
    | undefined;
  private loading: Promise<BusinessCalendar> | undefined;
  private generation = 0;

  constructor(
    unitOfWork: UnitOfWork,
    /** The calendar while the owner has stored none (the domain's default settings). */
    fallback: BusinessCalendarSource,
    options: { readonly maxAgeMs?: number; readonly elapsedMs?: () => number } = {},
  ) {
    this.unitOfWork = unitOfWork;
    this.fallback = fallback;
    this.maxAgeMs = options.maxAgeMs ?? storedCalendarMaxAgeMs;
    this.elapsedMs = options.elapsedMs ?? (() => performance.now());
  }

  current(): Promise<BusinessCalendar> {
    const kept = this.kept;
    if (kept && this.elapsedMs() - kept.at < this.maxAgeMs) return Promise.resolve(kept.calendar);
    // Requests arriving together share one read.
    if (this.loading) return this.loading;
    const loading = this.load().finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    this.loading = loading;
    return loading;
  }

  forget(): void {
    this.generation += 1;
    this.kept = undefined;
    this.loading = undefined;
  }

  private async load(): Promise<BusinessCalendar> {
    const generation = this.generation;
    const at = this.elapsedMs();
    const stored = await this.unitOfWork.transaction(({ businessCalendar }) => businessCalendar.read());
    const key = stored ? JSON.stringify(stored.settings) : 'default';
    const calendar =
      this.kept?.key === key
        ? this.kept.calendar
        : stored
          ? businessCalendar(stored.settings)
          : await this.fallback.current();
    // A read begun before a save must not put the old calendar back.
    if (generation === this.generation) this.kept = { key, calendar, at };
    return calendar;
  }
}
