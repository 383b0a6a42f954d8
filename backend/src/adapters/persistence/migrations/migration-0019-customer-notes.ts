// Staff's internal notes on a customer (decision 0174): a table of its own rather than
// `booking_notes` with a nullable booking, so nothing that reads a booking's notes (the booking
// page, the day board's pinned notes) can meet a note without a booking. Read per customer, newest
// first.
import { Migration } from '@mikro-orm/migrations';

export class Migration0019CustomerNotes extends Migration {
  override name = '0019-customer-notes';

  override up(): void {
    this.addSql(`create table "customer_notes" (
      "id" bigserial primary key,
      "customer_id" uuid not null,
      "author_user_id" uuid null,
      "author_name" varchar(100) not null,
      "text" text not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(
      `create index "customer_notes_customer_id_index" on "customer_notes" ("customer_id", "created_at");`,
    );
    this.addSql(`alter table "customer_notes" add constraint "customer_notes_customer_id_foreign"
      foreign key ("customer_id") references "customers" ("id") on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "customer_notes";`);
  }
}
