// Booking status (spec section 4): a new booking is pending; no other status or transition
// is specified yet, so none is offered.
export const bookingStatuses = ['pending'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const initialBookingStatus: BookingStatus = 'pending';
