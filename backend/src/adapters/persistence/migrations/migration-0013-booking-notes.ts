// Staff's internal notes on a booking (decision 0177): who wrote what, when, and whether it is
// pinned to the day board; the customer's key (canonical e-mail) lets a customer's page gather
// every note about them. Read per booking, newest first, and for the day board by pinned booking.
import { Migration } from '@mikro-orm/migrations';

export class Migration0013BookingNotes extends Migration {
  override name = '0013-booking-notes';

  override up(): void {
    this.addSql(`create table "booking_notes" (
      "id" bigserial primary key,
      "booking_id" uuid not null,
      "customer_key" varchar(254) null,
      "author_user_id" uuid null,
      "author_name" varchar(100) not null,
      "text" text not null,
      "pinned" boolean not null default false,
      "created_at" timestamptz not null default now());`);
    this.addSql(
      `create index "booking_notes_booking_id_index" on "booking_notes" ("booking_id", "created_at");`,
    );
    this.addSql(`create index "booking_notes_customer_key_index" on "booking_notes" ("customer_key");`);
    this.addSql(`alter table "booking_notes" add constraint "booking_notes_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_notes";`);
  }
}
