// Every route the mocks answer, walked from the declarations: the mock has a handler for it (a
// request no handler takes goes to the network, where nothing listens, and fails), and every answer it gives in these calls (signed out, the
// wrong role, a change without the CSRF token, a good request, a bad one) is a status the
// declaration lists with a body its schema parses. A mock that drifts from the API fails here.
import { addDays, adminCsrfHeader, businessDateAt } from '@dumpster/domain';
import type { RouteDeclaration } from '@dumpster/domain/api';
import { fillPath } from '@dumpster/domain/api';
import { afterAll, describe, expect, it } from 'vitest';
import { mockOwner, mockStaff, mockStaffPassword } from './admin/back-office-data.ts';
import { backOffice, data } from './admin/back-office-state.ts';
import { answerProblem, mockedRoutes } from './declared-answers.ts';
import { startMockApiForTests } from './node.ts';

startMockApiForTests();

interface Call {
  readonly as?: 'owner' | 'staff';
  readonly csrf?: boolean;
  readonly params?: Record<string, string>;
  readonly query?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

const today = businessDateAt(new Date());
const booking = () => ({
  bookingType: 'residential',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(904) 555-0199',
  address: '1200 Riverside Ave',
  city: 'Jacksonville',
  state: 'FL',
  zipCode: '32204',
  dumpsterSize: '15-yard',
  deliveryDate: addDays(today, 3),
  pickupDate: addDays(today, 13),
});
const link = { Authorization: 'Bearer a-demo-token' };
const badLink = { Authorization: 'Bearer invalid-token' };
const anyId = () => data().bookings[0]?.id ?? '';
const pendingId = () => data().bookings.find((entry) => entry.status === 'pending')?.id ?? anyId();
/** A booking the signed-in staff member confirmed a moment ago: its undo is theirs to make. */
const justConfirmedId = () => {
  const entry = data().bookings.find((candidate) => candidate.status === 'pending');
  if (!entry) return anyId();
  entry.status = 'confirmed';
  entry.lastStatusChange = {
    kind: 'changed',
    from: 'pending',
    to: 'confirmed',
    at: new Date().toISOString(),
    authorUserId: mockStaff.id,
    authorName: mockStaff.name,
  };
  return entry.id;
};
/** A note on the first booking, written straight into the mock's data. */
const aNoteId = () => {
  const note = {
    id: `n${data().notes.length + 1}`,
    bookingId: anyId(),
    text: 'Dog in yard',
    pinned: true,
    authorName: mockStaff.name,
    createdAt: new Date().toISOString(),
  };
  data().notes.push(note);
  return note.id;
};
const deadMessage = () => {
  for (const entry of data().bookings)
    for (const message of entry.messages)
      if (message.status === 'dead') return { id: entry.id, messageId: message.id };
  return { id: anyId(), messageId: 'none' };
};

/** The calls each route is walked with, beyond the signed-out and wrong-role ones every session route gets. */
const calls: Record<string, () => Call[]> = {
  adminSignIn: () => [
    { body: { email: mockStaff.email, password: mockStaffPassword } },
    { body: { email: 'owner@example.com', password: 'wrong password here' } },
    { body: { email: '' } },
  ],
  adminSession: () => [{ as: 'staff' }],
  adminSignOut: () => [{ as: 'staff', csrf: true }],
  adminListBookings: () => [{ as: 'staff' }, { as: 'staff', query: 'status=lost' }],
  adminExportBookings: () => [{ as: 'staff' }, { as: 'staff', query: 'deliveryFrom=soon' }],
  adminGetBooking: () => [
    { as: 'staff', params: { id: anyId() } },
    { as: 'staff', params: { id: 'none' } },
  ],
  adminChangeBookingStatus: () => [
    { as: 'staff', csrf: true, params: { id: anyId() }, body: { status: 'completed' } },
    { as: 'staff', csrf: true, params: { id: anyId() }, body: { status: 'lost' } },
    { as: 'staff', csrf: true, params: { id: 'none' }, body: { status: 'confirmed' } },
  ],
  adminResendMessage: () => [
    { as: 'staff', csrf: true, params: deadMessage() },
    { as: 'staff', csrf: true, params: { id: anyId(), messageId: 'none' } },
  ],
  adminReissueAccessLink: () => [
    { as: 'staff', csrf: true, params: { id: anyId() } },
    { as: 'staff', csrf: true, params: { id: 'none' } },
  ],
  adminEditBooking: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: anyId() },
      body: { version: data().bookings[0]?.version ?? 0, changes: { phone: '(904) 555-0142' } },
    },
    { as: 'staff', csrf: true, params: { id: anyId() }, body: { version: 0, changes: { city: 'Miami' } } },
    { as: 'staff', csrf: true, params: { id: anyId() }, body: { version: 0, changes: { zipCode: '10001' } } },
    { as: 'staff', csrf: true, params: { id: 'none' }, body: { version: 0, changes: {} } },
  ],
  adminChangeBookingDates: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: pendingId() },
      body: { deliveryDate: addDays(today, 20), pickupDate: addDays(today, 27), reason: 'Customer called' },
    },
    { as: 'staff', csrf: true, params: { id: anyId() }, body: { deliveryDate: 'soon', pickupDate: 'later' } },
    { as: 'staff', csrf: true, params: { id: 'none' }, body: { deliveryDate: today, pickupDate: today } },
  ],
  adminUndoStatusChange: () => [
    { as: 'staff', csrf: true, params: { id: justConfirmedId() }, body: {} },
    { as: 'staff', csrf: true, params: { id: anyId() }, body: {} },
    { as: 'staff', csrf: true, params: { id: 'none' }, body: {} },
  ],
  adminListBookingNotes: () => [
    { as: 'staff', params: { id: anyId() } },
    { as: 'staff', params: { id: 'none' } },
  ],
  adminAddBookingNote: () => [
    { as: 'staff', csrf: true, params: { id: anyId() }, body: { text: 'Gate code 4411', pinned: true } },
    { as: 'staff', csrf: true, params: { id: anyId() }, body: { text: ' ' } },
  ],
  adminPinBookingNote: () => [
    { as: 'staff', csrf: true, params: { id: anyId(), noteId: aNoteId() }, body: { pinned: false } },
    { as: 'staff', csrf: true, params: { id: anyId(), noteId: 'none' }, body: { pinned: true } },
  ],
  adminDayBoard: () => [
    { as: 'staff', query: `date=${today}` },
    { as: 'staff', query: 'date=soon' },
  ],
  adminListContactRequests: () => [{ as: 'staff' }, { as: 'staff', query: 'notContacted=true' }],
  adminMarkContacted: () => [
    { as: 'staff', csrf: true, params: { id: data().contactRequests[0]?.id ?? '' } },
    { as: 'staff', csrf: true, params: { id: 'none' } },
  ],
  adminListUsers: () => [{ as: 'owner' }],
  adminAddUser: () => [
    {
      as: 'owner',
      csrf: true,
      body: {
        email: 'new@example.com',
        name: 'New Person',
        role: 'staff',
        password: 'a long enough password',
      },
    },
    {
      as: 'owner',
      csrf: true,
      body: { email: mockStaff.email, name: 'Again', role: 'staff', password: 'a long enough password' },
    },
    {
      as: 'owner',
      csrf: true,
      body: { email: 'x@example.com', name: 'Short', role: 'staff', password: 'short' },
    },
  ],
  adminDisableUser: () => [
    { as: 'owner', csrf: true, params: { id: mockStaff.id } },
    { as: 'owner', csrf: true, params: { id: mockOwner.id } },
    { as: 'owner', csrf: true, params: { id: 'none' } },
  ],
  adminResetPassword: () => [
    { as: 'owner', csrf: true, params: { id: mockStaff.id }, body: { password: 'a brand new long one' } },
    { as: 'owner', csrf: true, params: { id: mockStaff.id }, body: { password: 'short' } },
    { as: 'owner', csrf: true, params: { id: 'none' }, body: { password: 'a brand new long one' } },
  ],
  adminGetFleet: () => [{ as: 'owner' }],
  adminDashboard: () => [
    { as: 'owner', query: 'from=2026-11-01&to=2026-11-30&bucket=week' },
    { as: 'owner', query: 'from=2026-11-30&to=2026-11-01' },
  ],
  adminChangeFleet: () => [
    { as: 'owner', csrf: true, body: { size: '20-yard', units: 4 } },
    { as: 'owner', csrf: true, body: { size: '20-yard', units: 1.5 } },
  ],
  adminFleetOccupancy: () => [
    { as: 'owner', query: 'size=10-yard&month=2026-02' },
    { as: 'owner', query: 'size=10-yard&month=02' },
  ],
  createBooking: () => [{ body: booking() }, { body: { ...booking(), zipCode: '90210' } }],
  adminCreateBooking: () => [
    { as: 'staff', csrf: true, body: { ...booking(), email: '' } },
    { as: 'staff', csrf: true, body: { ...booking(), phone: '' } },
  ],
  adminBookContactRequest: () => [
    { as: 'staff', csrf: true, params: { id: data().contactRequests[0]?.id ?? '' }, body: booking() },
    { as: 'staff', csrf: true, params: { id: 'none' }, body: booking() },
  ],
  adminLookUpCustomers: () => [
    { as: 'staff', query: `q=${encodeURIComponent(data().bookings[0]?.phone ?? '')}` },
    { as: 'staff', query: 'q=ab' },
  ],
  adminGetCustomer: () => [
    { as: 'staff', params: { id: 'cu1' } },
    { as: 'staff', params: { id: 'none' } },
  ],
  sendContactRequest: () => [
    { body: { name: 'Dana', phone: '9045550199', email: 'dana@example.com', service: 'other' } },
    { body: { name: 'Dana', phone: '9045550199', email: 'dana', service: 'other' } },
  ],
  getAvailability: () => [
    { query: `size=20-yard&from=${today}&to=${addDays(today, 30)}` },
    { query: 'size=30-yard' },
  ],
  getMyBooking: () => [{ headers: link }, { headers: badLink }],
  extendMyBooking: () => [
    { headers: link, body: { pickupDate: addDays(today, 40) } },
    { headers: badLink, body: {} },
  ],
  rescheduleMyBooking: () => [
    { headers: link, body: { deliveryDate: addDays(today, 8), pickupDate: addDays(today, 12) } },
    { headers: link, body: { deliveryDate: 'soon' } },
  ],
  cancelMyBooking: () => [
    { headers: link, body: { reason: 'Plans changed' } },
    { headers: badLink, body: {} },
  ],
};

