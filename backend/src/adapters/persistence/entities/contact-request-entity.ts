// Table `contact_requests` (spec section 3).
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';
import { CustomerEntity } from './customer-entity.ts';
import { UserEntity } from './user-entity.ts';

export const ContactRequestEntity = defineEntity({
  name: 'ContactRequest',
  tableName: 'contact_requests',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    phone: p.string().length(30),
    email: p.string().length(254),
    service: p.string().length(40),
    message: p.text().default(''),
    smsOptIn: p.boolean().default(false),
    isContacted: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()'),
    /** Who marked it contacted, and when (migration 0006); their name is kept as it was then. */
    contactedAt: p.datetime().nullable(),
    contactedBy: () => p.manyToOne(UserEntity).nullable().deleteRule('set null').fieldName('contacted_by'),
    contactedByName: p.string().length(100).nullable(),
    /** Who asked (migration 0012, decision 0171). */
    customer: () => p.manyToOne(CustomerEntity).nullable().deleteRule('set null').fieldName('customer_id'),
    /** The booking made from this request by staff in one step (migration 0012), if any. */
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('set null').fieldName('booking_id'),
  },
  indexes: [
    {
      name: 'contact_requests_customer_created_at_index',
      expression:
        'create index "contact_requests_customer_created_at_index" on "contact_requests" ("customer_id", "created_at" desc) where "customer_id" is not null',
    },
    { name: 'contact_requests_created_at_id_index', properties: ['createdAt', 'id'] },
    {
      name: 'contact_requests_not_contacted_index',
      expression:
        'create index "contact_requests_not_contacted_index" on "contact_requests" ("created_at", "id") where not "is_contacted"',
    },
  ],
});
