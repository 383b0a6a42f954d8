// The mock back office API (decision 0069): every route of the domain's admin contract, answered
// from back-office-data.ts with the contract's schemas and the domain's rules, so QA can click
// through `npm run dev:mock` and component tests exercise the real screens. Like the server it
// refuses a call without a session (401), a state-changing call without the session's CSRF
// token or an owner's call by staff (403), and a forbidden status change (409).
import {
  type AdminBookingDetail,
  type AdminBookingRow,
  type AdminSessionAnswer,
  addDays,
  addUserRequestSchema,
  adminBookingsQuerySchema,
  adminCsrfHeader,
  adminFleetChangeRequestSchema,
  adminRoutes,
  allowedTransitions,
  bookingStatuses,
  bookingWindowDays,
  businessDateAt,
  dailyOccupancy,
  dayBoardQuerySchema,
  decideTransition,
  dumpsterSizeValues,
  fleetOccupancyQuerySchema,
  longestOnlineRentalDays,
  normalizeAdminBookingsQuery,
  resetPasswordRequestSchema,
  signInMessages,
  signInRequestSchema,
  statusChangeRequestSchema,
  userMessages,
} from '@dumpster/domain';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { type MockBackOfficeData, makeBackOfficeData } from './back-office-data.ts';

interface MockSession {
  readonly userId: string;
  readonly csrfToken: string;
}

/** The mock's state: reset between tests (resetBackOffice) and on a page reload in the browser. */
export const backOffice = {
  data: undefined as MockBackOfficeData | undefined,
  session: undefined as MockSession | undefined,
  /** State-changing requests, with the CSRF header they carried (tests assert on it). */
  received: [] as { method: string; path: string; csrf: string | null; body: unknown }[],
  today: '',
};

// In `npm run dev:mock` the state is kept in the tab's sessionStorage, so a reload keeps QA signed
// in and keeps the statuses they changed; tests keep it in memory.
const storageKey = 'mock-back-office';
const persistent = import.meta.env.MODE === 'mock' && typeof sessionStorage !== 'undefined';

interface StoredBackOffice {
  readonly session: MockSession | undefined;
  readonly today: string;
  readonly data: Omit<MockBackOfficeData, 'passwords'> & { passwords: [string, string][] };
}

function save(): void {
  if (!persistent || !backOffice.data) return;
  const stored: StoredBackOffice = {
    session: backOffice.session,
    today: backOffice.today,
    data: { ...backOffice.data, passwords: [...backOffice.data.passwords] },
  };
  sessionStorage.setItem(storageKey, JSON.stringify(stored));
}

function restore(): boolean {
  const text = persistent ? sessionStorage.getItem(storageKey) : null;
  if (!text) return false;
  const stored = JSON.parse(text) as StoredBackOffice;
  backOffice.session = stored.session;
  backOffice.today = stored.today;
  backOffice.data = { ...stored.data, passwords: new Map(stored.data.passwords) };
  return true;
}

export function resetBackOffice(now = new Date()): void {
  backOffice.today = businessDateAt(now);
  backOffice.data = makeBackOfficeData(backOffice.today, now);
  backOffice.session = undefined;
  backOffice.received.length = 0;
}

/** The data, made on first use (a session set before it, as tests do, is kept). */
export function data(): MockBackOfficeData {
  if (!backOffice.data && !restore()) {
    const now = new Date();
    backOffice.today = businessDateAt(now);
    backOffice.data = makeBackOfficeData(backOffice.today, now);
  }
  return backOffice.data as MockBackOfficeData;
}

let counter = 0;
function requestId() {
  counter += 1;
  return `mock-admin-${counter}`;
}

