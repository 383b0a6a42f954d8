// Table `outbox_messages`: one e-mail, rendered when its booking or contact request was stored
// and sent later by the delivery worker (docs/decisions/0070).
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';
import { ContactRequestEntity } from './contact-request-entity.ts';

export const OutboxMessageEntity = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(40),
    /** `<id@sending-domain>`, fixed at enqueue: a retry carries the same one. */
    messageId: p.string().length(255),
    recipient: p.string().length(320),
    /** `{ name, address }` or null. */
    replyTo: p.json<{ name: string; address: string }>().nullable(),
    subject: p.string().length(998),
    textBody: p.text(),
    htmlBody: p.text(),
    attachments: p.json<unknown[]>().defaultRaw(`'[]'`),
    /** Made at send time, never stored (decision 0160): `[{ kind, placeholder?, ... }]` (migration 0009). */
    parts: p.json<unknown[]>().defaultRaw(`'[]'`),
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('cascade'),
    contactRequest: () => p.manyToOne(ContactRequestEntity).nullable().deleteRule('cascade'),
    /** pending, sent or dead. */
    status: p.string().length(10).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().defaultRaw('now()'),
    leaseUntil: p.datetime().nullable(),
    leasedBy: p.string().length(100).nullable(),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [{ name: 'outbox_messages_status_check', expression: `"status" in ('pending', 'sent', 'dead')` }],
  indexes: [
    {
      name: 'outbox_messages_due_index',
      expression: `create index "outbox_messages_due_index" on "outbox_messages" ("next_attempt_at") where "status" = 'pending'`,
    },
    {
      name: 'outbox_messages_booking_index',
      expression: `create index "outbox_messages_booking_index" on "outbox_messages" ("booking_id", "created_at") where "booking_id" is not null`,
    },
    {
      name: 'outbox_messages_contact_request_index',
      expression: `create index "outbox_messages_contact_request_index" on "outbox_messages" ("contact_request_id") where "contact_request_id" is not null`,
    },
    {
      name: 'outbox_messages_dead_index',
      expression: `create index "outbox_messages_dead_index" on "outbox_messages" ("created_at") where "status" = 'dead'`,
    },
    {
      name: 'outbox_messages_sent_bodies_index',
      expression: `create index "outbox_messages_sent_bodies_index" on "outbox_messages" ("sent_at") where "status" = 'sent' and "text_body" <> ''`,
    },
  ],
});
