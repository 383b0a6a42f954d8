// Every route the mocks answer, walked from the declarations: the mock has a handler for it (a
// request no handler takes goes to the network, where nothing listens, and fails), and every answer it gives in these calls (signed out, the
// wrong role, a change without the CSRF token, a good request, a bad one) is a status the
// declaration lists with a body its schema parses. A mock that drifts from the API fails here.
import { addDays, adminCsrfHeader, businessDateAt } from '@dumpster/domain';
import type { RouteDeclaration } from '@dumpster/domain/api';
import { fillPath } from '@dumpster/domain/api';
import { afterAll, describe, expect, it } from 'vitest';
import {
  mockContainerId,
  mockDriver,
  mockOwner,
  mockStaff,
  mockStaffPassword,
  mockTruckIds,
} from './admin/back-office-data.ts';
import { backOffice, data } from './admin/back-office-state.ts';
import { mockDraftWithDiscount, mockInvoiceIn, mockOverpaidInvoice } from './admin/billing-handlers.ts';
import { answerProblem, mockedRoutes } from './declared-answers.ts';
import { startMockApiForTests } from './node.ts';

startMockApiForTests();

interface Call {
  readonly as?: 'owner' | 'staff' | 'driver';
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
/** A booking on the mock driver's route of today, assigned here. */
const onDriversRoute = () => {
  const bookingId = anyId();
  data().assignments.push({
    bookingId,
    part: 'delivery',
    date: backOffice.today,
    driverId: mockDriver.id,
    truckId: null,
    window: null,
    position: 1,
    containerId: null,
  });
  return bookingId;
};
/** A driver's action: recorded, refused for its body, refused on a stop not on the route. */
const driverCalls = (body: unknown, badBody: unknown): Call[] => {
  const bookingId = onDriversRoute();
  const key = { 'Idempotency-Key': crypto.randomUUID() };
  return [
    { as: 'driver', csrf: true, params: { bookingId }, body, headers: key },
    { as: 'driver', csrf: true, params: { bookingId }, body, headers: key },
    { as: 'driver', csrf: true, params: { bookingId }, body: badBody },
    { as: 'driver', csrf: true, params: { bookingId: unassignedDriver }, body },
  ];
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
/** A booking whose customer agreed to texts, and one whose customer did not (a reply is refused). */
const textableId = () => data().bookings.find((booking) => booking.smsOptIn)?.id ?? '';
const untextableId = () => data().bookings.find((booking) => !booking.smsOptIn)?.id ?? '';
const deadMessage = () => {
  for (const entry of data().bookings)
    for (const message of entry.messages)
      if (message.status === 'dead') return { id: entry.id, messageId: message.id };
  return { id: anyId(), messageId: 'none' };
};

/** A stop of some day of the mock's bookings (the first delivery found from today on). */
const firstStop = () => {
  const booking = data().bookings.find((b) => b.deliveryDate >= today && b.status !== 'cancelled');
  return {
    date: booking?.deliveryDate ?? today,
    bookingId: booking?.id ?? 'none',
    id: `delivery:${booking?.id ?? 'none'}`,
  };
};
const unassignedDriver = '00000000-0000-4000-8000-000000000009';
const noStop = 'delivery:00000000-0000-4000-8000-000000000000';

/** The calls each route is walked with, beyond the signed-out and wrong-role ones every session route gets. */
const calls: Record<string, () => Call[]> = {
  adminGetBookingInvoice: () => [
    { as: 'staff', params: { id: mockInvoiceIn('draft').bookingId } },
    { as: 'staff', params: { id: 'none' } },
  ],
  adminSetScaleTicket: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('draft').id },
      body: { tons: '5.2', evidence: [] },
    },
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('draft').id }, body: { tons: 'heavy' } },
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('final').id }, body: { tons: '5.2' } },
    { as: 'staff', csrf: true, params: { id: 'none' }, body: { tons: '5.2' } },
  ],
  adminAddInvoiceCharge: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('draft').id },
      body: { code: 'prohibited-tire', evidence: [{ kind: 'note', ref: 'n1' }] },
    },
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('draft').id },
      body: { code: 'prohibited-piano', evidence: [{ kind: 'note', ref: 'n1' }] },
    },
  ],
  adminAddInvoiceAdjustment: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('draft').id },
      body: { kind: 'discount', amountCents: 500, reason: 'Repeat customer' },
    },
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('draft').id }, body: { kind: 'discount' } },
  ],
  adminRemoveInvoiceLine: () => [
    { as: 'staff', csrf: true, params: { id: mockDraftWithDiscount(), position: '1' } },
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('draft').id, position: '0' } },
    { as: 'staff', csrf: true, params: { id: 'none', position: '1' } },
  ],
  adminFinaliseInvoice: () => [
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('draft').id } },
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('final').id } },
  ],
  adminVoidInvoice: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('final', { fresh: true }).id },
      body: { reason: 'Twice' },
    },
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('final').id }, body: { reason: '' } },
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('draft').id }, body: { reason: 'Twice' } },
  ],
  adminIssueCreditNote: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('final').id },
      body: {
        reason: 'Late',
        lines: [{ correctsKind: 'rental', description: 'Goodwill', amountCents: 100 }],
      },
    },
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('final').id },
      body: { reason: 'Late', lines: [] },
    },
  ],
  adminRecordPayment: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('final').id },
      body: { amountCents: 100, date: '2026-01-01', tender: { method: 'cash' } },
      headers: { 'Idempotency-Key': 'mock-pay-1' },
    },
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('final').id },
      body: { amountCents: 200, date: '2026-01-01', tender: { method: 'cash' } },
      headers: { 'Idempotency-Key': 'mock-pay-1' },
    },
    { as: 'staff', csrf: true, params: { id: mockInvoiceIn('final').id }, body: { amountCents: 0 } },
  ],
  adminRecordRefund: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: mockOverpaidInvoice() },
      body: { amountCents: 5_000, date: '2026-01-01', tender: { method: 'cash' }, reason: 'Overpaid' },
    },
    {
      as: 'staff',
      csrf: true,
      params: { id: mockInvoiceIn('final').id },
      body: { amountCents: 100, date: '2026-01-01', tender: { method: 'cash' }, reason: 'Overpaid' },
    },
  ],
  adminInvoicePdf: () => [
    { as: 'staff', params: { id: mockInvoiceIn('final').id } },
    { as: 'staff', params: { id: 'none' } },
  ],
  adminReceivables: () => [{ as: 'staff' }],
  adminCustomerStatement: () => [
    {
      as: 'staff',
      query: `email=${encodeURIComponent(data().bookings[0]?.email ?? 'a@b.co')}&from=2026-01-01&to=2026-12-31`,
    },
    { as: 'staff', query: 'email=nope&from=2026-01-01&to=2026-12-31' },
  ],
  adminBillingExport: () => [
    { as: 'staff', query: 'kind=invoices&from=2026-01-01&to=2026-12-31' },
    { as: 'staff', query: 'kind=bills&from=2026-01-01&to=2026-12-31' },
  ],
  getMyInvoice: () => [{ headers: link }, { headers: badLink }],
  getMyInvoicePdf: () => [{ headers: link }, { headers: badLink }],
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
  adminGetTextConversation: () => [
    { as: 'staff', params: { id: anyId() } },
    { as: 'staff', params: { id: 'none' } },
  ],
  adminSendTextReply: () => [
    {
      as: 'staff',
      csrf: true,
      params: { id: textableId() },
      body: { body: 'Your driver comes after 2 PM.' },
    },
    { as: 'staff', csrf: true, params: { id: textableId() }, body: { body: '   ' } },
    { as: 'staff', csrf: true, params: { id: untextableId() }, body: { body: 'Hello' } },
    { as: 'staff', csrf: true, params: { id: 'none' }, body: { body: 'Hello' } },
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
    {
      as: 'owner',
      csrf: true,
      params: { id: mockStaff.id },
      body: { password: 'a brand new long one', currentPassword: mockStaffPassword },
    },
    {
      as: 'owner',
      csrf: true,
      params: { id: mockStaff.id },
      body: { password: 'short', currentPassword: 'x' },
    },
    {
      as: 'owner',
      csrf: true,
      params: { id: mockStaff.id },
      body: { password: 'a brand new long one', currentPassword: 'not mine' },
    },
    {
      as: 'owner',
      csrf: true,
      params: { id: 'none' },
      body: { password: 'a brand new long one', currentPassword: mockStaffPassword },
    },
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
  adminGetCalendar: () => [{ as: 'owner' }],
  adminChangeCalendar: () => [
    { as: 'owner', csrf: true, body: { closedWeekdays: ['sunday'], closures: [] } },
    { as: 'owner', csrf: true, body: { closedWeekdays: ['sunday', 'monday', 'tuesday'], closures: [] } },
    {
      as: 'owner',
      csrf: true,
      body: { closedWeekdays: ['sunday', 'monday', 'tuesday'], closures: [], confirmStranded: true },
    },
    {
      as: 'owner',
      csrf: true,
      body: { closedWeekdays: [], closures: [{ from: '2026-12-25', to: '2026-12-24' }] },
    },
  ],
  getCalendar: () => [{}],
  adminFleetOccupancy: () => [
    { as: 'owner', query: 'size=10-yard&month=2026-02' },
    { as: 'owner', query: 'size=10-yard&month=02' },
  ],
  adminDispatchBoard: () => [
    { as: 'staff', query: `date=${today}` },
    { as: 'staff', query: 'date=soon' },
  ],
  adminAssignStop: () => {
    const stop = firstStop();
    const body = {
      date: stop.date,
      stopId: stop.id,
      driverId: null,
      truckId: mockTruckIds[0],
      window: 'morning',
    };
    return [
      { as: 'staff', csrf: true, body },
      { as: 'staff', csrf: true, body: { ...body, stopId: 'nope' } },
      { as: 'staff', csrf: true, body: { ...body, stopId: noStop } },
    ];
  },
  adminOrderRoute: () => {
    const stop = firstStop();
    data().assignments.push({
      bookingId: stop.bookingId,
      part: 'delivery',
      date: stop.date,
      driverId: mockDriver.id,
      truckId: null,
      window: null,
      position: 1,
      containerId: null,
    });
    return [
      { as: 'staff', csrf: true, body: { date: stop.date, driverId: mockDriver.id, stopIds: [stop.id] } },
      { as: 'staff', csrf: true, body: { date: today, driverId: unassignedDriver, stopIds: [] } },
      { as: 'staff', csrf: true, body: { date: today, driverId: unassignedDriver, stopIds: [noStop] } },
    ];
  },
  adminListContainers: () => [{ as: 'staff' }],
  adminAddContainer: () => [
    { as: 'owner', csrf: true, body: { number: 'MOCK-1', size: '20-yard' } },
    { as: 'owner', csrf: true, body: { number: '20-01', size: '20-yard' } },
    { as: 'owner', csrf: true, body: { number: 'no spaces', size: '20-yard' } },
  ],
  adminChangeContainerCondition: () => [
    { as: 'owner', csrf: true, params: { id: mockContainerId('10-01') }, body: { condition: 'repair' } },
    { as: 'owner', csrf: true, params: { id: mockContainerId('10-02') }, body: { condition: 'lost' } },
    { as: 'owner', csrf: true, params: { id: unassignedDriver }, body: { condition: 'repair' } },
    { as: 'owner', csrf: true, params: { id: mockContainerId('10-01') }, body: { condition: 'repair' } },
  ],
  adminPlaceContainer: () => [
    { as: 'staff', csrf: true, params: { id: mockContainerId('15-01') }, body: { bookingId: null } },
    { as: 'staff', csrf: true, params: { id: mockContainerId('15-01') }, body: { bookingId: 'nope' } },
    { as: 'staff', csrf: true, params: { id: unassignedDriver }, body: { bookingId: null } },
    {
      as: 'staff',
      csrf: true,
      params: { id: mockContainerId('15-01') },
      body: { bookingId: unassignedDriver },
    },
  ],
  adminListTrucks: () => [{ as: 'staff' }],
  adminAddTruck: () => [
    { as: 'owner', csrf: true, body: { name: 'Mock truck', sizes: ['20-yard'] } },
    { as: 'owner', csrf: true, body: { name: 'Roll-off 1', sizes: ['20-yard'] } },
    { as: 'owner', csrf: true, body: { name: 'No sizes', sizes: [] } },
  ],
  adminChangeTruck: () => [
    {
      as: 'owner',
      csrf: true,
      params: { id: mockTruckIds[1] },
      body: { name: 'Small hook', sizes: ['10-yard'] },
    },
    { as: 'owner', csrf: true, params: { id: mockTruckIds[1] }, body: { name: '', sizes: ['10-yard'] } },
    { as: 'owner', csrf: true, params: { id: unassignedDriver }, body: { name: 'X', sizes: ['10-yard'] } },
    {
      as: 'owner',
      csrf: true,
      params: { id: mockTruckIds[1] },
      body: { name: 'Roll-off 1', sizes: ['10-yard'] },
    },
  ],
  driverStops: () => [{ as: 'driver' }],
  driverOnMyWay: () => driverCalls({ part: 'delivery' }, { part: 'later' }),
  driverDelivered: () =>
    driverCalls(
      { containerNumber: '20-01', photoIds: [crypto.randomUUID()] },
      { containerNumber: '', photoIds: [] },
    ),
  driverPickedUp: () =>
    driverCalls({ containerNumber: '20-01', tons: 2.5 }, { containerNumber: '20-01', tons: 99 }),
  driverScaleTicket: () => driverCalls({ ticketPhotoId: crypto.randomUUID() }, { ticketPhotoId: 'nope' }),
  driverProblem: () =>
    driverCalls({ part: 'delivery', kind: 'blocked_access', note: 'Gate locked' }, { kind: 'flood' }),
  driverUploadPhoto: () => {
    const bookingId = onDriversRoute();
    return [
      { as: 'driver', csrf: true, params: { bookingId }, query: 'kind=placement', body: 'jpeg bytes' },
      { as: 'driver', csrf: true, params: { bookingId }, query: 'kind=selfie', body: 'jpeg bytes' },
      {
        as: 'driver',
        csrf: true,
        params: { bookingId: unassignedDriver },
        query: 'kind=placement',
        body: 'x',
      },
    ];
  },
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
  adminListCustomerNotes: () => [
    { as: 'staff', params: { id: 'cu1' } },
    { as: 'staff', params: { id: 'none' } },
  ],
  adminAddCustomerNote: () => [
    { as: 'staff', csrf: true, params: { id: 'cu1' }, body: { text: 'Prefers morning calls' } },
    { as: 'staff', csrf: true, params: { id: 'cu1' }, body: { text: ' ' } },
    { as: 'staff', csrf: true, params: { id: 'none' }, body: { text: 'A note' } },
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
  const left = (['owner', 'staff', 'driver'] as const).filter((role) => !roles.includes(role));
  return [
    base,
    ...left.map((as) => ({ ...sample, as, csrf: true })),
    ...(route.method === 'get' ? [] : [{ ...sample, csrf: false }]),
  ];
}

async function send(route: RouteDeclaration, call: Call): Promise<Response> {
  data();
  const user =
    call.as === 'owner'
      ? mockOwner
      : call.as === 'staff'
        ? mockStaff
        : call.as === 'driver'
          ? mockDriver
          : undefined;
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
