// The occupancy read by overlap (docs/decisions/0096). Migration 0005's
// b-tree reads the size's occupying deliveries from a year before the range to its end: its
// cost follows a year of the size's open bookings, however few of them reach into the range
// (measured at 1,000,000 stored bookings: ~97,000 index entries read for a week with none
// occupied, 36 ms). This GiST index over the rental's days as a date range (btree_gist puts the
// size beside it) finds only the bookings whose days overlap the range: the read then follows
// the units actually out, which the fleet bounds. The read keeps the b-tree's conditions too, so
// the planner takes whichever index is cheaper for the calendar at hand.
import { Migration } from '@mikro-orm/migrations';

export const occupiedRangeIndexSql = `create index "bookings_occupied_range_index" on "bookings" using gist ("dumpster_size", daterange("delivery_date", greatest("pickup_date", "delivery_date"), '[]')) where "status" in ('pending', 'confirmed', 'delivered', 'picked_up')`;

export class Migration0008OccupiedRangeIndex extends Migration {
  override name = '0008-occupied-range-index';

  override up(): void {
    // Shipped with PostgreSQL's contrib and with PGlite (loaded at open, orm.ts).
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(`${occupiedRangeIndexSql};`);
    // The retention sweep deletes links past their end (expired-credentials.ts) by this index.
    this.addSql(
      `create index "booking_access_tokens_expires_at_index" on "booking_access_tokens" ("expires_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "booking_access_tokens_expires_at_index";`);
    this.addSql(`drop index if exists "bookings_occupied_range_index";`);
  }
}
