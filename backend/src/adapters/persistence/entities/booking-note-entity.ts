// Table `booking_notes`: staff's internal notes on a booking (decision 0177), with the customer's
// key (their canonical e-mail) so a customer's page can gather them; never read by anything the
// customer sees. Pinned notes show on the day board beside their stop.
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';

export const BookingNoteEntity = defineEntity({
  name: 'BookingNote',
  tableName: 'booking_notes',
  properties: {
    id: p.bigint().primary().autoincrement(),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    customerKey: p.string().length(254).nullable(),
    authorUserId: p.uuid().nullable(),
    authorName: p.string().length(100),
    text: p.text(),
    pinned: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    { name: 'booking_notes_booking_id_index', properties: ['booking', 'createdAt'] },
    { name: 'booking_notes_customer_key_index', properties: ['customerKey'] },
  ],
});
