// The back office's bookings use case over an in-memory store, as the application's tests build
// it: the store's own queries and message log, a fixed clock (now unless given), and the store as
// the unit of work unless a test wraps it (to make a write fail).
import { FixedClock } from '../adapters/memory/fixed-clock.ts';
import { InMemoryAdminQueries } from '../adapters/memory/in-memory-admin-queries.ts';
import type { InMemoryStore } from '../adapters/memory/in-memory-store.ts';
import { Base64UrlCursorEncoding } from '../adapters/system/base64url-cursor-encoding.ts';
import { ChangeBookingStatus } from '../application/bookings/change-booking-status.ts';
import { ListBookings } from '../application/bookings/list-bookings.ts';
import { ReadBooking } from '../application/bookings/read-booking.ts';
import { ResendBookingMessage } from '../application/bookings/resend-booking-message.ts';
import { KeysetCursors } from '../application/keyset-cursor.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';

export function inMemoryAdminBookings(
  store: InMemoryStore,
  options: { readonly now?: Date; readonly unitOfWork?: UnitOfWork } = {},
) {
  const unitOfWork = options.unitOfWork ?? store;
  const queries = new InMemoryAdminQueries(store);
  const clock = new FixedClock(options.now ?? new Date());
  return {
    list: new ListBookings(queries, new KeysetCursors(new Base64UrlCursorEncoding())),
    read: new ReadBooking(queries, store.messageLog),
    changeStatus: new ChangeBookingStatus(unitOfWork, queries, clock, store.messageLog),
    resendMessage: new ResendBookingMessage(unitOfWork, store.messageLog, clock),
  };
}
