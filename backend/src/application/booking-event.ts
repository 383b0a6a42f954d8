// A line of a booking's history (the back office shows it; the customer's own changes and the
// staff's status changes add to it): who did what, when.
import type { Actor } from './actor.ts';

export interface BookingEvent {
  readonly bookingId: string;
  readonly occurredAt: Date;
  readonly actor: Actor;
  /** What happened, e.g. 'created', 'status_changed', 'extended'. */
  readonly type: string;
  /** The facts of the change (from/to, reason, dates): plain JSON. */
  readonly details: Readonly<Record<string, unknown>>;
}
