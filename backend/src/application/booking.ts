import type { BookingStatus, BookingType, DumpsterSizeValue, FrozenQuote } from '@dumpster/domain';

/** A stored booking (spec section 3). Optional text left blank is null. */
export interface Booking {
  readonly id: string;
  /** What the customer and staff quote, e.g. CH-7K3M-9Q2P (domain: booking-reference.ts). */
  readonly reference: string;
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
  /** The price the server computed and the customer saw, frozen with the booking. */
  readonly quote: FrozenQuote;
  readonly createdAt: Date;
}
