import type { BookingStatus, BookingType, DumpsterSizeValue } from '@dumpster/domain';

/** The price the server computed and the customer saw, frozen with the booking (integer cents). */
export interface BookingQuote {
  readonly basePriceCents: number;
  readonly includedDays: number;
  readonly extraDays: number;
  readonly extraDayRateCents: number;
  readonly extraCostCents: number;
  readonly totalCents: number;
}

/** A stored booking (spec section 3). Optional text left blank is null. */
export interface Booking {
  readonly id: string;
  readonly status: BookingStatus;
  readonly bookingType: BookingType;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: 'FL';
  readonly zipCode: string;
  readonly companyName: string | null;
  readonly jobNumber: string | null;
  readonly jobName: string | null;
  readonly dumpsterSize: DumpsterSizeValue;
  readonly deliveryDate: string;
  readonly pickupDate: string;
  readonly specialInstructions: string | null;
  readonly smsOptIn: boolean;
  readonly quote: BookingQuote;
  readonly createdAt: Date;
}

/** What the API answers for a stored booking: no personal data echoed back. */
export function bookingReceipt(booking: Booking) {
  return {
    id: booking.id,
    status: booking.status,
    bookingType: booking.bookingType,
    dumpsterSize: booking.dumpsterSize,
    deliveryDate: booking.deliveryDate,
    pickupDate: booking.pickupDate,
    createdAt: booking.createdAt.toISOString(),
    quote: { ...booking.quote },
  };
}

export type BookingReceipt = ReturnType<typeof bookingReceipt>;
