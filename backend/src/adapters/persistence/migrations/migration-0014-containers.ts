// Containers by number (decision 0183): every physical box with its painted number (unique), its
// size, its condition and where it is (the yard, or the booking it sits at, since which day). The
// fleet's units of a size become its containers in service; the fleet row stays, as the figure
// the availability read takes and the lock a size's changes take (decisions 0085, 0089), and every
// change of a container sets it in the same transaction. Today's units are carried over as numbered
// containers in the yard: the size's yards, a dash and a running number ('20-01', '20-02', ...),
// the numbers the domain's firstContainerNumbers gives; the owner renumbers by retiring and adding.
import { Migration } from '@mikro-orm/migrations';

export class Migration0014Containers extends Migration {
  override name = '0014-containers';

  override up(): void {
    this.addSql(`create table "containers" (
      "id" uuid not null,
      "number" varchar(12) not null,
      "dumpster_size" varchar(20) not null,
      "condition" varchar(12) not null,
      "booking_id" uuid null,
      "located_since" date not null,
      "created_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "containers_condition_check" check ("condition" in ('in_service', 'repair', 'retired')));`);
    this.addSql(`alter table "containers" add constraint "containers_number_unique" unique ("number");`);
    this.addSql(`alter table "containers" add constraint "containers_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete set null;`);
    this.addSql(`create index "containers_booking_id_index" on "containers" ("booking_id");`);
    this.addSql(`create index "containers_dumpster_size_index" on "containers" ("dumpster_size");`);
    this.addSql(`insert into "containers" ("id", "number", "dumpster_size", "condition", "booking_id", "located_since")
      select gen_random_uuid(),
        split_part("f"."dumpster_size", '-', 1) || '-' || case when "n" < 10 then '0' || "n" else "n"::text end,
        "f"."dumpster_size", 'in_service', null, (now() at time zone 'America/New_York')::date
      from "fleet" as "f" cross join generate_series(1, "f"."units") as "n";`);
  }

  override down(): void {
    this.addSql(`drop table if exists "containers";`);
  }
}
