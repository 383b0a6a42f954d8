// The authorization matrix on the composed server, on each test database, walked from the route
// declarations (domain/src/api, decision 0100): every route a session opens answers 401 without
// one, 403 to each role its access leaves out, 403 to a cross-site state change and to one
// without the session's CSRF token, and its success to each role it lets in. A new route gets its
// rows by being declared; one with a body or query adds its sample request below. The features
// themselves are tested in admin-sign-in, admin-bookings, admin-bookings-csv and
// admin-contact-requests.test.ts.
import { addDays, businessDateAt, type StaffRole, staffRoles } from '@dumpster/domain';
import { apiRoutes, changesState, type RouteDeclaration } from '@dumpster/domain/api';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddBookingNote } from '../application/bookings/add-booking-note.ts';
import type { AddStaffAccount } from '../application/staff/add-staff-account.ts';
import { reliabilityDatabases } from '../reliability/support/databases.ts';
import { type BillingFixtures, billingFixtures } from '../test-support/billing-fixtures.ts';
import {
  type ComposedAdminServer,
  type SignedIn,
  sameOrigin,
  startComposedAdminServer,
} from '../test-support/composed-admin-server.ts';
import { bookingBody } from '../test-support/requests.ts';
import { storedBooking } from '../test-support/stored-booking.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import type { Composition } from './container.ts';
import { TOKENS } from './tokens.ts';

const password = 'a password long enough for the matrix';

/** The routes a session opens, sign-out last (it ends the session the matrix uses). */
const guarded = apiRoutes
  .filter((route) => route.access.kind === 'session')
  .sort((a, b) => Number(a.name === 'adminSignOut') - Number(b.name === 'adminSignOut'));

const rolesOf = (route: RouteDeclaration): readonly StaffRole[] =>
  route.access.kind === 'session' ? route.access.roles : [];

/** Who calls a route in its success row: the last role it lets in (staff before owner). */
const callerOf = (route: RouteDeclaration): StaffRole => rolesOf(route).at(-1) as StaffRole;

/** The composed server runs on the system clock: a booking's dates come from today. */
const today = businessDateAt(new Date());
const comingRental = {
  deliveryDate: openDayOnOrAfter(addDays(today, 3)),
  pickupDate: openDayOnOrAfter(addDays(today, 10)),
};

/** A valid request for each route that takes a body or a query (a new one adds its sample). */
const bodies: Record<string, object> = {
  adminChangeBookingStatus: { status: 'confirmed' },
  adminAddUser: {
    email: 'new@example.com',
    name: 'New Person',
    role: 'staff',
    password: 'a brand new long one',
  },
  adminResetPassword: {
    password: 'a brand new long one',
    currentPassword: 'a password long enough for the matrix',
  },
  adminChangeFleet: { size: '20-yard', units: 4 },
  adminCreateBooking: bookingBody({ email: '', ...comingRental }),
  adminBookContactRequest: bookingBody(comingRental),
  adminAddBookingNote: { text: 'Gate code 4411' },
  adminAddCustomerNote: { text: 'Prefers morning calls' },
  adminPinBookingNote: { pinned: true },
  adminUndoStatusChange: { reason: '' },
  adminAssignStop: {
    date: '2026-11-24',
    stopId: 'delivery:00000000-0000-4000-8000-00000000abcd',
    driverId: null,
    truckId: null,
    window: 'morning',
  },
  adminOrderRoute: {
    date: '2026-11-24',
    driverId: '00000000-0000-4000-8000-00000000abcd',
    stopIds: ['delivery:00000000-0000-4000-8000-00000000abcd'],
  },
  adminAddContainer: { number: 'M-1', size: '20-yard' },
  adminChangeContainerCondition: { condition: 'repair' },
  adminPlaceContainer: { bookingId: null },
  adminAddTruck: { name: 'Matrix truck', sizes: ['20-yard'] },
  adminChangeTruck: { name: 'Matrix truck', sizes: ['20-yard'] },
  adminSetScaleTicket: { tons: '5.2', evidence: [{ kind: 'photo', ref: 'ticket-photo' }] },
  adminAddInvoiceCharge: {
    code: 'prohibited-tire',
    quantity: 1,
    evidence: [{ kind: 'note', ref: 'note-1' }],
  },
  adminAddInvoiceAdjustment: { kind: 'discount', amountCents: 500, reason: 'Repeat customer' },
  adminVoidInvoice: { reason: 'Booked twice' },
  adminIssueCreditNote: {
    reason: 'Late delivery',
    lines: [{ correctsKind: 'rental', description: 'Goodwill', amountCents: 1_000 }],
  },
  adminRecordPayment: {
    amountCents: 1_000,
    date: '2026-11-20',
    tender: { method: 'check', checkNumber: '1042' },
  },
  adminRecordRefund: {
    amountCents: 1_000,
    date: '2026-11-20',
    tender: { method: 'cash' },
    reason: 'Overpaid',
  },
  adminSendTextReply: { body: 'Your driver comes after 2 PM.' },
  adminChangeCalendar: { closedWeekdays: ['sunday'], closures: [] },
  driverOnMyWay: { part: 'delivery' },
  driverDelivered: { containerNumber: '12', photoIds: ['00000000-0000-4000-8000-00000000abcd'] },
  driverPickedUp: { containerNumber: '12', tons: 2.5 },
  driverScaleTicket: { ticketPhotoId: '00000000-0000-4000-8000-00000000abcd' },
  driverProblem: { part: 'delivery', kind: 'box_not_ready', note: 'Still loading.' },
};
const queries: Record<string, string> = {
  adminDayBoard: '?date=2026-11-24',
  adminFleetOccupancy: '?size=20-yard&month=2026-12',
  adminLookUpCustomers: '?q=904-555-0100',
  adminDispatchBoard: '?date=2026-11-24',
  adminCustomerStatement: '?email=billing.customer@example.com&from=2026-11-01&to=2026-11-30',
  adminBillingExport: '?kind=invoices&from=2026-11-01&to=2026-11-30',
  driverUploadPhoto: '?kind=placement',
  adminDashboard: '?from=2026-11-01&to=2026-11-30&bucket=week',
};
/** What the right role gets: the route's success, except where the request names nothing stored. */
const exceptions: Record<string, number> = {
  adminResendMessage: 404,
  // The matrix has no customer's id at hand: a role let through reaches the look-up's 404.
  adminGetCustomer: 404,
  adminListCustomerNotes: 404,
  adminAddCustomerNote: 404,
  // The dispatch rows name stops, containers and trucks the matrix does not make: the right role
  // gets past every guard to the use case, which finds nothing there (the features are tested in
  // dispatch-routes.test.ts).
  adminAssignStop: 409,
  adminOrderRoute: 409,
  adminChangeContainerCondition: 404,
  adminPlaceContainer: 404,
  adminChangeTruck: 404,
  // The fixture's booking never agreed to texts: a reply is refused, after the session let it in.
  adminSendTextReply: 409,
  // The matrix's booking is on no driver's route: the driver gets past every guard to the use
  // case, which refuses a stop not theirs (the actions are tested in driver-actions.test.ts); a
  // photo with no image in the body is refused before that.
  driverOnMyWay: 403,
  driverDelivered: 403,
  driverPickedUp: 403,
  driverScaleTicket: 403,
  driverProblem: 403,
  driverUploadPhoto: 400,
};

