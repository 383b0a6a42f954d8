// The mock's bookings: the filtered, sorted, paged list with its counts by status, the CSV export,
// a booking's detail, its status change by the domain's rules, a dead message sent again and a new
// My booking link.
import {
  type AdminBookingDetail,
  type AdminBookingRow,
  adminBookingsQuerySchema,
  allowedTransitions,
  bookingStatuses,
  businessDateAt,
  decideTransition,
  earlyStatusOf,
  mailSubjects,
  normalizeAdminBookingsQuery,
  statusChangeRequestSchema,
} from '@dumpster/domain';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { data } from './back-office-state.ts';
import { fieldsOf, json, nextPage, ok, problem, route } from './mock-answers.ts';
import { guard } from './mock-session.ts';

/** The detail's fields a list row repeats as they are (the row adds only the quote's total). */
const rowFields = [
  'id',
  'reference',
  'status',
  'bookingType',
  'name',
  'email',
  'phone',
  'city',
  'dumpsterSize',
  'deliveryDate',
  'pickupDate',
  'createdAt',
] as const satisfies readonly (keyof AdminBookingRow & keyof AdminBookingDetail)[];

function toRow(booking: AdminBookingDetail): AdminBookingRow {
  const row = Object.fromEntries(rowFields.map((field) => [field, booking[field]])) as Pick<
    AdminBookingDetail,
    (typeof rowFields)[number]
  >;
  return { ...row, totalCents: booking.quote.totalCents };
}

const sortField = { created: 'createdAt', delivery: 'deliveryDate', pickup: 'pickupDate' } as const;

function filteredBookings(
  query: ReturnType<typeof normalizeAdminBookingsQuery>,
  { ignoreStatus = false } = {},
) {
  const text = query.q?.toLowerCase();
  const digits = query.q?.replace(/\D/g, '');
  return data().bookings.filter(
    (booking) =>
      (ignoreStatus || !query.status || booking.status === query.status) &&
      (!query.size || booking.dumpsterSize === query.size) &&
      (!query.bookingType || booking.bookingType === query.bookingType) &&
      (!query.deliveryFrom || booking.deliveryDate >= query.deliveryFrom) &&
      (!query.deliveryTo || booking.deliveryDate <= query.deliveryTo) &&
      (!query.city || booking.city.toLowerCase() === query.city.toLowerCase()) &&
      (!text ||
        booking.name.toLowerCase().includes(text) ||
        booking.email.toLowerCase().includes(text) ||
        booking.reference.toLowerCase().includes(text) ||
        (digits !== undefined && digits.length >= 3 && booking.phone.replace(/\D/g, '').includes(digits))),
  );
}

function sortedBookings(query: ReturnType<typeof normalizeAdminBookingsQuery>) {
  const field = sortField[query.sort];
  const sign = query.direction === 'asc' ? 1 : -1;
  // Ties on the sort key are broken by id, as the server's keyset does.
  return filteredBookings(query).sort(
    (a, b) => sign * (a[field].localeCompare(b[field]) || a.id.localeCompare(b.id)),
  );
}

function readBookingsQuery(url: URL) {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = v.safeParse(adminBookingsQuerySchema, raw);
  return parsed.success
    ? { query: normalizeAdminBookingsQuery(parsed.output) }
    : { fields: fieldsOf(parsed.issues) };
}

const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

function findBooking(id: string | readonly string[] | undefined) {
  return data().bookings.find((booking) => booking.id === id);
}
/** A mail to the customer, queued as the server's outbox would: pending, not yet tried. */
function queueMessage(
  booking: AdminBookingDetail,
  kind: AdminBookingDetail['messages'][number]['kind'],
  subject: string,
  now: string,
): void {
  booking.messages.push({
    id: `msg-${booking.id}-${booking.messages.length + 1}`,
    kind,
    to: booking.email,
    subject,
    status: 'pending',
    attempts: 0,
    lastError: null,
    createdAt: now,
    sentAt: null,
    nextAttemptAt: now,
  });
}

