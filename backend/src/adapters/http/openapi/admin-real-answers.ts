// Real requests producing every status the OpenAPI document lists for the back office's routes,
// each from a fresh fixture (openapi-answers.test.ts checks each answer against the document).
import { adminRoutes } from '@dumpster/domain';
import { adminApiRoutes, fillPath, type RouteDeclaration } from '@dumpster/domain/api';
import request, { type Response } from 'supertest';
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
  adminAnswer('adminSignIn', 429, 'a sixth failure for one account', async (f) => {
    for (let i = 0; i < 5; i += 1)
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
    f.as(f.owner, 'post', resetPath(f.staffUserId)).send({ password: strong }),
  ),
  adminAnswer('adminResetPassword', 400, 'a short password', (f) =>
    f.as(f.owner, 'post', resetPath(f.staffUserId)).send({ password: 'short' }),
  ),
  adminAnswer('adminResetPassword', 404, 'an unknown account', (f) =>
    f.as(f.owner, 'post', resetPath(unknownId)).send({ password: strong }),
  ),
  adminAnswer('adminResetPassword', 401, 'no session', (f) =>
    f.as(undefined, 'post', resetPath(f.staffUserId)).send({ password: strong }),
  ),
  adminAnswer('adminResetPassword', 403, 'a staff account', (f) =>
    f.as(f.staff, 'post', resetPath(f.staffUserId)).send({ password: strong }),
  ),
  ...bodyBoundsAnswers(),
];

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
        fillPath(route.path, { id: f.booking.id, messageId: f.deadMessageId });
      return [
        adminAnswer(route.name, 413, 'a body over 32 KB', (f) =>
          f.as(caller(f), route.method as 'post' | 'put', path(f)).send({ padding: 'x'.repeat(40_000) }),
        ),
        adminAnswer(route.name, 415, 'a body that is not JSON', (f) =>
          f
            .as(caller(f), route.method as 'post' | 'put', path(f))
            .set('Content-Type', 'text/plain')
            .send('hello'),
        ),
      ];
    });
}
