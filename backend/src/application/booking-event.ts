// A line of a booking's history (the back office shows it; the customer's own changes and the
// staff's status changes add to it): who did what, when.

/** Who acted: the customer (the booking form, their own page), a staff member, or the system. */
export type BookingEventActor =
  | { readonly kind: 'customer' }
  | { readonly kind: 'staff'; readonly userId: string; readonly name: string }
  | { readonly kind: 'system' };

export interface BookingEvent {
  readonly bookingId: string;
  readonly occurredAt: Date;
  readonly actor: BookingEventActor;
  /** What happened, e.g. 'created', 'status_changed', 'extended'. */
  readonly type: string;
  /** The facts of the change (from/to, reason, dates): plain JSON. */
  readonly details: Readonly<Record<string, unknown>>;
}
