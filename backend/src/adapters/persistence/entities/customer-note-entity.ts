// Table `customer_notes` (migration 0019, decision 0174): staff's internal notes on a customer;
// never read by anything the customer sees.
import { defineEntity, p } from '@mikro-orm/core';
import { CustomerEntity } from './customer-entity.ts';

export const CustomerNoteEntity = defineEntity({
  name: 'CustomerNote',
  tableName: 'customer_notes',
  properties: {
    id: p.bigint().primary().autoincrement(),
    customer: () => p.manyToOne(CustomerEntity).deleteRule('cascade'),
    authorUserId: p.uuid().nullable(),
    authorName: p.string().length(100),
    text: p.text(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'customer_notes_customer_id_index', properties: ['customer', 'createdAt'] }],
});
