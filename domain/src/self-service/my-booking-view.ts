// What the customer's booking page reads (GET /api/my-booking, and the answer to each change):
// the booking as the customer knows it, its status timeline and the changes offered now. The
// valibot schema is the contract, as for the booking receipt: the server builds the answer with
// `myBookingView`, the page types it with `MyBookingView`, the OpenAPI document is generated from
// it. No id, e-mail or phone: the link is a bearer credential, so it opens no more than the page needs.
import * as v from 'valibot';
import { frozenQuoteSchema } from '../booking/booking-receipt.ts';
import { bookingReferencePattern } from '../booking/booking-reference.ts';
import { bookingTypes } from '../booking/booking-schema.ts';
import { type BookingStatus, bookingStatuses } from '../booking/booking-status.ts';
import type { FrozenQuote } from '../booking/frozen-quote.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { selfServiceDeadlineLabel } from './change-deadline.ts';
import { selfServiceOptions } from './self-service-options.ts';
import { statusTimeline } from './status-timeline.ts';

const isoDate = v.pipe(v.string(), v.isoDate());

const optionSchema = v.variant('offered', [
  v.object({ offered: v.literal(true) }),
  v.object({ offered: v.literal(false), message: v.string() }),
]);

export const myBookingViewSchema = v.object({
  reference: v.pipe(v.string(), v.regex(bookingReferencePattern)),
  status: v.picklist(bookingStatuses),
  bookingType: v.picklist(bookingTypes),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.literal('FL'),
  zipCode: v.string(),
  dumpsterSize: v.picklist(dumpsterSizeValues),
  deliveryDate: isoDate,
  pickupDate: isoDate,
  quote: frozenQuoteSchema,
  timeline: v.object({
    steps: v.array(
      v.object({
        status: v.picklist(bookingStatuses),
        label: v.string(),
        state: v.picklist(['done', 'current', 'upcoming']),
      }),
    ),
    /** What happens next, in a sentence or two. */
    next: v.string(),
  }),
  options: v.object({
    extend: optionSchema,
    reschedule: optionSchema,
    cancel: optionSchema,
    /** Until when rescheduling and cancelling are possible online, as an ISO 8601 instant. */
    deadline: v.pipe(v.string(), v.isoTimestamp()),
    /** The last minute of that limit as people read it, in Florida time: '10:59 PM Saturday, Mar 7'. */
    deadlineLabel: v.string(),
  }),
});

export type MyBookingView = v.InferOutput<typeof myBookingViewSchema>;

/** The page's view of a stored booking at `now`. */
export function myBookingView(
  booking: {
    readonly reference: string;
    readonly status: BookingStatus;
    readonly bookingType: MyBookingView['bookingType'];
    readonly name: string;
    readonly address: string;
    readonly city: string;
    readonly state: 'FL';
    readonly zipCode: string;
    readonly dumpsterSize: MyBookingView['dumpsterSize'];
    readonly deliveryDate: string;
    readonly pickupDate: string;
    readonly quote: FrozenQuote;
  },
  now: Date,
): MyBookingView {
  const options = selfServiceOptions(booking, { now });
  const timeline = statusTimeline(booking);
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
    quote: { ...booking.quote },
    timeline: { steps: timeline.steps.map((step) => ({ ...step })), next: timeline.next },
    options: {
      extend: { ...options.extend },
      reschedule: { ...options.reschedule },
      cancel: { ...options.cancel },
      deadline: options.deadline.toISOString(),
      deadlineLabel: selfServiceDeadlineLabel(booking.deliveryDate),
    },
  };
}

/**
 * The page's prerendered files: the "link not valid" page, and the shell the server sends for a
 * link that opens a booking (the page then reads the booking with the token).
 */
export const myBookingPaths = {
  linkNotValid: '/my-booking',
  shell: '/my-booking/open',
} as const;
