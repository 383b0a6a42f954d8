// Text messages (docs/decisions/0200-0202): the consent records of each number (opt-ins with the
// wording agreed to, opt-outs, as events: the newest decides), the booking's number read once into
// E.164 with a note for staff when it cannot take texts (the booking is never refused for it),
// the texts' own outbox with a due time (reminders scheduled days ahead, held out of the quiet
// hours), and the customers' replies, which make the booking's conversation.
import { Migration } from '@mikro-orm/migrations';

export class Migration0018TextMessages extends Migration {
  override name = '0018-text-messages';

  override up(): void {
    this.addSql(`create table "text_consents" (
      "id" uuid not null,
      "phone_e164" varchar(16) not null,
      "kind" varchar(8) not null,
      "source" varchar(20) not null,
      "version_id" varchar(40) null,
      "consent_text" text null,
      "booking_id" uuid null,
      "staff_user_id" uuid null,
      "at" timestamptz not null,
      constraint "text_consents_pkey" primary key ("id"),
      constraint "text_consents_kind_check" check ("kind" in ('opt_in', 'opt_out')));`);
    this.addSql(`alter table "text_consents" add constraint "text_consents_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete set null;`);
    // The number's state: its events, newest last.
    this.addSql(`create index "text_consents_phone_index" on "text_consents" ("phone_e164", "at");`);

    this.addSql(`create table "booking_phones" (
      "id" uuid not null,
      "booking_id" uuid not null,
      "phone_e164" varchar(16) null,
      "takes_texts" boolean not null,
      "note" text null,
      constraint "booking_phones_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "booking_phones" add constraint "booking_phones_booking_id_unique" unique ("booking_id");`,
    );
    this.addSql(`alter table "booking_phones" add constraint "booking_phones_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    // A reply finds its number's bookings.
    this.addSql(`create index "booking_phones_phone_index" on "booking_phones" ("phone_e164");`);

    this.addSql(`create table "text_messages" (
      "id" uuid not null,
      "booking_id" uuid null,
      "phone_e164" varchar(16) null,
      "kind" varchar(30) not null,
      "reminder_key" varchar(60) null,
      "params" jsonb not null default '{}',
      "body" text null,
      "staff_user_id" uuid null,
      "status" varchar(10) not null default 'pending',
      "channel" varchar(5) null,
      "attempts" int not null default 0,
      "due_at" timestamptz not null default now(),
      "happened_at" timestamptz not null default now(),
      "lease_until" timestamptz null,
      "leased_by" varchar(100) null,
      "last_error" text null,
      "provider_id" varchar(100) null,
      "segments" int null,
      "sent_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "text_messages_pkey" primary key ("id"),
      constraint "text_messages_status_check" check ("status" in ('pending', 'sent', 'dead', 'withdrawn')));`);
    this.addSql(`alter table "text_messages" add constraint "text_messages_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    // The worker's claim, as for e-mail: a claimed row's due time is moved to its lease's end.
    this.addSql(
      `create index "text_messages_due_index" on "text_messages" ("due_at") where "status" = 'pending';`,
    );
    // A booking's texts and the conversation.
    this.addSql(
      `create index "text_messages_booking_index" on "text_messages" ("booking_id", "created_at") where "booking_id" is not null;`,
    );
    // One pending reminder per kind and date: a replan racing another adds it once.
    this.addSql(
      `create unique index "text_messages_pending_reminder_unique" on "text_messages" ("booking_id", "reminder_key") where "status" = 'pending' and "reminder_key" is not null;`,
    );

    this.addSql(`create table "inbound_texts" (
      "id" uuid not null,
      "message_sid" varchar(40) not null,
      "phone_e164" varchar(16) not null,
      "booking_id" uuid null,
      "body" text not null,
      "intent" varchar(10) not null,
      "media" jsonb not null default '[]',
      "received_at" timestamptz not null default now(),
      constraint "inbound_texts_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "inbound_texts" add constraint "inbound_texts_message_sid_unique" unique ("message_sid");`,
    );
    this.addSql(`alter table "inbound_texts" add constraint "inbound_texts_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete set null;`);
    this.addSql(
      `create index "inbound_texts_booking_index" on "inbound_texts" ("booking_id", "received_at") where "booking_id" is not null;`,
    );
    this.addSql(`create index "inbound_texts_phone_index" on "inbound_texts" ("phone_e164", "received_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "inbound_texts";`);
    this.addSql(`drop table if exists "text_messages";`);
    this.addSql(`drop table if exists "booking_phones";`);
    this.addSql(`drop table if exists "text_consents";`);
  }
}
