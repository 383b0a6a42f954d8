// A day board stop (domain/src/admin/admin-day-board.ts) from a booking: what a driver needs at
// the door, nothing more. The SQL adapter selects these fields by name instead (sql-admin-queries.ts).
import type { DayBoardStop } from '@dumpster/domain';
import type { Booking } from '../booking.ts';

export function dayBoardStopOf(booking: Booking): DayBoardStop {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    name: booking.name,
    address: booking.address,
    city: booking.city,
    zipCode: booking.zipCode,
    dumpsterSize: booking.dumpsterSize,
    phone: booking.phone,
    specialInstructions: booking.specialInstructions,
    status: booking.status,
    deliveryDate: booking.deliveryDate,
    pickupDate: booking.pickupDate,
  };
}
