// What the customer's page shows (GET /api/my-booking, and the answer to every change): the
// booking as the customer knows it, its status timeline and which changes are offered now, all
// from the domain. No id, e-mail or phone: the link is a bearer credential, so it shows no more
// than the page needs.
import {
  type BookingStatus,
  type BookingType,
  type DumpsterSizeValue,
  type FrozenQuote,
  type SelfServiceOption,
  type StatusTimeline,
  selfServiceDeadlineLabel,
  selfServiceOptions,
  statusTimeline,
} from '@dumpster/domain';
import type { Booking } from '../booking.ts';

export interface MyBookingView {
  readonly reference: string;
  readonly status: BookingStatus;
  readonly bookingType: BookingType;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: 'FL';
  readonly zipCode: string;
  readonly dumpsterSize: DumpsterSizeValue;
  readonly deliveryDate: string;
  readonly pickupDate: string;
  readonly quote: FrozenQuote;
  readonly timeline: StatusTimeline;
  readonly options: {
    readonly extend: SelfServiceOption;
    readonly reschedule: SelfServiceOption;
    readonly cancel: SelfServiceOption;
    /** Until when rescheduling and cancelling are possible online (ISO instant, and as read). */
    readonly deadline: string;
    readonly deadlineLabel: string;
  };
}

export function myBookingView(booking: Booking, now: Date): MyBookingView {
  const options = selfServiceOptions(booking, { now });
  return {
    reference: booking.reference,
    status: booking.status,
    bookingType: booking.bookingType,
    name: booking.name,
    address: booking.address,
    city: booking.city,
    state: booking.state,
    zipCode: booking.zipCode,
    dumpsterSize: booking.dumpsterSize,
    deliveryDate: booking.deliveryDate,
    pickupDate: booking.pickupDate,
    quote: booking.quote,
    timeline: statusTimeline(booking),
    options: {
      extend: options.extend,
      reschedule: options.reschedule,
      cancel: options.cancel,
      deadline: options.deadline.toISOString(),
      deadlineLabel: selfServiceDeadlineLabel(booking.deliveryDate),
    },
  };
}
