// The SQL of the bookings table's two expression indexes, read by the live code: the entity
// declares the indexes with it, and the back office's free-text search filters on the very text
// the trigram index was built on, or the index would not serve it. The migrations that built them
// (0006, 0008) keep their own frozen copies: a migration is history and live code never imports
// one (decision 0116); booking-index-sql.test.ts checks the two still agree.

/** The text the free-text search reads: name, e-mail, reference, phone as typed and as digits. */
export const bookingSearchTextSql = `lower("name" || ' ' || "email" || ' ' || "reference" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g'))`;

/** The occupying bookings by the overlap of their days with a range (decision 0096). */
export const occupiedRangeIndexSql = `create index "bookings_occupied_range_index" on "bookings" using gist ("dumpster_size", daterange("delivery_date", greatest("pickup_date", "delivery_date"), '[]')) where "status" in ('pending', 'confirmed', 'delivered', 'picked_up')`;