/** The calls every session route also gets: signed out, each role it leaves out, a change without the token. */
function guardCalls(route: RouteDeclaration, sample: Call | undefined): Call[] {
  if (route.access.kind !== 'session') return [];
  const base = { ...sample, as: undefined, csrf: true };
  const roles = route.access.roles;
  const left = (['owner', 'staff'] as const).filter((role) => !roles.includes(role));
  return [
    base,
    ...left.map((as) => ({ ...sample, as, csrf: true })),
    ...(route.method === 'get' ? [] : [{ ...sample, csrf: false }]),
  ];
}

async function send(route: RouteDeclaration, call: Call): Promise<Response> {
  data();
  const user = call.as === 'owner' ? mockOwner : call.as === 'staff' ? mockStaff : undefined;
  backOffice.session = user ? { userId: user.id, csrfToken: 'csrf-token' } : undefined;
  const path = fillPath(route.path, call.params ?? {}) + (call.query ? `?${call.query}` : '');
  return fetch(`http://localhost${path}`, {
    method: route.method.toUpperCase(),
    headers: {
      'Content-Type': 'application/json',
      ...(call.csrf ? { [adminCsrfHeader]: 'csrf-token' } : {}),
      ...call.headers,
    },
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
}

const seen = new Map<string, Set<number>>();
afterAll(() => {
  // Every route was answered by its mock at least once with its own success.
  for (const route of mockedRoutes) {
    const success = Math.min(
      ...Object.keys(route.answers)
        .map(Number)
        .filter((status) => status < 300),
    );
    expect([...(seen.get(route.name) ?? [])], route.name).toContain(success);
  }
});

describe.each(mockedRoutes.map((route) => [route.name, route] as const))('the mock of %s', (_name, route) => {
  it('answers every call as the declaration says', async () => {
    const samples = calls[route.name]?.() ?? [];
    expect(samples.length, `${route.name} needs sample calls here`).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const call of [...samples, ...guardCalls(route, samples[0])]) {
      const response = await send(route, call);
      const problem = await answerProblem(route, response);
      if (problem) problems.push(`${problem} (${JSON.stringify(call)})`);
      const statuses = seen.get(route.name) ?? new Set<number>();
      statuses.add(response.status);
      seen.set(route.name, statuses);
    }
    expect(problems).toEqual([]);
  });
});
