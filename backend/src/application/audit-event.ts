// A line of the back office's audit trail for what is not a booking (a booking's own history is
// BookingEvent): staff accounts, the fleet, contact requests. Who did what to which thing, when.
import type { Actor } from './actor.ts';

export interface AuditEvent {
  readonly occurredAt: Date;
  readonly actor: Actor;
  /** What happened, e.g. 'user_added', 'fleet_changed', 'contact_marked'. */
  readonly action: string;
  /** What it happened to: a user, the fleet (one row per size), a contact request. */
  readonly subject: { readonly type: string; readonly id: string };
  /** The facts of the change (before/after...): plain JSON, never a password or a token. */
  readonly details: Readonly<Record<string, unknown>>;
}
