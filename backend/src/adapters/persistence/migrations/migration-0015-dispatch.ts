// Dispatch (decisions 0180-0185): trucks (a name and the sizes each can carry), the driver role
// for accounts (drivers sign in as staff do, with the same session rules), and the assignments of
// the day's stops. A stop is derived from its bookings (the domain's deriveDayStops); what is
// stored is each booking's part of it (its delivery or its pickup) with the day it was assigned
// for, the driver, the truck, the window the customer is told, its place in the driver's route
// and the container once known. An assignment whose booking moved to another day no longer
// matches that day's stop and is not shown; the next assignment replaces it.
import { Migration } from '@mikro-orm/migrations';

export class Migration0015Dispatch extends Migration {
  override name = '0015-dispatch';

  override up(): void {
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('owner', 'staff', 'driver'));`,
    );

    this.addSql(`create table "trucks" (
      "id" uuid not null,
      "name" varchar(40) not null,
      "sizes" varchar(100) not null,
      "in_service" boolean not null default true,
      "created_at" timestamptz not null default now(),
      primary key ("id"));`);
    this.addSql(`alter table "trucks" add constraint "trucks_name_unique" unique ("name");`);

    this.addSql(`create table "stop_assignments" (
      "id" bigserial primary key,
      "booking_id" uuid not null,
      "part" varchar(8) not null,
      "date" date not null,
      "driver_id" uuid null,
      "truck_id" uuid null,
      "position" int null,
      "time_window" varchar(10) null,
      "container_id" uuid null,
      "updated_at" timestamptz not null default now(),
      "updated_by" varchar(100) not null,
      constraint "stop_assignments_part_check" check ("part" in ('delivery', 'pickup')),
      constraint "stop_assignments_time_window_check" check ("time_window" in ('morning', 'afternoon')));`);
    this.addSql(
      `alter table "stop_assignments" add constraint "stop_assignments_booking_id_part_unique" unique ("booking_id", "part");`,
    );
    this.addSql(`alter table "stop_assignments" add constraint "stop_assignments_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "stop_assignments" add constraint "stop_assignments_driver_id_foreign"
      foreign key ("driver_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "stop_assignments" add constraint "stop_assignments_truck_id_foreign"
      foreign key ("truck_id") references "trucks" ("id") on delete set null;`);
    this.addSql(`alter table "stop_assignments" add constraint "stop_assignments_container_id_foreign"
      foreign key ("container_id") references "containers" ("id") on delete set null;`);
    this.addSql(`create index "stop_assignments_date_index" on "stop_assignments" ("date");`);
    this.addSql(`create index "stop_assignments_driver_id_index" on "stop_assignments" ("driver_id");`);
    this.addSql(`create index "stop_assignments_truck_id_index" on "stop_assignments" ("truck_id");`);
    this.addSql(`create index "stop_assignments_container_id_index" on "stop_assignments" ("container_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "stop_assignments";`);
    this.addSql(`drop table if exists "trucks";`);
    this.addSql(`delete from "users" where "role" = 'driver';`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('owner', 'staff'));`,
    );
  }
}