function successOf(route: RouteDeclaration): number {
  return (
    exceptions[route.name] ??
    Math.min(
      ...Object.keys(route.answers)
        .map(Number)
        .filter((s) => s < 300),
    )
  );
}

describe('the declarations the matrix walks', () => {
  it('give every route an access the matrix knows, and every session route at least one role', () => {
    for (const route of apiRoutes) {
      expect(['public', 'public-same-site', 'customer-link', 'session', 'webhook']).toContain(
        route.access.kind,
      );
      if (route.access.kind === 'session') expect(route.access.roles.length).toBeGreaterThan(0);
    }
    expect(guarded.length).toBeGreaterThan(0);
  });
});

describe.each(reliabilityDatabases())('the admin API on $name', (database) => {
  let server: ComposedAdminServer;
  let composition: Composition;
  let app: Express;
  let accounts: { add: AddStaffAccount };
  const as = {} as Record<StaffRole, SignedIn>;
  let ids: { bookingId: string; contactId: string; resetUserId: string; noteId: string };

  /**
   * Samples made from the state when the row runs: an edit names the booking's version (earlier
   * rows changed it), new dates are days from today on the server's own clock.
   */
  const liveBodies: Record<string, () => Promise<object>> = {
    adminEditBooking: async () => {
      const [row] = await composition.orm.em
        .getConnection()
        .execute<{ count: string | number }[]>(
          `select count(*) as "count" from "booking_events" where "booking_id" = ?`,
          [ids.bookingId],
        );
      return { version: Number(row?.count ?? 0), changes: { phone: '904-555-0199' } };
    },
    adminChangeBookingDates: async () => {
      const today = businessDateAt(new Date());
      return {
        deliveryDate: openDayOnOrAfter(addDays(today, 10)),
        pickupDate: openDayOnOrAfter(addDays(today, 17)),
        reason: 'Customer called',
      };
    },
  };
  let invoices: BillingFixtures;

  beforeAll(async () => {
    server = await startComposedAdminServer(database);
    ({ composition, app, accounts } = server);
    const system = { kind: 'system' } as const;
    // One account per role: a role added to staffRoles gets its rows with no change here.
    for (const role of staffRoles) {
      const added = await accounts.add.execute(system, {
        email: `${role}@example.com`,
        name: `A ${role}`,
        role,
        password,
      });
      if (!added.ok) throw new Error(`no ${role} account`);
    }
    const reset = await accounts.add.execute(system, {
      email: 'reset@example.com',
      name: 'Rita Reset',
      role: 'staff',
      password,
    });
    if (!reset.ok) throw new Error('accounts not added');
    const booking = storedBooking();
    await server.addBookings([booking]);
    await request(app)
      .post('/api/contact')
      .send({ name: 'Cal Caller', phone: '904-555-0100', email: 'cal@example.com', service: 'other' });
    const [contact] = await composition.orm.em
      .getConnection()
      .execute<{ id: string }[]>(`select "id" from "contact_requests"`);
    const note = await composition.container
      .get<AddBookingNote>(TOKENS.AddBookingNote)
      .execute({ kind: 'staff', userId: reset.user.id, name: 'Rita Reset' }, booking.id, {
        text: 'Dog in yard',
        pinned: false,
      });
    ids = {
      bookingId: booking.id,
      contactId: String(contact?.id),
      resetUserId: reset.user.id,
      noteId: String(note?.id),
    };
    invoices = await billingFixtures(composition, (bookings) => server.addBookings(bookings));
    for (const role of staffRoles) {
      const { status, cookie, csrf } = await server.signIn(`${role}@example.com`, password, '10.1.1.1');
      expect(status).toBe(200);
      as[role] = { cookie, csrf };
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Each billing route acts on an invoice in the state it changes (billing-fixtures.ts). */
  const invoiceFor: Record<string, keyof BillingFixtures> = {
    adminSetScaleTicket: 'draft',
    adminAddInvoiceCharge: 'draft',
    adminAddInvoiceAdjustment: 'draft',
    adminRemoveInvoiceLine: 'draftWithDiscount',
    adminFinaliseInvoice: 'draftToFinalise',
    adminVoidInvoice: 'toVoid',
    adminIssueCreditNote: 'final',
    adminRecordPayment: 'final',
    adminRecordRefund: 'overpaid',
    adminInvoicePdf: 'final',
  };

  function pathOf(route: RouteDeclaration): string {
    const invoice = invoiceFor[route.name];
    if (invoice) return route.path.replace(':position', '1').replace(':id', invoices[invoice]);
    if (route.name === 'adminGetBookingInvoice')
      return route.path.replace(':id', invoices.bookingWithInvoice);
    const id = route.path.startsWith('/api/admin/bookings')
      ? ids.bookingId
      : route.path.startsWith('/api/admin/users')
        ? ids.resetUserId
        : ids.contactId;
    return route.path
      .replace(':bookingId', ids.bookingId)
      .replace(':messageId', '00000000-0000-4000-8000-00000000abcd')
      .replace(':noteId', ids.noteId)
      .replace(':id', id);
  }

  async function call(route: RouteDeclaration, who?: SignedIn, headers: Record<string, string> = {}) {
    let req = request(app)[route.method](pathOf(route) + (queries[route.name] ?? ''));
    if (who) req = req.set('Cookie', who.cookie);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    const live = liveBodies[route.name];
    const body = live ? await live() : bodies[route.name];
    return body ? req.send(body) : req;
  }

  describe.each(guarded.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      const allowed = rolesOf(route);
      const caller = callerOf(route);

      it('answers 401 without a session, and no-store', async () => {
        const res = await call(route, undefined, sameOrigin);
        expect(res.status).toBe(401);
        expect(res.body.error).toBe('not_signed_in');
        expect(res.headers['cache-control']).toBe('no-store');
      });

      for (const role of staffRoles.filter((candidate) => !allowed.includes(candidate)))
        it(`answers 403 to ${role}`, async () => {
          const res = await call(route, as[role], { ...sameOrigin, 'X-CSRF-Token': as[role].csrf });
          expect(res.status).toBe(403);
          expect(res.body.error).toBe('forbidden');
        });

      if (changesState(route.method)) {
        it('answers 403 to a cross-site request, even with the token', async () => {
          const who = as[caller];
          const res = await call(route, who, { 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': who.csrf });
          expect(res.status).toBe(403);
          const byOrigin = await call(route, who, {
            Origin: 'https://evil.example',
            'X-CSRF-Token': who.csrf,
          });
          expect(byOrigin.status).toBe(403);
        });
        it('answers 403 without the CSRF token or with another session’s', async () => {
          const who = as[caller];
          expect((await call(route, who, sameOrigin)).status).toBe(403);
          const other = as[staffRoles.find((role) => role !== caller) as StaffRole];
          expect((await call(route, who, { ...sameOrigin, 'X-CSRF-Token': other.csrf })).status).toBe(403);
        });
      }

      it('answers the right role', async () => {
        const who = as[caller];
        const res = await call(route, who, { ...sameOrigin, 'X-CSRF-Token': who.csrf });
        expect(res.status, JSON.stringify(res.body)).toBe(successOf(route));
        expect(res.headers['cache-control']).toBe('no-store');
        // A read is the same for every role it lets in.
        if (!changesState(route.method))
          for (const role of allowed.filter((candidate) => candidate !== caller))
            expect((await call(route, as[role], sameOrigin)).status).toBe(successOf(route));
      });
    },
  );
});
