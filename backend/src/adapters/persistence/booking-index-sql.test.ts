// The live code's index SQL is the SQL the migrations built the indexes with: changing one
// without a new migration would leave databases with an index the entity and the search do not
// describe (the search would no longer use its trigram index).
import { describe, expect, it } from 'vitest';
import { bookingSearchTextSql } from './entities/booking-search-text.ts';
import { occupiedRangeIndexSql } from './entities/occupied-range-index.ts';
import * as migration0006 from './migrations/migration-0006-admin-users-and-sessions.ts';
import * as migration0008 from './migrations/migration-0008-occupied-range-index.ts';

describe('the bookings table expression indexes', () => {
  it('search the text migration 0006 built the trigram index on', () => {
    expect(bookingSearchTextSql).toBe(migration0006.bookingSearchTextSql);
  });

  it('find overlaps with the index migration 0008 built', () => {
    expect(occupiedRangeIndexSql).toBe(migration0008.occupiedRangeIndexSql);
  });
});
