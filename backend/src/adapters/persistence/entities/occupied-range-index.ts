// The occupancy read's overlap index (migration 0008, docs/decisions/0096): the occupying
// bookings' days as a date range, beside their size (btree_gist). Migration 0008 keeps its own
// frozen copy of this statement.
export const occupiedRangeIndexSql = `create index "bookings_occupied_range_index" on "bookings" using gist ("dumpster_size", daterange("delivery_date", greatest("pickup_date", "delivery_date"), '[]')) where "status" in ('pending', 'confirmed', 'delivered', 'picked_up')`;
