// Bookings get a reference people can read aloud, and a history (docs/decisions/0048). Bookings
// stored before this migration get a reference from their id's last eight hex digits: hex digits
// are all in the reference alphabet, and those bits are random in a version 4 UUID.
import { Migration } from '@mikro-orm/migrations';

export class Migration0002BookingReferencesAndHistory extends Migration {
  override name = '0002-booking-references-and-history';

  override up(): void {
    this.addSql(`alter table "bookings" add column "reference" varchar(12) null;`);
    this.addSql(
      `update "bookings" set "reference" = 'CH-' || upper(substr(replace("id"::text, '-', ''), 25, 4))
        || '-' || upper(substr(replace("id"::text, '-', ''), 29, 4));`,
    );
    this.addSql(`alter table "bookings" alter column "reference" set not null;`);
    this.addSql(`alter table "bookings" add constraint "bookings_reference_unique" unique ("reference");`);

    this.addSql(`create table "booking_events" (
      "id" bigserial primary key,
      "booking_id" uuid not null,
      "occurred_at" timestamptz not null default now(),
      "actor_kind" varchar(10) not null,
      "actor_user_id" uuid null,
      "actor_name" varchar(100) null,
      "type" varchar(40) not null,
      "details" jsonb not null);`);
    this.addSql(
      `create index "booking_events_booking_id_occurred_at_index" on "booking_events" ("booking_id", "occurred_at");`,
    );
    this.addSql(`alter table "booking_events" add constraint "booking_events_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_events";`);
    this.addSql(`alter table "bookings" drop column "reference";`);
  }
}
