// Table `contact_requests` (spec section 3).
import { defineEntity, p } from '@mikro-orm/core';
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
  },
  indexes: [
    { name: 'contact_requests_created_at_id_index', properties: ['createdAt', 'id'] },
    {
      name: 'contact_requests_not_contacted_index',
      expression:
        'create index "contact_requests_not_contacted_index" on "contact_requests" ("created_at", "id") where not "is_contacted"',
    },
  ],
});
