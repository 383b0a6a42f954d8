// Real requests producing every status the OpenAPI document lists for the back office's routes,
// each from a fresh fixture (openapi-answers.test.ts checks each answer against the document).
import { adminRoutes } from '@dumpster/domain';
import {
  adminApiRoutes,
  adminBookingTextsPath,
  adminDashboard,
  driverStops,
  fillPath,
  type RouteDeclaration,
} from '@dumpster/domain/api';
import request, { type Response } from 'supertest';
import { bookingBody } from '../../../test-support/requests.ts';
import { adminFixture, fixturePassword } from './admin-answers-fixture.ts';
import type { RealAnswer } from './real-answer.ts';

const bookingPath = (id: string) => adminRoutes.booking.replace(':id', id);
const statusPath = (id: string) => adminRoutes.bookingStatus.replace(':id', id);
const resendPath = (id: string, messageId: string) =>
  adminRoutes.bookingMessageResend.replace(':id', id).replace(':messageId', messageId);
const accessLinkPath = (id: string) => adminRoutes.bookingAccessLink.replace(':id', id);
const occupancyPath = (query: string) => `${adminRoutes.fleetOccupancy}?${query}`;
const contactedPath = (id: string) => adminRoutes.contactRequestContacted.replace(':id', id);
const disablePath = (id: string) => adminRoutes.userDisable.replace(':id', id);
const resetPath = (id: string) => adminRoutes.userResetPassword.replace(':id', id);
const contactBookingPath = (id: string) => adminRoutes.contactRequestBooking.replace(':id', id);
const customerPath = (id: string) => adminRoutes.customer.replace(':id', id);
const textsPath = (id: string) => adminBookingTextsPath.replace(':id', id);
const unknownId = '99999999-0000-4000-8000-000000000000';
const strong = 'a brand new long password';

/** One real answer of the back office, from a fresh fixture. */
function adminAnswer(
  operationId: string,
  status: number,
  what: string,
  send: (f: Awaited<ReturnType<typeof adminFixture>>) => Promise<Response> | ReturnType<typeof request.agent>,
): RealAnswer {
  return { operationId, status, what, send: async () => (await send(await adminFixture())) as Response };
}

