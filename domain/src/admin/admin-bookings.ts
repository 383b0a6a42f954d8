// The back office's bookings table: its query (the URL's search parameters, so every value
// arrives as a string), a page of it, and one booking's full record.
import * as v from 'valibot';
import { bookingTypes } from '../booking/booking-schema.ts';
import { type BookingStatus, bookingStatuses } from '../booking/booking-status.ts';
import { isIsoDate } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { lastStatusChangeSchema } from './admin-booking-changes.ts';

export const adminBookingSorts = ['created', 'delivery', 'pickup'] as const;
export type AdminBookingSort = (typeof adminBookingSorts)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const adminPageLimit = { default: 50, max: 200 } as const;

/**
 * The per-status counts stop counting past this: a count of adminStatusCountCap + 1 means
 * "more than 10,000" (show "10,000+"). Exact counts of a million rows would cost the table's
 * first page hundreds of milliseconds for a figure nobody reads to the unit.
 */
export const adminStatusCountCap = 10_000;

export const adminQueryMessages = {
  status: `Choose a status: ${bookingStatuses.join(', ')}`,
  size: `Choose a size: ${dumpsterSizeValues.join(', ')}`,
  bookingType: `Choose a booking type: ${bookingTypes.join(', ')}`,
  date: 'Use a date like 2026-03-14',
  sort: `Sort by ${adminBookingSorts.join(', ')}`,
  direction: 'Sort asc or desc',
  limit: `A page holds 1 to ${adminPageLimit.max} rows`,
  cursor: 'This page link is no longer valid; start from the first page',
  q: 'Search for at most 100 characters',
  qControl: 'Search for letters, digits and punctuation, without control characters',
  city: 'A city has at most 100 characters',
  cityControl: 'A city is letters and spaces, without control characters',
  range: 'The end of the delivery range comes before its start',
} as const;

const isoDateParam = v.pipe(v.string(adminQueryMessages.date), v.check(isIsoDate, adminQueryMessages.date));

/**
 * An empty parameter (?status=) means "no filter", as a cleared form field would send. Anything
 * else the schema refuses answers the parameter's own message (a parameter given twice arrives
 * as a list), never the validation library's wording.
 */
function optionalParam<T extends v.GenericSchema<string, unknown>>(schema: T, message: string) {
  return v.optional(v.union([v.literal(''), schema], message));
}

/** C0 and C1 controls and DEL: NUL is one PostgreSQL text cannot hold, none is typed in a search. */
const controlCharacter = /\p{Cc}/u;

function freeText(maxLengthMessage: string, controlMessage: string) {
  return v.pipe(
    v.string(maxLengthMessage),
    v.trim(),
    v.check((text) => !controlCharacter.test(text), controlMessage),
    v.maxLength(100, maxLengthMessage),
  );
}

const limitParam = v.pipe(
  v.string(adminQueryMessages.limit),
  v.regex(/^\d{1,4}$/, adminQueryMessages.limit),
  v.transform(Number),
  v.minValue(1, adminQueryMessages.limit),
  v.maxValue(adminPageLimit.max, adminQueryMessages.limit),
);

/** The filters the table, its counts and the CSV export share. */
export const adminBookingsFilterEntries = {
  status: optionalParam(v.picklist(bookingStatuses, adminQueryMessages.status), adminQueryMessages.status),
  size: optionalParam(v.picklist(dumpsterSizeValues, adminQueryMessages.size), adminQueryMessages.size),
  bookingType: optionalParam(
    v.picklist(bookingTypes, adminQueryMessages.bookingType),
    adminQueryMessages.bookingType,
  ),
  /** Delivery date on or after (inclusive). */
  deliveryFrom: optionalParam(isoDateParam, adminQueryMessages.date),
  /** Delivery date on or before (inclusive). */
  deliveryTo: optionalParam(isoDateParam, adminQueryMessages.date),
  /** Exact city, case-insensitive. */
  city: optionalParam(
    freeText(adminQueryMessages.city, adminQueryMessages.cityControl),
    adminQueryMessages.city,
  ),
  /** Free text: part of the name, e-mail, phone (digits) or reference. */
  q: optionalParam(freeText(adminQueryMessages.q, adminQueryMessages.qControl), adminQueryMessages.q),
  sort: optionalParam(v.picklist(adminBookingSorts, adminQueryMessages.sort), adminQueryMessages.sort),
  direction: optionalParam(
    v.picklist(sortDirections, adminQueryMessages.direction),
    adminQueryMessages.direction,
  ),
};

function rangeInOrder(input: { deliveryFrom?: string | undefined; deliveryTo?: string | undefined }) {
  return !input.deliveryFrom || !input.deliveryTo || input.deliveryFrom <= input.deliveryTo;
}

export const adminBookingsFilterSchema = v.pipe(
  v.object(adminBookingsFilterEntries),
  v.forward(v.check(rangeInOrder, adminQueryMessages.range), ['deliveryTo']),
);

export const adminBookingsQuerySchema = v.pipe(
  v.object({
    ...adminBookingsFilterEntries,
    /** Opaque: the previous page's nextCursor (base64url; the server checks what it names). */
    cursor: optionalParam(
      v.pipe(
        v.string(adminQueryMessages.cursor),
        v.maxLength(500, adminQueryMessages.cursor),
        v.regex(/^[A-Za-z0-9_-]+$/, adminQueryMessages.cursor),
      ),
      adminQueryMessages.cursor,
    ),
    limit: optionalParam(limitParam, adminQueryMessages.limit),
  }),
  v.forward(v.check(rangeInOrder, adminQueryMessages.range), ['deliveryTo']),
);

