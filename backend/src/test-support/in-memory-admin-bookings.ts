// The back office's bookings use case over an in-memory store, as the application's tests build
// it: the store's own queries and message log, a fixed clock (now unless given), and the store as
// the unit of work unless a test wraps it (to make a write fail).
import { FixedClock } from '../adapters/memory/fixed-clock.ts';
import { InMemoryAdminQueries } from '../adapters/memory/in-memory-admin-queries.ts';
import type { InMemoryStore } from '../adapters/memory/in-memory-store.ts';
import { AdminBookings } from '../application/admin/admin-bookings.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';

export function inMemoryAdminBookings(
  store: InMemoryStore,
  options: { readonly now?: Date; readonly unitOfWork?: UnitOfWork } = {},
): AdminBookings {
  return new AdminBookings(
    options.unitOfWork ?? store,
    new InMemoryAdminQueries(store),
    new FixedClock(options.now ?? new Date()),
    store.messageLog,
  );
}
