// The authorization matrix of every admin route on the composed server, on each test database:
// 401 without a session, 403 to staff on owners' routes, to a cross-site request and without the
// CSRF token, and the right answer to the right role. The features themselves are tested in
// admin-sign-in, admin-bookings, admin-bookings-csv and admin-contact-requests.test.ts.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouteTable } from '../adapters/http/admin/admin-router.ts';
import type { AddStaffAccount } from '../application/staff/add-staff-account.ts';
import { reliabilityDatabases } from '../reliability/support/databases.ts';
import {
  type ComposedAdminServer,
  type SignedIn,
  sameOrigin,
  startComposedAdminServer,
} from '../test-support/composed-admin-server.ts';
import { storedBooking } from '../test-support/stored-booking.ts';
import type { Composition } from './container.ts';

const ownerPassword = 'owner password long enough';
const staffPassword = 'staff password long enough';

describe.each(reliabilityDatabases())('the admin API on $name', (database) => {
  let server: ComposedAdminServer;
  let composition: Composition;
  let app: Express;
  let accounts: { add: AddStaffAccount };
  let owner: SignedIn;
  let staff: SignedIn;
  let ids: { bookingId: string; contactId: string; userId: string; resetUserId: string };

  async function signIn(email: string, password: string, address = '10.1.1.1'): Promise<SignedIn> {
    const { status, cookie, csrf } = await server.signIn(email, password, address);
    expect(status).toBe(200);
    return { cookie, csrf };
  }

  beforeAll(async () => {
    server = await startComposedAdminServer(database);
    ({ composition, app, accounts } = server);
    const system = { kind: 'system' } as const;
    await accounts.add.execute(system, {
      email: 'owner@example.com',
      name: 'Olive Owner',
      role: 'owner',
      password: ownerPassword,
    });
    const added = await accounts.add.execute(system, {
      email: 'staff@example.com',
      name: 'Sam Staff',
      role: 'staff',
      password: staffPassword,
    });
    const reset = await accounts.add.execute(system, {
      email: 'reset@example.com',
      name: 'Rita Reset',
      role: 'staff',
      password: staffPassword,
    });
    if (!added.ok || !reset.ok) throw new Error('accounts not added');
    const booking = storedBooking();
    await server.addBookings([booking]);
    await request(app)
      .post('/api/contact')
      .send({ name: 'Cal Caller', phone: '904-555-0100', email: 'cal@example.com', service: 'other' });
    const [contact] = await composition.orm.em
      .getConnection()
      .execute<{ id: string }[]>(`select "id" from "contact_requests"`);
    ids = {
      bookingId: booking.id,
      contactId: String(contact?.id),
      userId: added.user.id,
      resetUserId: reset.user.id,
    };
    owner = await signIn('owner@example.com', ownerPassword);
    staff = await signIn('staff@example.com', staffPassword);
  });
  afterAll(async () => {
    await server?.close();
  });

  function pathOf(path: string): string {
    return `/api/admin${path}`
      .replace(':messageId', '00000000-0000-4000-8000-00000000abcd')
      .replace(
        ':id',
        path.startsWith('/bookings')
          ? ids.bookingId
          : path.startsWith('/users')
            ? ids.resetUserId
            : ids.contactId,
      );
  }

  const bodies: Record<string, object> = {
    'post /bookings/:id/status': { status: 'confirmed' },
    'post /users': {
      email: 'new@example.com',
      name: 'New Person',
      role: 'staff',
      password: 'a brand new long one',
    },
    'post /users/:id/reset-password': { password: 'a brand new long one' },
    'put /fleet': { size: '20-yard', units: 4 },
  };
  const query: Record<string, string> = {
    'get /day-board': '?date=2026-11-24',
    'get /fleet/occupancy': '?size=20-yard&month=2026-12',
  };
  /** What the right role gets: 2xx, except a re-send with no dead message (no message log wired) is 404. */
  const success: Record<string, number> = {
    'delete /session': 204,
    'post /users': 201,
    'post /bookings/:id/messages/:messageId/resend': 404,
  };

  function call(
    route: (typeof adminRouteTable)[number],
    as?: SignedIn,
    headers: Record<string, string> = {},
  ) {
    const key = `${route.method} ${route.path}`;
    let req = request(app)[route.method](pathOf(route.path) + (query[key] ?? ''));
    if (as) req = req.set('Cookie', as.cookie);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    return bodies[key] ? req.send(bodies[key]) : req;
  }

  // Sign-out is last: it ends the session the matrix uses.
  const guarded = adminRouteTable
    .filter((route) => route.access !== 'public')
    .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

  describe.each(guarded.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      const key = `${route.method} ${route.path}`;
      const unsafe = route.method !== 'get';

      it('answers 401 without a session, and no-store', async () => {
        const res = await call(route, undefined, sameOrigin);
        expect(res.status).toBe(401);
        expect(res.body.error).toBe('not_signed_in');
        expect(res.headers['cache-control']).toBe('no-store');
      });

      if (route.access === 'owner')
        it('answers 403 to staff', async () => {
          const res = await call(route, staff, { ...sameOrigin, 'X-CSRF-Token': staff.csrf });
          expect(res.status).toBe(403);
          expect(res.body.error).toBe('forbidden');
        });

      if (unsafe) {
        it('answers 403 to a cross-site request, even with the token', async () => {
          const as = route.access === 'owner' ? owner : staff;
          const res = await call(route, as, { 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': as.csrf });
          expect(res.status).toBe(403);
          const byOrigin = await call(route, as, { Origin: 'https://evil.example', 'X-CSRF-Token': as.csrf });
          expect(byOrigin.status).toBe(403);
        });
        it('answers 403 without the CSRF token or with another session’s', async () => {
          const as = route.access === 'owner' ? owner : staff;
          expect((await call(route, as, sameOrigin)).status).toBe(403);
          const other = as === owner ? staff : owner;
          expect((await call(route, as, { ...sameOrigin, 'X-CSRF-Token': other.csrf })).status).toBe(403);
        });
      }

      it('answers the right role', async () => {
        const as = route.access === 'owner' ? owner : staff;
        const res = await call(route, as, { ...sameOrigin, 'X-CSRF-Token': as.csrf });
        expect(res.status, JSON.stringify(res.body)).toBe(success[key] ?? 200);
        expect(res.headers['cache-control']).toBe('no-store');
        if (route.access === 'staff' && route.method === 'get') {
          const byOwner = await call(route, owner, sameOrigin);
          expect(byOwner.status).toBe(success[key] ?? 200);
        }
      });
    },
  );
});