export type AdminBookingsQueryInput = v.InferInput<typeof adminBookingsQuerySchema>;

/** The query with its defaults applied and empty parameters dropped. */
export interface AdminBookingsFilter {
  readonly status?: BookingStatus;
  readonly size?: (typeof dumpsterSizeValues)[number];
  readonly bookingType?: (typeof bookingTypes)[number];
  readonly deliveryFrom?: string;
  readonly deliveryTo?: string;
  readonly city?: string;
  readonly q?: string;
  /** Default: created. */
  readonly sort: AdminBookingSort;
  /** Default: desc (newest first). */
  readonly direction: SortDirection;
}

export interface AdminBookingsQuery extends AdminBookingsFilter {
  readonly cursor?: string;
  /** Default: 50. */
  readonly limit: number;
}

/** Drops empty parameters and applies the defaults: newest first, 50 a page. */
export function normalizeAdminBookingsQuery(
  parsed: v.InferOutput<typeof adminBookingsQuerySchema> | v.InferOutput<typeof adminBookingsFilterSchema>,
): AdminBookingsQuery {
  const out: Record<string, unknown> = { sort: 'created', direction: 'desc', limit: adminPageLimit.default };
  for (const [key, value] of Object.entries(parsed))
    if (value !== undefined && value !== '') out[key] = value;
  return out as unknown as AdminBookingsQuery;
}

const frozenQuoteSchema = v.object({
  basePriceCents: v.number(),
  includedDays: v.number(),
  extraDays: v.number(),
  extraDayRateCents: v.number(),
  extraCostCents: v.number(),
  totalCents: v.number(),
});

/** A row of the bookings table. */
export const adminBookingRowSchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: v.picklist(bookingStatuses),
  bookingType: v.picklist(bookingTypes),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  city: v.string(),
  dumpsterSize: v.picklist(dumpsterSizeValues),
  deliveryDate: v.string(),
  pickupDate: v.string(),
  totalCents: v.number(),
  /** ISO 8601 instant. */
  createdAt: v.string(),
});
export type AdminBookingRow = v.InferOutput<typeof adminBookingRowSchema>;

const countsByStatusSchema = v.object(
  Object.fromEntries(bookingStatuses.map((status) => [status, v.number()])) as Record<
    BookingStatus,
    v.NumberSchema<undefined>
  >,
);

export const adminBookingsPageSchema = v.object({
  items: v.array(adminBookingRowSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: v.nullable(v.string()),
  /** Bookings per status matching every filter except status (the tabs' counts), up to adminStatusCountCap + 1. */
  countsByStatus: countsByStatusSchema,
  /**
   * True when a free-text search matched more than adminStatusCountCap bookings: the counts are
   * of the first matches only (show "10,000+ matches; narrow the search").
   */
  countsPartial: v.optional(v.boolean()),
});
export type AdminBookingsPage = v.InferOutput<typeof adminBookingsPageSchema>;

export const messageStatuses = ['pending', 'sent', 'dead'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** One message of a booking's outbox. */
export const adminBookingMessageSchema = v.object({
  id: v.string(),
  /** The OutboxMessage kind, e.g. booking-confirmation, booking-status-changed. */
  kind: v.string(),
  /** Recipient address. */
  to: v.string(),
  subject: v.string(),
  status: v.picklist(messageStatuses),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  /** When the next attempt is due (pending only). */
  nextAttemptAt: v.nullable(v.string()),
});
export type AdminBookingMessage = v.InferOutput<typeof adminBookingMessageSchema>;

export const historyActorKinds = ['customer', 'staff', 'system'] as const;

/** One line of a booking's history: its booking_events and the audit trail about it. */
export const adminHistoryEventSchema = v.object({
  occurredAt: v.string(),
  actor: v.object({
    kind: v.picklist(historyActorKinds),
    /** The staff member's name at the time; null for the customer and the system. */
    name: v.nullable(v.string()),
  }),
  /** e.g. created, status_changed, extended, rescheduled, cancelled, message_resent. */
  type: v.string(),
  /** The facts: { from, to, reason } for a status change, dates for a reschedule... */
  details: v.record(v.string(), v.unknown()),
});
export type AdminHistoryEvent = v.InferOutput<typeof adminHistoryEventSchema>;

export const adminBookingDetailSchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: v.picklist(bookingStatuses),
  /** The statuses the booking may take next (the transition table). */
  allowedNextStatuses: v.array(v.picklist(bookingStatuses)),
  bookingType: v.picklist(bookingTypes),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
  companyName: v.nullable(v.string()),
  jobNumber: v.nullable(v.string()),
  jobName: v.nullable(v.string()),
  dumpsterSize: v.picklist(dumpsterSizeValues),
  deliveryDate: v.string(),
  pickupDate: v.string(),
  specialInstructions: v.nullable(v.string()),
  smsOptIn: v.boolean(),
  quote: frozenQuoteSchema,
  createdAt: v.string(),
  /** Oldest first. */
  messages: v.array(adminBookingMessageSchema),
  /** Oldest first. */
  history: v.array(adminHistoryEventSchema),
  /** Higher with every change of the booking: an edit sends the version it was made from (decision 0175). */
  version: v.number(),
  /** The last status change or undo, for the Undo button (decision 0178); null when none. */
  lastStatusChange: v.nullable(lastStatusChangeSchema),
});
export type AdminBookingDetail = v.InferOutput<typeof adminBookingDetailSchema>;

/** The answer to a re-send: the message, pending again. */
export const adminMessageResendAnswerSchema = v.object({ message: adminBookingMessageSchema });
export type AdminMessageResendAnswer = v.InferOutput<typeof adminMessageResendAnswerSchema>;
