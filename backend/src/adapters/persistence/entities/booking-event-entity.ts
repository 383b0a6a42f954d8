// Table `booking_events`: a booking's history, append only (application/booking-event.ts). The
// id is a sequence so the history reads in the order it was written, even within one instant.
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';

export const BookingEventEntity = defineEntity({
  name: 'BookingEvent',
  tableName: 'booking_events',
  properties: {
    id: p.bigint().primary().autoincrement(),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    occurredAt: p.datetime().defaultRaw('now()'),
    /** customer, staff or system. */
    actorKind: p.string().length(10),
    /** The staff member, when staff acted; their name is kept as it was then. */
    actorUserId: p.uuid().nullable(),
    actorName: p.string().length(100).nullable(),
    type: p.string().length(40),
    details: p.json<Record<string, unknown>>(),
  },
  indexes: [{ name: 'booking_events_booking_id_occurred_at_index', properties: ['booking', 'occurredAt'] }],
});
