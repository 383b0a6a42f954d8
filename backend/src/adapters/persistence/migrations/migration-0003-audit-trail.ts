// The back office's audit trail for what is not a booking (application/audit-event.ts).
import { Migration } from '@mikro-orm/migrations';

export class Migration0003AuditTrail extends Migration {
  override name = '0003-audit-trail';

  override up(): void {
    this.addSql(`create table "audit_events" (
      "id" bigserial primary key,
      "occurred_at" timestamptz not null default now(),
      "actor_kind" varchar(10) not null,
      "actor_user_id" uuid null,
      "actor_name" varchar(100) null,
      "action" varchar(60) not null,
      "subject_type" varchar(30) not null,
      "subject_id" varchar(100) not null,
      "details" jsonb not null);`);
    this.addSql(`create index "audit_events_occurred_at_index" on "audit_events" ("occurred_at");`);
    this.addSql(
      `create index "audit_events_subject_index" on "audit_events" ("subject_type", "subject_id", "occurred_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_events";`);
  }
}