function problem(status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json(
    { error, message, requestId: requestId(), ...extra },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

function ok(body: unknown, status = 200) {
  save();
  return HttpResponse.json(body as Record<string, unknown>, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

function sessionAnswer(session: MockSession): AdminSessionAnswer | undefined {
  const user = data().users.find(
    (candidate) => candidate.id === session.userId && candidate.disabledAt === null,
  );
  if (!user) return undefined;
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    csrfToken: session.csrfToken,
    expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(),
    idleMinutes: 30,
  };
}

type Guard = { answer: AdminSessionAnswer } | { refusal: Response };

/** The server's checks: a session (401), the CSRF token on a change (403), the role (403). */
async function guard(request: Request, { change = false, owner = false } = {}): Promise<Guard> {
  data(); // restores a reloaded tab's state (and session) first
  const session = backOffice.session;
  const answer = session ? sessionAnswer(session) : undefined;
  if (!session || !answer) return { refusal: problem(401, 'not_signed_in', 'Please sign in.') };
  if (change) {
    const csrf = request.headers.get(adminCsrfHeader);
    let body: unknown;
    try {
      body = await request.clone().json();
    } catch {
      body = undefined;
    }
    backOffice.received.push({ method: request.method, path: new URL(request.url).pathname, csrf, body });
    if (csrf !== session.csrfToken)
      return { refusal: problem(403, 'forbidden', 'This request did not come from the back office.') };
  }
  if (owner && answer.user.role !== 'owner')
    return { refusal: problem(403, 'forbidden', 'Only an owner can do this.') };
  return { answer };
}

async function json(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

function fieldsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
  return fields;
}

function toRow(booking: AdminBookingDetail): AdminBookingRow {
  const {
    id,
    reference,
    status,
    bookingType,
    name,
    email,
    phone,
    city,
    dumpsterSize,
    deliveryDate,
    pickupDate,
    createdAt,
  } = booking;
  return {
    id,
    reference,
    status,
    bookingType,
    name,
    email,
    phone,
    city,
    dumpsterSize,
    deliveryDate,
    pickupDate,
    totalCents: booking.quote.totalCents,
    createdAt,
  };
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

function nextPage<T>(items: readonly T[], cursor: string | undefined, limit: number) {
  const start = cursor ? Number(atob(cursor)) || 0 : 0;
  const page = items.slice(start, start + limit);
  return { page, nextCursor: start + limit < items.length ? btoa(String(start + limit)) : null };
}

function monthDays(month: string): { from: string; to: string } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const route = (name: keyof typeof adminRoutes) => `*${adminRoutes[name]}`;

export const backOfficeHandlers = [
  http.get(route('session'), () => {
    data();
    const answer = backOffice.session ? sessionAnswer(backOffice.session) : undefined;
    return answer ? ok(answer) : problem(401, 'not_signed_in', 'Please sign in.');
  }),
  http.post(route('session'), async ({ request }) => {
    const parsed = v.safeParse(signInRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const { email, password } = parsed.output;
    const user = data().users.find(
      (candidate) => candidate.email === email.toLowerCase() && candidate.disabledAt === null,
    );
    if (!user || data().passwords.get(user.email) !== password)
      return problem(401, 'sign_in_refused', signInMessages.refused);
    backOffice.session = { userId: user.id, csrfToken: `csrf-${crypto.randomUUID()}` };
    return ok(sessionAnswer(backOffice.session));
  }),
  http.delete(route('session'), async ({ request }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    backOffice.session = undefined;
    save();
    return new HttpResponse(null, { status: 204 });
  }),
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
    return booking ? ok(booking) : problem(404, 'not_found', 'There is no booking with this id.');
  }),
  http.post(route('bookingStatus'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const booking = findBooking(params.id);
    if (!booking) return problem(404, 'not_found', 'There is no booking with this id.');
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
      },
    });
    if (decision.emailsCustomer)
      booking.messages.push({
        id: `msg-${booking.id}-${booking.messages.length + 1}`,
        kind: 'booking-status-changed',
        to: booking.email,
        subject:
          decision.to === 'confirmed'
            ? `Your booking ${booking.reference} is confirmed`
            : `Your booking ${booking.reference} is cancelled`,
        status: 'pending',
        attempts: 0,
        lastError: null,
        createdAt: now,
        sentAt: null,
        nextAttemptAt: now,
      });
    return ok(booking);
  }),
  http.post(route('bookingMessageResend'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const message = findBooking(params.id)?.messages.find((candidate) => candidate.id === params.messageId);
    if (!message) return problem(404, 'not_found', 'There is no such message.');
    if (message.status !== 'dead')
      return problem(409, 'not_dead', 'Only a message that failed for good can be sent again.');
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
    if (!booking) return problem(404, 'not_found', 'There is no booking with this id.');
    // As the server: every older link stops working, a new one is e-mailed, the history says who.
    const now = new Date().toISOString();
    booking.history.push({
      occurredAt: now,
      actor: { kind: 'staff', name: checked.answer.user.name },
      type: 'access_link_reissued',
      details: {},
    });
    booking.messages.push({
      id: `msg-${booking.id}-${booking.messages.length + 1}`,
      kind: 'booking-link',
      to: booking.email,
      subject: `Your new link for booking ${booking.reference}`,
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: now,
      sentAt: null,
      nextAttemptAt: now,
    });
    return ok(booking);
  }),
  http.get(route('dayBoard'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(dayBoardQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const { date } = parsed.output;
    const stops = (pickDate: (b: AdminBookingDetail) => string) =>
      data()
        .bookings.filter((b) => pickDate(b) === date && b.status !== 'cancelled')
        .sort((a, b) => a.city.localeCompare(b.city) || a.address.localeCompare(b.address))
        .map((b) => ({
          bookingId: b.id,
          reference: b.reference,
          name: b.name,
          address: b.address,
          city: b.city,
          zipCode: b.zipCode,
          dumpsterSize: b.dumpsterSize,
          phone: b.phone,
          specialInstructions: b.specialInstructions,
          status: b.status,
          deliveryDate: b.deliveryDate,
          pickupDate: b.pickupDate,
        }));
    return ok({ date, deliveries: stops((b) => b.deliveryDate), pickups: stops((b) => b.pickupDate) });
  }),
  http.get(route('contactRequests'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const params = new URL(request.url).searchParams;
    const notContacted = params.get('notContacted') === 'true';
    const all = [...data().contactRequests].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
    const shown = notContacted ? all.filter((item) => item.contacted === null) : all;
    const { page, nextCursor } = nextPage(shown, params.get('cursor') ?? undefined, 20);
    return ok({
      items: page,
      nextCursor,
      notContactedCount: all.filter((item) => item.contacted === null).length,
    });
  }),
  http.post(route('contactRequestContacted'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const item = data().contactRequests.find((candidate) => candidate.id === params.id);
    if (!item) return problem(404, 'not_found', 'There is no such contact request.');
    item.contacted ??= { at: new Date().toISOString(), byName: checked.answer.user.name };
    return ok({ request: item });
  }),
  http.get(route('users'), async ({ request }) => {
    const checked = await guard(request, { owner: true });
    if ('refusal' in checked) return checked.refusal;
    return ok({ items: data().users });
  }),
  http.post(route('users'), async ({ request }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(addUserRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const email = parsed.output.email.toLowerCase();
    if (data().users.some((user) => user.email === email))
      return validationFailed({ email: userMessages.emailTaken });
    const user = {
      id: `user-${crypto.randomUUID()}`,
      email,
      name: parsed.output.name,
      role: parsed.output.role,
      createdAt: new Date().toISOString(),
      disabledAt: null,
    };
    data().users.push(user);
    data().passwords.set(email, parsed.output.password);
    return ok({ user }, 201);
  }),
  http.post(route('userDisable'), async ({ request, params }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const user = data().users.find((candidate) => candidate.id === params.id);
    if (!user) return problem(404, 'not_found', 'There is no such user.');
    if (user.id === checked.answer.user.id) return problem(409, 'self', userMessages.self);
    user.disabledAt ??= new Date().toISOString();
    return ok({ user });
  }),
  http.post(route('userResetPassword'), async ({ request, params }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const user = data().users.find((candidate) => candidate.id === params.id);
    if (!user) return problem(404, 'not_found', 'There is no such user.');
    const parsed = v.safeParse(resetPasswordRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    data().passwords.set(user.email, parsed.output.password);
    return ok({ user });
  }),
  http.get(route('fleet'), async ({ request }) => {
    const checked = await guard(request, { owner: true });
    if ('refusal' in checked) return checked.refusal;
    return ok(fleetAnswer());
  }),
  http.put(route('fleet'), async ({ request }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(adminFleetChangeRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    data().fleet[parsed.output.size] = parsed.output.units;
    return ok(fleetAnswer());
  }),
  http.get(route('fleetOccupancy'), async ({ request }) => {
    const checked = await guard(request, { owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(
      fleetOccupancyQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const { size, month } = parsed.output;
    const range = monthDays(month);
    const occupancy = dailyOccupancy(data().bookings, { ...range, size });
    const total = data().fleet[size];
    const days = occupancy.units.map((booked, index) => ({
      date: `${month}-${String(index + 1).padStart(2, '0')}`,
      booked,
      total,
    }));
    return ok({ size, month, days });
  }),
];

/** As the server (fleet-horizon.ts): from today to the last day a booking taken today could hold a unit. */
function fleetAnswer() {
  const from = backOffice.today;
  const to = addDays(from, bookingWindowDays + longestOnlineRentalDays);
  return {
    sizes: dumpsterSizeValues.map((size) => {
      const total = data().fleet[size];
      const occupancy = dailyOccupancy(data().bookings, { from, to, size });
      const overCommittedDays = occupancy.units
        .map((booked, index) => ({ date: addDays(from, index), booked, total }))
        .filter((day) => day.booked > total);
      return { size, units: total, overCommittedDays };
    }),
  };
}