export const adminRealAnswers: RealAnswer[] = [
  adminAnswer('adminSignIn', 200, 'the right password', (f) =>
    f
      .as(undefined, 'post', adminRoutes.session)
      .send({ email: 'staff@example.com', password: fixturePassword }),
  ),
  adminAnswer('adminSignIn', 400, 'no password', (f) =>
    f.as(undefined, 'post', adminRoutes.session).send({ email: 'staff@example.com' }),
  ),
  adminAnswer('adminSignIn', 401, 'a wrong password', (f) =>
    f
      .as(undefined, 'post', adminRoutes.session)
      .send({ email: 'staff@example.com', password: 'wrong one here' }),
  ),
  adminAnswer('adminSignIn', 403, 'a post from another site', (f) =>
    request(f.app)
      .post(adminRoutes.session)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'a@b.co', password: 'x' }),
  ),
  adminAnswer('adminSignIn', 429, 'an attempt during the wait after six failures', async (f) => {
    for (let i = 0; i < 6; i += 1)
      await f
        .as(undefined, 'post', adminRoutes.session)
        .send({ email: 'staff@example.com', password: 'wrong one here' });
    return f
      .as(undefined, 'post', adminRoutes.session)
      .send({ email: 'staff@example.com', password: fixturePassword });
  }),
  adminAnswer('adminSession', 200, 'a live session', (f) => f.as(f.staff, 'get', adminRoutes.session)),
  adminAnswer('adminSession', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.session)),
  adminAnswer('adminSignOut', 204, 'a live session', (f) => f.as(f.staff, 'delete', adminRoutes.session)),
  adminAnswer('adminSignOut', 401, 'no session', (f) => f.as(undefined, 'delete', adminRoutes.session)),
  adminAnswer('adminSignOut', 403, 'no CSRF token', (f) =>
    f.as(undefined, 'delete', adminRoutes.session).set('Cookie', f.staff.cookie),
  ),
  adminAnswer('adminListBookings', 200, 'the first page', (f) => f.as(f.staff, 'get', adminRoutes.bookings)),
  adminAnswer('adminListBookings', 400, 'an unknown status', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.bookings}?status=lost`),
  ),
  adminAnswer('adminListBookings', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.bookings)),
  adminAnswer('adminExportBookings', 200, 'the export', (f) => f.as(f.staff, 'get', adminRoutes.bookingsCsv)),
  adminAnswer('adminExportBookings', 400, 'a bad date', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.bookingsCsv}?deliveryFrom=soon`),
  ),
  adminAnswer('adminExportBookings', 401, 'no session', (f) =>
    f.as(undefined, 'get', adminRoutes.bookingsCsv),
  ),
  adminAnswer('adminGetBooking', 200, 'a booking', (f) => f.as(f.staff, 'get', bookingPath(f.booking.id))),
  adminAnswer('adminGetBooking', 404, 'an unknown booking', (f) =>
    f.as(f.staff, 'get', bookingPath(unknownId)),
  ),
  adminAnswer('adminGetBooking', 401, 'no session', (f) => f.as(undefined, 'get', bookingPath(f.booking.id))),
  adminAnswer('adminChangeBookingStatus', 200, 'pending to confirmed', (f) =>
    f.as(f.staff, 'post', statusPath(f.booking.id)).send({ status: 'confirmed' }),
  ),
  adminAnswer('adminChangeBookingStatus', 400, 'a cancellation without a reason', (f) =>
    f.as(f.staff, 'post', statusPath(f.booking.id)).send({ status: 'cancelled' }),
  ),
  adminAnswer('adminChangeBookingStatus', 404, 'an unknown booking', (f) =>
    f.as(f.staff, 'post', statusPath(unknownId)).send({ status: 'confirmed' }),
  ),
  adminAnswer('adminChangeBookingStatus', 409, 'pending to completed', (f) =>
    f.as(f.staff, 'post', statusPath(f.booking.id)).send({ status: 'completed' }),
  ),
  adminAnswer('adminChangeBookingStatus', 401, 'no session', (f) =>
    f.as(undefined, 'post', statusPath(f.booking.id)).send({ status: 'confirmed' }),
  ),
  adminAnswer('adminChangeBookingStatus', 403, 'another site', (f) =>
    f
      .as(f.staff, 'post', statusPath(f.booking.id))
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ status: 'confirmed' }),
  ),
  adminAnswer('adminResendMessage', 200, 'a dead message', (f) =>
    f.as(f.staff, 'post', resendPath(f.booking.id, f.deadMessageId)),
  ),
  adminAnswer('adminResendMessage', 404, 'no such message', (f) =>
    f.as(f.staff, 'post', resendPath(f.booking.id, unknownId)),
  ),
  adminAnswer('adminResendMessage', 401, 'no session', (f) =>
    f.as(undefined, 'post', resendPath(f.booking.id, unknownId)),
  ),
  adminAnswer('adminResendMessage', 403, 'no CSRF token', (f) =>
    f.as(undefined, 'post', resendPath(f.booking.id, unknownId)).set('Cookie', f.staff.cookie),
  ),
  adminAnswer('adminReissueAccessLink', 200, 'a booking', (f) =>
    f.as(f.staff, 'post', accessLinkPath(f.booking.id)),
  ),
  adminAnswer('adminReissueAccessLink', 404, 'an unknown booking', (f) =>
    f.as(f.staff, 'post', accessLinkPath(unknownId)),
  ),
  adminAnswer('adminReissueAccessLink', 401, 'no session', (f) =>
    f.as(undefined, 'post', accessLinkPath(f.booking.id)),
  ),
  adminAnswer('adminReissueAccessLink', 403, 'another site', (f) =>
    f.as(f.staff, 'post', accessLinkPath(f.booking.id)).set('Sec-Fetch-Site', 'cross-site'),
  ),
  adminAnswer('adminGetTextConversation', 200, 'a booking', (f) =>
    f.as(f.staff, 'get', textsPath(f.booking.id)),
  ),
  adminAnswer('adminGetTextConversation', 404, 'an unknown booking', (f) =>
    f.as(f.staff, 'get', textsPath(unknownId)),
  ),
  adminAnswer('adminGetTextConversation', 401, 'no session', (f) =>
    f.as(undefined, 'get', textsPath(f.booking.id)),
  ),
  adminAnswer('adminSendTextReply', 200, 'a booking whose customer agreed to texts', async (f) => {
    await f.store.unitOfWork.transaction(({ texts }) =>
      texts.recordConsent({
        kind: 'opt_in',
        phoneE164: '+19045550134',
        at: new Date('2026-11-20T12:00:00Z'),
        source: 'booking_form',
        versionId: 'web-form-2026-11',
        text: 'the wording',
        bookingId: f.booking.id,
        staffUserId: null,
      }),
    );
    return f.as(f.staff, 'post', textsPath(f.booking.id)).send({ body: 'Your driver comes after 2 PM.' });
  }),
  adminAnswer('adminSendTextReply', 400, 'an empty reply', (f) =>
    f.as(f.staff, 'post', textsPath(f.booking.id)).send({ body: '  ' }),
  ),
  adminAnswer('adminSendTextReply', 404, 'an unknown booking', (f) =>
    f.as(f.staff, 'post', textsPath(unknownId)).send({ body: 'Hello' }),
  ),
  adminAnswer('adminSendTextReply', 409, 'a customer who never agreed to texts', (f) =>
    f.as(f.staff, 'post', textsPath(f.booking.id)).send({ body: 'Hello' }),
  ),
  adminAnswer('adminSendTextReply', 401, 'no session', (f) =>
    f.as(undefined, 'post', textsPath(f.booking.id)).send({ body: 'Hello' }),
  ),
  adminAnswer('adminSendTextReply', 403, 'another site', (f) =>
    f
      .as(f.staff, 'post', textsPath(f.booking.id))
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ body: 'Hello' }),
  ),
  adminAnswer('adminGetFleet', 200, 'an owner', (f) => f.as(f.owner, 'get', adminRoutes.fleet)),
  adminAnswer('adminGetFleet', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.fleet)),
  adminAnswer('adminGetFleet', 403, 'a staff account', (f) => f.as(f.staff, 'get', adminRoutes.fleet)),
  adminAnswer('adminChangeFleet', 200, 'a lower figure', (f) =>
    f.as(f.owner, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 0 }),
  ),
  adminAnswer('adminChangeFleet', 400, 'a fraction of a dumpster', (f) =>
    f.as(f.owner, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 1.5 }),
  ),
  adminAnswer('adminChangeFleet', 401, 'no session', (f) =>
    f.as(undefined, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 3 }),
  ),
  adminAnswer('adminChangeFleet', 403, 'a staff account', (f) =>
    f.as(f.staff, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 3 }),
  ),
  adminAnswer('adminGetCalendar', 200, 'an owner', (f) => f.as(f.owner, 'get', adminRoutes.calendar)),
  adminAnswer('adminGetCalendar', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.calendar)),
  adminAnswer('adminGetCalendar', 403, 'a staff account', (f) => f.as(f.staff, 'get', adminRoutes.calendar)),
  adminAnswer('adminChangeCalendar', 200, 'Christmas closed', (f) =>
    f.as(f.owner, 'put', adminRoutes.calendar).send({
      closedWeekdays: ['sunday'],
      closures: [{ from: '2026-12-25', to: '2026-12-25', reason: 'Christmas' }],
    }),
  ),
  adminAnswer('adminChangeCalendar', 400, 'every weekday closed', (f) =>
    f.as(f.owner, 'put', adminRoutes.calendar).send({
      closedWeekdays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      closures: [],
    }),
  ),
  adminAnswer('adminChangeCalendar', 409, "closing the fixture booking's delivery day", (f) =>
    f.as(f.owner, 'put', adminRoutes.calendar).send({ closedWeekdays: ['sunday', 'tuesday'], closures: [] }),
  ),
  adminAnswer('adminChangeCalendar', 401, 'no session', (f) =>
    f.as(undefined, 'put', adminRoutes.calendar).send({ closedWeekdays: [], closures: [] }),
  ),
  adminAnswer('adminChangeCalendar', 403, 'a staff account', (f) =>
    f.as(f.staff, 'put', adminRoutes.calendar).send({ closedWeekdays: [], closures: [] }),
  ),
  adminAnswer('adminFleetOccupancy', 200, 'a month', (f) =>
    f.as(f.owner, 'get', occupancyPath('size=20-yard&month=2026-12')),
  ),
  adminAnswer('adminFleetOccupancy', 400, 'a month without its year', (f) =>
    f.as(f.owner, 'get', occupancyPath('size=20-yard&month=12')),
  ),
  adminAnswer('adminFleetOccupancy', 401, 'no session', (f) =>
    f.as(undefined, 'get', occupancyPath('size=20-yard&month=2026-12')),
  ),
  adminAnswer('adminFleetOccupancy', 403, 'a staff account', (f) =>
    f.as(f.staff, 'get', occupancyPath('size=20-yard&month=2026-12')),
  ),
  adminAnswer('adminDayBoard', 200, 'a day', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.dayBoard}?date=2026-11-24`),
  ),
  adminAnswer('adminDayBoard', 400, 'no date', (f) => f.as(f.staff, 'get', adminRoutes.dayBoard)),
  adminAnswer('adminDayBoard', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.dayBoard)),
  adminAnswer('adminListContactRequests', 200, 'the list', (f) =>
    f.as(f.staff, 'get', adminRoutes.contactRequests),
  ),
  adminAnswer('adminListContactRequests', 400, 'a bad filter', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.contactRequests}?notContacted=maybe`),
  ),
  adminAnswer('adminListContactRequests', 401, 'no session', (f) =>
    f.as(undefined, 'get', adminRoutes.contactRequests),
  ),
  adminAnswer('adminMarkContacted', 200, 'a request', (f) =>
    f.as(f.staff, 'post', contactedPath(f.contactId)),
  ),
  adminAnswer('adminMarkContacted', 404, 'an unknown request', (f) =>
    f.as(f.staff, 'post', contactedPath(unknownId)),
  ),
  adminAnswer('adminMarkContacted', 401, 'no session', (f) =>
    f.as(undefined, 'post', contactedPath(f.contactId)),
  ),
  adminAnswer('adminMarkContacted', 403, 'another site', (f) =>
    f.as(f.staff, 'post', contactedPath(f.contactId)).set('Sec-Fetch-Site', 'same-site'),
  ),
  // The owner's dashboard (decisions 0205, 0206): owners only, a range of Florida days.
  adminAnswer('adminDashboard', 200, 'an owner and a month', (f) =>
    f.as(f.owner, 'get', `${adminDashboard.path}?from=2026-11-01&to=2026-11-30&bucket=week`),
  ),
  adminAnswer('adminDashboard', 400, 'an end before the start', (f) =>
    f.as(f.owner, 'get', `${adminDashboard.path}?from=2026-11-30&to=2026-11-01`),
  ),
  adminAnswer('adminDashboard', 401, 'no session', (f) =>
    f.as(undefined, 'get', `${adminDashboard.path}?from=2026-11-01&to=2026-11-30`),
  ),
  adminAnswer('adminDashboard', 403, 'a staff account', (f) =>
    f.as(f.staff, 'get', `${adminDashboard.path}?from=2026-11-01&to=2026-11-30`),
  ),
  adminAnswer('adminListUsers', 200, 'an owner', (f) => f.as(f.owner, 'get', adminRoutes.users)),
  adminAnswer('adminListUsers', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.users)),
  adminAnswer('adminListUsers', 403, 'a staff account', (f) => f.as(f.staff, 'get', adminRoutes.users)),
  adminAnswer('adminAddUser', 201, 'a new account', (f) =>
    f
      .as(f.owner, 'post', adminRoutes.users)
      .send({ email: 'n@example.com', name: 'New', role: 'staff', password: strong }),
  ),
  adminAnswer('adminAddUser', 400, 'a short password', (f) =>
    f
      .as(f.owner, 'post', adminRoutes.users)
      .send({ email: 'n@example.com', name: 'New', role: 'staff', password: 'short' }),
  ),
  adminAnswer('adminAddUser', 409, 'a taken e-mail', (f) =>
    f
      .as(f.owner, 'post', adminRoutes.users)
      .send({ email: 'STAFF@example.com', name: 'Dup', role: 'staff', password: strong }),
  ),
  adminAnswer('adminAddUser', 401, 'no session', (f) => f.as(undefined, 'post', adminRoutes.users).send({})),
  adminAnswer('adminAddUser', 403, 'a staff account', (f) =>
    f.as(f.staff, 'post', adminRoutes.users).send({}),
  ),
  adminAnswer('adminDisableUser', 200, 'a staff account', (f) =>
    f.as(f.owner, 'post', disablePath(f.staffUserId)),
  ),
  adminAnswer('adminDisableUser', 404, 'an unknown account', (f) =>
    f.as(f.owner, 'post', disablePath(unknownId)),
  ),
  adminAnswer('adminDisableUser', 409, 'the last owner (themself)', async (f) => {
    const [ownerUser] = (await f.store.users()).filter((user) => user.role === 'owner');
    return f.as(f.owner, 'post', disablePath(ownerUser?.id ?? ''));
  }),
  adminAnswer('adminDisableUser', 401, 'no session', (f) =>
    f.as(undefined, 'post', disablePath(f.staffUserId)),
  ),
  adminAnswer('adminDisableUser', 403, 'a staff account', (f) =>
    f.as(f.staff, 'post', disablePath(f.staffUserId)),
  ),
  adminAnswer('adminResetPassword', 200, 'a new password', (f) =>
    f
      .as(f.owner, 'post', resetPath(f.staffUserId))
      .send({ password: strong, currentPassword: fixturePassword }),
  ),
  adminAnswer('adminResetPassword', 400, 'a short password', (f) =>
    f
      .as(f.owner, 'post', resetPath(f.staffUserId))
      .send({ password: 'short', currentPassword: fixturePassword }),
  ),
  adminAnswer('adminResetPassword', 404, 'an unknown account', (f) =>
    f.as(f.owner, 'post', resetPath(unknownId)).send({ password: strong, currentPassword: fixturePassword }),
  ),
  adminAnswer('adminResetPassword', 401, 'no session', (f) =>
    f
      .as(undefined, 'post', resetPath(f.staffUserId))
      .send({ password: strong, currentPassword: fixturePassword }),
  ),
  adminAnswer('adminResetPassword', 403, 'a staff account', (f) =>
    f
      .as(f.staff, 'post', resetPath(f.staffUserId))
      .send({ password: strong, currentPassword: fixturePassword }),
  ),
  ...officeChangeAnswers(),
  ...dispatchAnswers(),
  ...driverRefusedAnswers(),
  ...bodyBoundsAnswers(),
  // Phone orders, a request made a booking, customers (decisions 0170-0173).
  adminAnswer('adminCreateBooking', 201, 'a phone order', (f) =>
    f.as(f.staff, 'post', adminRoutes.bookings).send(bookingBody({ email: '' })),
  ),
  adminAnswer('adminCreateBooking', 400, 'no phone number', (f) =>
    f.as(f.staff, 'post', adminRoutes.bookings).send(bookingBody({ phone: '' })),
  ),
  adminAnswer('adminCreateBooking', 401, 'no session', (f) =>
    f.as(undefined, 'post', adminRoutes.bookings).send(bookingBody()),
  ),
  adminAnswer('adminCreateBooking', 403, 'another site', (f) =>
    f.as(f.staff, 'post', adminRoutes.bookings).set('Sec-Fetch-Site', 'same-site').send(bookingBody()),
  ),
  adminAnswer('adminCreateBooking', 409, 'a full day', async (f) => {
    await f.store.setFleet({ '10-yard': 8, '15-yard': 0, '20-yard': 4 });
    return f.as(f.staff, 'post', adminRoutes.bookings).send(bookingBody());
  }),
  adminAnswer('adminCreateBooking', 422, 'a used key with another request', async (f) => {
    await f.as(f.staff, 'post', adminRoutes.bookings).set('Idempotency-Key', 'k-1').send(bookingBody());
    return f
      .as(f.staff, 'post', adminRoutes.bookings)
      .set('Idempotency-Key', 'k-1')
      .send(bookingBody({ name: 'Someone Else' }));
  }),
  adminAnswer('adminBookContactRequest', 201, 'a request', (f) =>
    f.as(f.staff, 'post', contactBookingPath(f.contactId)).send(bookingBody()),
  ),
  adminAnswer('adminBookContactRequest', 400, 'no phone number', (f) =>
    f.as(f.staff, 'post', contactBookingPath(f.contactId)).send(bookingBody({ phone: '' })),
  ),
  adminAnswer('adminBookContactRequest', 401, 'no session', (f) =>
    f.as(undefined, 'post', contactBookingPath(f.contactId)).send(bookingBody()),
  ),
  adminAnswer('adminBookContactRequest', 403, 'another site', (f) =>
    f
      .as(f.staff, 'post', contactBookingPath(f.contactId))
      .set('Sec-Fetch-Site', 'same-site')
      .send(bookingBody()),
  ),
  adminAnswer('adminBookContactRequest', 404, 'an unknown request', (f) =>
    f.as(f.staff, 'post', contactBookingPath(unknownId)).send(bookingBody()),
  ),
  adminAnswer('adminBookContactRequest', 409, 'a full day', async (f) => {
    await f.store.setFleet({ '10-yard': 8, '15-yard': 0, '20-yard': 4 });
    return f.as(f.staff, 'post', contactBookingPath(f.contactId)).send(bookingBody());
  }),
  adminAnswer('adminBookContactRequest', 422, 'a used key with another request', async (f) => {
    await f
      .as(f.staff, 'post', contactBookingPath(f.contactId))
      .set('Idempotency-Key', 'k-2')
      .send(bookingBody());
    return f
      .as(f.staff, 'post', contactBookingPath(f.contactId))
      .set('Idempotency-Key', 'k-2')
      .send(bookingBody({ name: 'Someone Else' }));
  }),
  adminAnswer('adminLookUpCustomers', 200, 'a phone number', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.customers}?q=904-555-0100`),
  ),
  adminAnswer('adminLookUpCustomers', 400, 'too short', (f) =>
    f.as(f.staff, 'get', `${adminRoutes.customers}?q=ab`),
  ),
  adminAnswer('adminLookUpCustomers', 401, 'no session', (f) =>
    f.as(undefined, 'get', `${adminRoutes.customers}?q=904-555-0100`),
  ),
  adminAnswer('adminGetCustomer', 200, 'a customer', async (f) => {
    const found = await f.as(f.staff, 'get', `${adminRoutes.customers}?q=904-555-0100`);
    return f.as(f.staff, 'get', customerPath(String(found.body.customers[0]?.id)));
  }),
  adminAnswer('adminGetCustomer', 401, 'no session', (f) => f.as(undefined, 'get', customerPath(unknownId))),
  adminAnswer('adminGetCustomer', 404, 'an unknown customer', (f) =>
    f.as(f.staff, 'get', customerPath(unknownId)),
  ),
  adminAnswer('adminListCustomerNotes', 200, 'a customer', async (f) => {
    const found = await f.as(f.staff, 'get', `${adminRoutes.customers}?q=904-555-0100`);
    return f.as(f.staff, 'get', `${customerPath(String(found.body.customers[0]?.id))}/notes`);
  }),
  adminAnswer('adminListCustomerNotes', 401, 'no session', (f) =>
    f.as(undefined, 'get', `${customerPath(unknownId)}/notes`),
  ),
  adminAnswer('adminListCustomerNotes', 404, 'an unknown customer', (f) =>
    f.as(f.staff, 'get', `${customerPath(unknownId)}/notes`),
  ),
  adminAnswer('adminAddCustomerNote', 201, 'a note', async (f) => {
    const found = await f.as(f.staff, 'get', `${adminRoutes.customers}?q=904-555-0100`);
    return f
      .as(f.staff, 'post', `${customerPath(String(found.body.customers[0]?.id))}/notes`)
      .send({ text: 'Prefers morning calls' });
  }),
  adminAnswer('adminAddCustomerNote', 400, 'no text', (f) =>
    f.as(f.staff, 'post', `${customerPath(unknownId)}/notes`).send({ text: ' ' }),
  ),
  adminAnswer('adminAddCustomerNote', 401, 'no session', (f) =>
    f.as(undefined, 'post', `${customerPath(unknownId)}/notes`).send({ text: 'A note' }),
  ),
  adminAnswer('adminAddCustomerNote', 404, 'an unknown customer', (f) =>
    f.as(f.staff, 'post', `${customerPath(unknownId)}/notes`).send({ text: 'A note' }),
  ),
  adminAnswer('adminAddCustomerNote', 403, 'another site', (f) =>
    f
      .as(f.staff, 'post', `${customerPath(unknownId)}/notes`)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ text: 'x' }),
  ),
];

/** The office's changes to a booking (decisions 0175-0178): each documented status, for real. */
function officeChangeAnswers(): RealAnswer[] {
  const datesPath = (id: string) => `${bookingPath(id)}/dates`;
  const undoPath = (id: string) => `${statusPath(id)}/undo`;
  const notesPath = (id: string) => `${bookingPath(id)}/notes`;
  const pinPath = (id: string, noteId: string) => `${notesPath(id)}/${noteId}/pin`;
  const moved = { deliveryDate: '2026-11-25', pickupDate: '2026-12-05' };
  const addNote = async (f: Awaited<ReturnType<typeof adminFixture>>) =>
    String((await f.as(f.staff, 'post', notesPath(f.booking.id)).send({ text: 'Gate code 4411' })).body.id);
  return [
    adminAnswer('adminEditBooking', 200, 'a new phone number', (f) =>
      f
        .as(f.staff, 'patch', bookingPath(f.booking.id))
        .send({ version: 0, changes: { phone: '904-555-0199' } }),
    ),
    adminAnswer('adminEditBooking', 400, 'a ZIP code outside Florida', (f) =>
      f.as(f.staff, 'patch', bookingPath(f.booking.id)).send({ version: 0, changes: { zipCode: '10001' } }),
    ),
    adminAnswer('adminEditBooking', 404, 'an unknown booking', (f) =>
      f.as(f.staff, 'patch', bookingPath(unknownId)).send({ version: 0, changes: { phone: '904-555-0199' } }),
    ),
    adminAnswer('adminEditBooking', 409, 'a form filled from an older version', (f) =>
      f
        .as(f.staff, 'patch', bookingPath(f.booking.id))
        .send({ version: 7, changes: { phone: '904-555-0199' } }),
    ),
    adminAnswer('adminEditBooking', 401, 'no session', (f) =>
      f.as(undefined, 'patch', bookingPath(f.booking.id)).send({ version: 0, changes: {} }),
    ),
    adminAnswer('adminEditBooking', 403, 'another site', (f) =>
      f
        .as(f.staff, 'patch', bookingPath(f.booking.id))
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ version: 0, changes: {} }),
    ),
    adminAnswer('adminChangeBookingDates', 200, 'new dates before the 24-hour limit', (f) =>
      f.as(f.staff, 'post', datesPath(f.booking.id)).send(moved),
    ),
    adminAnswer('adminChangeBookingDates', 400, 'a pickup before the delivery', (f) =>
      f
        .as(f.staff, 'post', datesPath(f.booking.id))
        .send({ deliveryDate: '2026-11-25', pickupDate: '2026-11-24' }),
    ),
    adminAnswer('adminChangeBookingDates', 404, 'an unknown booking', (f) =>
      f.as(f.staff, 'post', datesPath(unknownId)).send(moved),
    ),
    adminAnswer('adminChangeBookingDates', 409, 'a cancelled booking', async (f) => {
      await f.as(f.staff, 'post', statusPath(f.booking.id)).send({ status: 'cancelled', reason: 'Called' });
      return f.as(f.staff, 'post', datesPath(f.booking.id)).send(moved);
    }),
    adminAnswer('adminChangeBookingDates', 422, 'a key reused with other dates', async (f) => {
      await f.as(f.staff, 'post', datesPath(f.booking.id)).set('Idempotency-Key', 'k-1').send(moved);
      return f
        .as(f.staff, 'post', datesPath(f.booking.id))
        .set('Idempotency-Key', 'k-1')
        .send({ ...moved, pickupDate: '2026-12-06' });
    }),
    adminAnswer('adminChangeBookingDates', 401, 'no session', (f) =>
      f.as(undefined, 'post', datesPath(f.booking.id)).send(moved),
    ),
    adminAnswer('adminChangeBookingDates', 403, 'another site', (f) =>
      f.as(f.staff, 'post', datesPath(f.booking.id)).set('Sec-Fetch-Site', 'cross-site').send(moved),
    ),
    adminAnswer('adminUndoStatusChange', 200, 'the author, at once', async (f) => {
      await f.as(f.staff, 'post', statusPath(f.booking.id)).send({ status: 'confirmed' });
      return f.as(f.staff, 'post', undoPath(f.booking.id)).send({});
    }),
    adminAnswer('adminUndoStatusChange', 400, 'a reason over 500 characters', (f) =>
      f.as(f.staff, 'post', undoPath(f.booking.id)).send({ reason: 'x'.repeat(501) }),
    ),
    adminAnswer('adminUndoStatusChange', 404, 'an unknown booking', (f) =>
      f.as(f.staff, 'post', undoPath(unknownId)).send({}),
    ),
    adminAnswer('adminUndoStatusChange', 409, 'no status change yet', (f) =>
      f.as(f.staff, 'post', undoPath(f.booking.id)).send({}),
    ),
    adminAnswer('adminUndoStatusChange', 401, 'no session', (f) =>
      f.as(undefined, 'post', undoPath(f.booking.id)).send({}),
    ),
    adminAnswer('adminUndoStatusChange', 403, 'another site', (f) =>
      f.as(f.staff, 'post', undoPath(f.booking.id)).set('Sec-Fetch-Site', 'cross-site').send({}),
    ),
    adminAnswer('adminListBookingNotes', 200, 'a booking', (f) =>
      f.as(f.staff, 'get', notesPath(f.booking.id)),
    ),
    adminAnswer('adminListBookingNotes', 404, 'an unknown booking', (f) =>
      f.as(f.staff, 'get', notesPath(unknownId)),
    ),
    adminAnswer('adminListBookingNotes', 401, 'no session', (f) =>
      f.as(undefined, 'get', notesPath(f.booking.id)),
    ),
    adminAnswer('adminAddBookingNote', 201, 'a note', (f) =>
      f.as(f.staff, 'post', notesPath(f.booking.id)).send({ text: 'Dog in yard', pinned: true }),
    ),
    adminAnswer('adminAddBookingNote', 400, 'an empty note', (f) =>
      f.as(f.staff, 'post', notesPath(f.booking.id)).send({ text: '  ' }),
    ),
    adminAnswer('adminAddBookingNote', 404, 'an unknown booking', (f) =>
      f.as(f.staff, 'post', notesPath(unknownId)).send({ text: 'Dog in yard' }),
    ),
    adminAnswer('adminAddBookingNote', 401, 'no session', (f) =>
      f.as(undefined, 'post', notesPath(f.booking.id)).send({ text: 'Dog in yard' }),
    ),
    adminAnswer('adminAddBookingNote', 403, 'another site', (f) =>
      f.as(f.staff, 'post', notesPath(f.booking.id)).set('Sec-Fetch-Site', 'cross-site').send({ text: 'x' }),
    ),
    adminAnswer('adminPinBookingNote', 200, 'a note pinned', async (f) =>
      f.as(f.staff, 'post', pinPath(f.booking.id, await addNote(f))).send({ pinned: true }),
    ),
    adminAnswer('adminPinBookingNote', 400, 'no pinned value', async (f) =>
      f.as(f.staff, 'post', pinPath(f.booking.id, await addNote(f))).send({}),
    ),
    adminAnswer('adminPinBookingNote', 404, 'a note of another booking', (f) =>
      f.as(f.staff, 'post', pinPath(unknownId, '1')).send({ pinned: true }),
    ),
    adminAnswer('adminPinBookingNote', 401, 'no session', (f) =>
      f.as(undefined, 'post', pinPath(f.booking.id, '1')).send({ pinned: true }),
    ),
    adminAnswer('adminPinBookingNote', 403, 'another site', (f) =>
      f
        .as(f.staff, 'post', pinPath(f.booking.id, '1'))
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ pinned: true }),
    ),
  ];
}

const conditionPath = (id: string) => adminRoutes.containerCondition.replace(':id', id);
const locationPath = (id: string) => adminRoutes.containerLocation.replace(':id', id);
const truckPath = (id: string) => adminRoutes.truck.replace(':id', id);

/** The dispatch board, containers, trucks and the driver's stops (decisions 0180-0185). */
function dispatchAnswers(): RealAnswer[] {
  const day = (f: Awaited<ReturnType<typeof adminFixture>>) => f.booking.deliveryDate;
  const stopId = (f: Awaited<ReturnType<typeof adminFixture>>) => `delivery:${f.booking.id}`;
  const assignment = (f: Awaited<ReturnType<typeof adminFixture>>, over: Record<string, unknown> = {}) => ({
    date: day(f),
    stopId: stopId(f),
    driverId: f.driverUserId,
    truckId: f.truckId,
    window: 'morning',
    ...over,
  });
  const truck = { name: 'Truck 2', sizes: ['20-yard'], inService: true };
  return [
    adminAnswer('adminDispatchBoard', 200, 'a day', (f) =>
      f.as(f.staff, 'get', `${adminRoutes.dispatch}?date=${day(f)}`),
    ),
    adminAnswer('adminDispatchBoard', 400, 'no date', (f) => f.as(f.staff, 'get', adminRoutes.dispatch)),
    adminAnswer('adminDispatchBoard', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.dispatch)),
    adminAnswer('adminDispatchBoard', 403, 'a driver', (f) =>
      f.as(f.driver, 'get', `${adminRoutes.dispatch}?date=${day(f)}`),
    ),
    adminAnswer('adminAssignStop', 200, 'a driver, a truck and a window', (f) =>
      f.as(f.staff, 'put', adminRoutes.dispatchAssignment).send(assignment(f)),
    ),
    adminAnswer('adminAssignStop', 400, 'a staff account as the driver', (f) =>
      f.as(f.staff, 'put', adminRoutes.dispatchAssignment).send(assignment(f, { driverId: f.staffUserId })),
    ),
    adminAnswer('adminAssignStop', 409, 'a stop of another day', (f) =>
      f.as(f.staff, 'put', adminRoutes.dispatchAssignment).send(assignment(f, { date: '2027-01-04' })),
    ),
    adminAnswer('adminAssignStop', 401, 'no session', (f) =>
      f.as(undefined, 'put', adminRoutes.dispatchAssignment).send({}),
    ),
    adminAnswer('adminAssignStop', 403, 'a driver', (f) =>
      f.as(f.driver, 'put', adminRoutes.dispatchAssignment).send(assignment(f)),
    ),
    adminAnswer('adminOrderRoute', 200, 'the route in order', async (f) => {
      await f.as(f.staff, 'put', adminRoutes.dispatchAssignment).send(assignment(f));
      return f
        .as(f.staff, 'put', adminRoutes.dispatchOrder)
        .send({ date: day(f), driverId: f.driverUserId, stopIds: [stopId(f)] });
    }),
    adminAnswer('adminOrderRoute', 400, 'a stop named twice', (f) =>
      f
        .as(f.staff, 'put', adminRoutes.dispatchOrder)
        .send({ date: day(f), driverId: f.driverUserId, stopIds: [stopId(f), stopId(f)] }),
    ),
    adminAnswer('adminOrderRoute', 409, 'a stop not on the route', (f) =>
      f
        .as(f.staff, 'put', adminRoutes.dispatchOrder)
        .send({ date: day(f), driverId: f.driverUserId, stopIds: [stopId(f)] }),
    ),
    adminAnswer('adminOrderRoute', 401, 'no session', (f) =>
      f.as(undefined, 'put', adminRoutes.dispatchOrder).send({}),
    ),
    adminAnswer('adminOrderRoute', 403, 'a driver', (f) =>
      f
        .as(f.driver, 'put', adminRoutes.dispatchOrder)
        .send({ date: day(f), driverId: f.driverUserId, stopIds: [stopId(f)] }),
    ),
    adminAnswer('adminListContainers', 200, 'staff', (f) => f.as(f.staff, 'get', adminRoutes.containers)),
    adminAnswer('adminListContainers', 401, 'no session', (f) =>
      f.as(undefined, 'get', adminRoutes.containers),
    ),
    adminAnswer('adminListContainers', 403, 'a driver', (f) => f.as(f.driver, 'get', adminRoutes.containers)),
    adminAnswer('adminAddContainer', 201, 'a new number', (f) =>
      f.as(f.owner, 'post', adminRoutes.containers).send({ number: '20-90', size: '20-yard' }),
    ),
    adminAnswer('adminAddContainer', 400, 'a number with spaces', (f) =>
      f.as(f.owner, 'post', adminRoutes.containers).send({ number: '20 90', size: '20-yard' }),
    ),
    adminAnswer('adminAddContainer', 409, 'a number painted on another', (f) =>
      f.as(f.owner, 'post', adminRoutes.containers).send({ number: '20-01', size: '20-yard' }),
    ),
    adminAnswer('adminAddContainer', 401, 'no session', (f) =>
      f.as(undefined, 'post', adminRoutes.containers).send({}),
    ),
    adminAnswer('adminAddContainer', 403, 'a staff account', (f) =>
      f.as(f.staff, 'post', adminRoutes.containers).send({ number: '20-90', size: '20-yard' }),
    ),
    adminAnswer('adminChangeContainerCondition', 200, 'to repair', (f) =>
      f.as(f.owner, 'put', conditionPath(f.containerId)).send({ condition: 'repair' }),
    ),
    adminAnswer('adminChangeContainerCondition', 400, 'an unknown condition', (f) =>
      f.as(f.owner, 'put', conditionPath(f.containerId)).send({ condition: 'lost' }),
    ),
    adminAnswer('adminChangeContainerCondition', 404, 'an unknown container', (f) =>
      f.as(f.owner, 'put', conditionPath(unknownId)).send({ condition: 'repair' }),
    ),
    adminAnswer('adminChangeContainerCondition', 409, 'a retired container back', async (f) => {
      await f.as(f.owner, 'put', conditionPath(f.containerId)).send({ condition: 'retired' });
      return f.as(f.owner, 'put', conditionPath(f.containerId)).send({ condition: 'in_service' });
    }),
    adminAnswer('adminChangeContainerCondition', 401, 'no session', (f) =>
      f.as(undefined, 'put', conditionPath(f.containerId)).send({}),
    ),
    adminAnswer('adminChangeContainerCondition', 403, 'a staff account', (f) =>
      f.as(f.staff, 'put', conditionPath(f.containerId)).send({ condition: 'repair' }),
    ),
    adminAnswer('adminPlaceContainer', 200, 'at a booking', (f) =>
      f.as(f.staff, 'put', locationPath(f.containerId)).send({ bookingId: f.booking.id }),
    ),
    adminAnswer('adminPlaceContainer', 400, 'a booking id that is not one', (f) =>
      f.as(f.staff, 'put', locationPath(f.containerId)).send({ bookingId: 'nope' }),
    ),
    adminAnswer('adminPlaceContainer', 404, 'an unknown container', (f) =>
      f.as(f.staff, 'put', locationPath(unknownId)).send({ bookingId: null }),
    ),
    adminAnswer('adminPlaceContainer', 409, 'an unknown booking', (f) =>
      f.as(f.staff, 'put', locationPath(f.containerId)).send({ bookingId: unknownId }),
    ),
    adminAnswer('adminPlaceContainer', 401, 'no session', (f) =>
      f.as(undefined, 'put', locationPath(f.containerId)).send({}),
    ),
    adminAnswer('adminPlaceContainer', 403, 'a driver', (f) =>
      f.as(f.driver, 'put', locationPath(f.containerId)).send({ bookingId: null }),
    ),
    adminAnswer('adminListTrucks', 200, 'staff', (f) => f.as(f.staff, 'get', adminRoutes.trucks)),
    adminAnswer('adminListTrucks', 401, 'no session', (f) => f.as(undefined, 'get', adminRoutes.trucks)),
    adminAnswer('adminListTrucks', 403, 'a driver', (f) => f.as(f.driver, 'get', adminRoutes.trucks)),
    adminAnswer('adminAddTruck', 201, 'a new truck', (f) =>
      f.as(f.owner, 'post', adminRoutes.trucks).send(truck),
    ),
    adminAnswer('adminAddTruck', 400, 'no sizes', (f) =>
      f.as(f.owner, 'post', adminRoutes.trucks).send({ ...truck, sizes: [] }),
    ),
    adminAnswer('adminAddTruck', 409, 'a name in use', (f) =>
      f.as(f.owner, 'post', adminRoutes.trucks).send({ ...truck, name: 'Truck 1' }),
    ),
    adminAnswer('adminAddTruck', 401, 'no session', (f) =>
      f.as(undefined, 'post', adminRoutes.trucks).send({}),
    ),
    adminAnswer('adminAddTruck', 403, 'a staff account', (f) =>
      f.as(f.staff, 'post', adminRoutes.trucks).send(truck),
    ),
    adminAnswer('adminChangeTruck', 200, 'out of service', (f) =>
      f.as(f.owner, 'put', truckPath(f.truckId)).send({ ...truck, inService: false }),
    ),
    adminAnswer('adminChangeTruck', 400, 'a name too long', (f) =>
      f.as(f.owner, 'put', truckPath(f.truckId)).send({ ...truck, name: 'x'.repeat(41) }),
    ),
    adminAnswer('adminChangeTruck', 404, 'an unknown truck', (f) =>
      f.as(f.owner, 'put', truckPath(unknownId)).send(truck),
    ),
    adminAnswer('adminChangeTruck', 409, 'a name in use', async (f) => {
      await f.as(f.owner, 'post', adminRoutes.trucks).send(truck);
      return f.as(f.owner, 'put', truckPath(f.truckId)).send(truck);
    }),
    adminAnswer('adminChangeTruck', 401, 'no session', (f) =>
      f.as(undefined, 'put', truckPath(f.truckId)).send({}),
    ),
    adminAnswer('adminChangeTruck', 403, 'a staff account', (f) =>
      f.as(f.staff, 'put', truckPath(f.truckId)).send(truck),
    ),
    adminAnswer('driverStops', 200, 'a driver', (f) => f.as(f.driver, 'get', driverStops.path)),
    adminAnswer('driverStops', 401, 'no session', (f) => f.as(undefined, 'get', driverStops.path)),
    adminAnswer('driverStops', 403, 'a staff account', (f) => f.as(f.staff, 'get', driverStops.path)),
  ];
}

/**
 * The 403 a driver gets on every back-office route a staff member may call (decision 0185), for
 * the routes that answer no other 403 above (a driver's session and token, so only the role is
 * refused).
 */
function driverRefusedAnswers(): RealAnswer[] {
  const answered = new Set([
    'adminDispatchBoard',
    'adminAssignStop',
    'adminOrderRoute',
    'adminListContainers',
    'adminPlaceContainer',
    'adminListTrucks',
  ]);
  const routes: readonly RouteDeclaration[] = adminApiRoutes;
  return routes
    .filter(
      (route) =>
        route.access.kind === 'session' &&
        route.access.roles.includes('staff') &&
        !route.access.roles.includes('driver') &&
        !answered.has(route.name),
    )
    .map((route) =>
      adminAnswer(route.name, 403, 'a driver', (f) => {
        // The guard answers before any parameter is read: a path parameter no fixture names is '1'.
        const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
        const params = Object.fromEntries(names.map((name) => [name, '1']));
        const path = fillPath(route.path, { ...params, id: f.booking.id, messageId: f.deadMessageId });
        const req = f.as(f.driver, route.method as 'get' | 'post' | 'put' | 'delete', path);
        return route.method === 'get' ? req : req.send({});
      }),
    );
}

/**
 * The bounds every route that takes a body derives (decision 0061), for each such route of the back
 * office: a body over 32 KB and one that is not JSON, sent by a caller the route lets in.
 */
function bodyBoundsAnswers(): RealAnswer[] {
  const routes: readonly RouteDeclaration[] = adminApiRoutes;
  return routes
    .filter((route) => route.request?.body !== undefined)
    .flatMap((route) => {
      const caller = (f: Awaited<ReturnType<typeof adminFixture>>) =>
        route.access.kind === 'session' ? f.owner : undefined;
      const path = (f: Awaited<ReturnType<typeof adminFixture>>) =>
        fillPath(route.path, { id: f.booking.id, messageId: f.deadMessageId, noteId: '1' });
      return [
        adminAnswer(route.name, 413, 'a body over 32 KB', (f) =>
          f
            .as(caller(f), route.method as 'post' | 'put' | 'patch', path(f))
            .send({ padding: 'x'.repeat(40_000) }),
        ),
        adminAnswer(route.name, 415, 'a body that is not JSON', (f) =>
          f
            .as(caller(f), route.method as 'post' | 'put' | 'patch', path(f))
            .set('Content-Type', 'text/plain')
            .send('hello'),
        ),
      ];
    });
}
