// The fleet and the occupancy read (docs/decisions/0085). One row per size:
// the number of units the business owns, who set it and when. The first start fills it from
// the FLEET setting (fleet-seed.ts); the owner changes it in the back office afterwards. Its row
// is also the lock a booking of that size takes (`select ... for update`) before it judges the
// calendar, so two bookings never both take the last unit.
//
// The occupancy of a size over a range is read from the bookings themselves through a partial
// index holding only the bookings that occupy a unit (pending, confirmed, delivered, picked up),
// keyed by size and delivery date. The read scans the deliveries from a year before the range
// to its end: the check constraint below makes a year the longest a booking can run, so nothing
// earlier can reach into the range, and the scan's size is bounded by the fleet (each occupying
// booking takes a unit on its delivery day), not by how many bookings were ever stored.
import { Migration } from '@mikro-orm/migrations';

export class Migration0005Fleet extends Migration {
  override name = '0005-fleet';

  override up(): void {
    this.addSql(`create table "fleet" (
      "dumpster_size" varchar(20) not null,
      "units" int not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" varchar(100) not null,
      primary key ("dumpster_size"),
      constraint "fleet_units_check" check ("units" >= 0 and "units" <= 999));`);
    this.addSql(
      `alter table "bookings" add constraint "bookings_rental_at_most_a_year_check" check ("pickup_date" <= "delivery_date" + 365);`,
    );
    this.addSql(`create index "bookings_occupancy_index" on "bookings" ("dumpster_size", "delivery_date", "pickup_date")
      where "status" in ('pending', 'confirmed', 'delivered', 'picked_up');`);
  }

  override down(): void {
    this.addSql(`drop index if exists "bookings_occupancy_index";`);
    this.addSql(`alter table "bookings" drop constraint if exists "bookings_rental_at_most_a_year_check";`);
    this.addSql(`drop table if exists "fleet";`);
  }
}
