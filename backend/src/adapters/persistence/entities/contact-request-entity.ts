// Table `contact_requests` (spec section 3).
import { defineEntity, p } from '@mikro-orm/core';

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
  },
});
