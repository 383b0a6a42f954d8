// The drivers' photos (decisions 0147, 0190): one row per photo of a booking, written after its
// bytes are in the object store (ports/photo-records.ts), so a row always points at stored bytes.
// Keys are made from the photo's random id and the month only.
import { Migration } from '@mikro-orm/migrations';

export class Migration0017BookingPhotos extends Migration {
  override name = '0017-booking-photos';

  override up(): void {
    this.addSql(`create table "booking_photos" (
      "id" uuid not null,
      "booking_id" uuid not null,
      "stop_id" varchar(120) null,
      "kind" varchar(16) not null,
      "storage_key" varchar(200) not null,
      "thumbnail_key" varchar(200) not null,
      "content_type" varchar(40) not null,
      "bytes" int not null,
      "width" int not null,
      "height" int not null,
      "captured_at" timestamptz null,
      "uploaded_by" varchar(100) not null,
      "uploaded_at" timestamptz not null,
      primary key ("id"),
      constraint "booking_photos_kind_check" check ("kind" in ('placement', 'scale_ticket', 'problem')));`);
    this.addSql(`alter table "booking_photos" add constraint "booking_photos_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(
      `create index "booking_photos_booking_id_index" on "booking_photos" ("booking_id", "uploaded_at");`,
    );
    this.addSql(`create index "booking_photos_storage_key_index" on "booking_photos" ("storage_key");`);
    this.addSql(`create index "booking_photos_thumbnail_key_index" on "booking_photos" ("thumbnail_key");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_photos";`);
  }
}