export const bookingsHandlers = [
  http.get(route('bookings'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const read = readBookingsQuery(new URL(request.url));
    if (!read.query) return validationFailed(read.fields);
    const { page, nextCursor } = nextPage(sortedBookings(read.query), read.query.cursor, read.query.limit);
    const countsByStatus = Object.fromEntries(bookingStatuses.map((status) => [status, 0])) as Record<
      string,
      number
    >;
    for (const booking of filteredBookings(read.query, { ignoreStatus: true }))
      countsByStatus[booking.status] = (countsByStatus[booking.status] ?? 0) + 1;
    return ok({ items: page.map(toRow), nextCursor, countsByStatus });
  }),
  http.get(route('bookingsCsv'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const read = readBookingsQuery(new URL(request.url));
    if (!read.query) return validationFailed(read.fields);
    const header = [
      'reference',
      'status',
      'name',
      'email',
      'phone',
      'city',
      'size',
      'delivery',
      'pickup',
      'total',
      'created',
    ];
    const lines = sortedBookings(read.query).map((b) =>
      [
        b.reference,
        b.status,
        b.name,
        b.email,
        b.phone,
        b.city,
        b.dumpsterSize,
        b.deliveryDate,
        b.pickupDate,
        (b.quote.totalCents / 100).toFixed(2),
        b.createdAt,
      ]
        .map(csvCell)
        .join(','),
    );
    return new HttpResponse(`\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="bookings.csv"',
        'Cache-Control': 'no-store',
      },
    });
  }),
  http.get(route('booking'), async ({ request, params }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const booking = findBooking(params.id);
    return booking ? ok(booking) : problem(404, 'not_found', 'There is no such booking.');
  }),
  http.post(route('bookingStatus'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const booking = findBooking(params.id);
    if (!booking) return problem(404, 'not_found', 'There is no such booking.');
    const parsed = v.safeParse(statusChangeRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const decision = decideTransition(booking.status, {
      to: parsed.output.status,
      reason: parsed.output.reason,
    });
    if (!decision.ok && decision.refusal === 'transition_not_allowed')
      return problem(409, 'transition_not_allowed', decision.message, {
        status: booking.status,
        allowed: decision.allowed,
      });
    if (!decision.ok) return validationFailed({ reason: decision.message });
    const now = new Date().toISOString();
    // As the server: an early delivered or picked up waits for the confirmation (decision 0178).
    const early = earlyStatusOf(booking, decision.to, businessDateAt(new Date()));
    if (early && !parsed.output.confirmEarly)
      return problem(409, 'confirmation_needed', early.message, {
        plannedDate: early.plannedDate,
        actualDate: early.actualDate,
      });
    const emailedBefore = booking.history.some(
      (event) => event.type === 'status_changed' && event.details.to === decision.to,
    );
    booking.status = decision.to;
    booking.allowedNextStatuses = [...allowedTransitions(decision.to)];
    booking.history.push({
      occurredAt: now,
      actor: { kind: 'staff', name: checked.answer.user.name },
      type: 'status_changed',
      details: {
        from: decision.from,
        to: decision.to,
        ...(decision.reason ? { reason: decision.reason } : {}),
        ...(early ? { plannedDate: early.plannedDate, actualDate: early.actualDate } : {}),
      },
    });
    booking.version += 1;
    booking.lastStatusChange = {
      kind: 'changed',
      from: decision.from,
      to: decision.to,
      at: now,
      authorUserId: checked.answer.user.id,
      authorName: checked.answer.user.name,
    };
    if (decision.emailsCustomer && !emailedBefore)
      queueMessage(
        booking,
        'booking-status-changed',
        mailSubjects.bookingStatusChanged(booking, decision.to === 'confirmed' ? 'confirmed' : 'cancelled'),
        now,
      );
    return ok(booking);
  }),
  http.post(route('bookingMessageResend'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const message = findBooking(params.id)?.messages.find((candidate) => candidate.id === params.messageId);
    // As the server: only a message that failed for good can be sent again.
    if (message?.status !== 'dead')
      return problem(404, 'not_found', 'There is no such dead message on this booking.');
    Object.assign(message, {
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: new Date().toISOString(),
    });
    return ok({ message });
  }),
  http.post(route('bookingAccessLink'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const booking = findBooking(params.id);
    if (!booking) return problem(404, 'not_found', 'There is no such booking.');
    // As the server: every older link stops working, a new one is e-mailed, the history says who.
    const now = new Date().toISOString();
    booking.history.push({
      occurredAt: now,
      actor: { kind: 'staff', name: checked.answer.user.name },
      type: 'access_link_reissued',
      details: {},
    });
    booking.version += 1;
    queueMessage(booking, 'booking-link', mailSubjects.bookingLink(booking), now);
    return ok(booking);
  }),
];
