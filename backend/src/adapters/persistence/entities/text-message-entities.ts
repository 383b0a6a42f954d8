// The text messages' tables (migration 0018, docs/decisions/0200-0202): consent events per number,
// the booking's number read into E.164 with its note, the texts' outbox, the customers' replies.
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';

export const TextConsentEntity = defineEntity({
  name: 'TextConsent',
  tableName: 'text_consents',
  properties: {
    id: p.uuid().primary(),
    phoneE164: p.string().length(16),
    /** opt_in or opt_out. */
    kind: p.string().length(8),
    /** booking_form, contact_form, staff, keyword (opt-in); keyword, staff, provider (opt-out). */
    source: p.string().length(20),
    /** The wording's version (domain: consent-texts.ts); opt-ins only. */
    versionId: p.string().length(40).nullable(),
    /** The wording exactly as shown, kept as proof; opt-ins only. */
    consentText: p.text().nullable(),
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('set null'),
    staffUserId: p.uuid().nullable(),
    at: p.datetime(),
  },
  checks: [{ name: 'text_consents_kind_check', expression: `"kind" in ('opt_in', 'opt_out')` }],
  indexes: [
    {
      name: 'text_consents_phone_index',
      expression: `create index "text_consents_phone_index" on "text_consents" ("phone_e164", "at")`,
    },
  ],
});

export const BookingPhoneEntity = defineEntity({
  name: 'BookingPhone',
  tableName: 'booking_phones',
  properties: {
    id: p.uuid().primary(),
    booking: () =>
      p.manyToOne(BookingEntity).deleteRule('cascade').unique('booking_phones_booking_id_unique'),
    /** Null when the number could not be read as one. */
    phoneE164: p.string().length(16).nullable().index('booking_phones_phone_index'),
    takesTexts: p.boolean(),
    /** For staff: why texts cannot reach this number (domain: phoneNumberNote). */
    note: p.text().nullable(),
  },
});

export const TextMessageEntity = defineEntity({
  name: 'TextMessage',
  tableName: 'text_messages',
  properties: {
    id: p.uuid().primary(),
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('cascade'),
    /** Where a staff reply goes; a booking's texts go to the booking's number, read at send time. */
    phoneE164: p.string().length(16).nullable(),
    kind: p.string().length(30),
    /** `${kind}:${forDate}` for a reminder (domain: textReminderKey). */
    reminderKey: p.string().length(60).nullable(),
    /** The event's facts the text is worded from at send time (the driver's stop, the window). */
    params: p.json<Record<string, unknown>>().defaultRaw(`'{}'`),
    /** A staff reply's text as written; a booking text's as it was sent. */
    body: p.text().nullable(),
    staffUserId: p.uuid().nullable(),
    /** pending, sent, dead or withdrawn. */
    status: p.string().length(10).default('pending'),
    /** How it went: text, email (a reminder to a customer who cannot be texted) or none. */
    channel: p.string().length(5).nullable(),
    attempts: p.integer().default(0),
    dueAt: p.datetime().defaultRaw('now()'),
    happenedAt: p.datetime().defaultRaw('now()'),
    leaseUntil: p.datetime().nullable(),
    leasedBy: p.string().length(100).nullable(),
    lastError: p.text().nullable(),
    providerId: p.string().length(100).nullable(),
    segments: p.integer().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [
    {
      name: 'text_messages_status_check',
      expression: `"status" in ('pending', 'sent', 'dead', 'withdrawn')`,
    },
  ],
  indexes: [
    {
      name: 'text_messages_due_index',
      expression: `create index "text_messages_due_index" on "text_messages" ("due_at") where "status" = 'pending'`,
    },
    {
      name: 'text_messages_booking_index',
      expression: `create index "text_messages_booking_index" on "text_messages" ("booking_id", "created_at") where "booking_id" is not null`,
    },
    {
      name: 'text_messages_pending_reminder_unique',
      expression: `create unique index "text_messages_pending_reminder_unique" on "text_messages" ("booking_id", "reminder_key") where "status" = 'pending' and "reminder_key" is not null`,
    },
  ],
});

export const InboundTextEntity = defineEntity({
  name: 'InboundText',
  tableName: 'inbound_texts',
  properties: {
    id: p.uuid().primary(),
    /** Twilio's MessageSid: a webhook called twice records the reply once. */
    messageSid: p.string().length(40).unique('inbound_texts_message_sid_unique'),
    phoneE164: p.string().length(16),
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('set null'),
    body: p.text(),
    /** opt_out, opt_in, help or other (domain: readInboundReply). */
    intent: p.string().length(10),
    media: p.json<unknown[]>().defaultRaw(`'[]'`),
    receivedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'inbound_texts_booking_index',
      expression: `create index "inbound_texts_booking_index" on "inbound_texts" ("booking_id", "received_at") where "booking_id" is not null`,
    },
    {
      name: 'inbound_texts_phone_index',
      expression: `create index "inbound_texts_phone_index" on "inbound_texts" ("phone_e164", "received_at")`,
    },
  ],
});
