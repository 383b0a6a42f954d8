// The transactional outbox (docs/decisions/0070): one row per e-mail, written in the same
// transaction as the booking or contact request it is about, rendered at that moment, and sent
// later by the delivery worker (adapters/mail/delivery-worker.ts).
import { Migration } from '@mikro-orm/migrations';

export class Migration0004Outbox extends Migration {
  override name = '0004-outbox';

  override up(): void {
    this.addSql(`create table "outbox_messages" (
      "id" uuid not null,
      "kind" varchar(40) not null,
      "message_id" varchar(255) not null,
      "recipient" varchar(320) not null,
      "reply_to" jsonb null,
      "subject" varchar(998) not null,
      "text_body" text not null,
      "html_body" text not null,
      "attachments" jsonb not null default '[]',
      "booking_id" uuid null,
      "contact_request_id" uuid null,
      "status" varchar(10) not null default 'pending',
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "lease_until" timestamptz null,
      "leased_by" varchar(100) null,
      "last_error" text null,
      "sent_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "outbox_messages_pkey" primary key ("id"),
      constraint "outbox_messages_status_check" check ("status" in ('pending', 'sent', 'dead')));`);
    this.addSql(`alter table "outbox_messages" add constraint "outbox_messages_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "outbox_messages" add constraint "outbox_messages_contact_request_id_foreign"
      foreign key ("contact_request_id") references "contact_requests" ("id") on delete cascade;`);
    // The worker's claim: due pending rows in order of due time (a claimed row's next attempt
    // is moved to its lease's end, so one condition covers "due" and "not leased").
    this.addSql(
      `create index "outbox_messages_due_index" on "outbox_messages" ("next_attempt_at") where "status" = 'pending';`,
    );
    // The back office's view of a booking's or a request's messages.
    this.addSql(
      `create index "outbox_messages_booking_index" on "outbox_messages" ("booking_id", "created_at") where "booking_id" is not null;`,
    );
    this.addSql(
      `create index "outbox_messages_contact_request_index" on "outbox_messages" ("contact_request_id") where "contact_request_id" is not null;`,
    );
    // Watching dead messages (docs/operations.md).
    this.addSql(
      `create index "outbox_messages_dead_index" on "outbox_messages" ("created_at") where "status" = 'dead';`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "outbox_messages";`);
  }
}
