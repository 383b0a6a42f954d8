// The routes the back office gained at integration, over the real Express app on the real
// adapters: the owner's fleet (read, change with its audit line and over-committed days, the
// month view) and staff sending a customer a new My booking link (the old one stops working).
import {
  adminRoutes,
  dumpsterSizeValues,
  parseAdminFleetStrictly,
  parseFleetOccupancyStrictly,
} from '@dumpster/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookWithLink } from '../../../test-support/my-booking-link.ts';
import { adminFixture } from '../openapi/admin-answers-fixture.ts';

// The answers are read with the domain's strict parses (no field more or less), as the browser's
// mock answers are (frontend/src/mocks/admin/fleet-handlers.test.ts), so the fleet page works on both.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('the fleet routes', () => {
  it('lowers a size below what is booked: the answer names the over-committed day, the audit trail who did it', async () => {
    const f = await adminFixture();
    // The fixture's booking is a 20-yard from 2026-11-24 to 2026-12-04.
    const changed = await f.as(f.owner, 'put', adminRoutes.fleet).send({ size: '20-yard', units: 0 });
    expect(changed.status).toBe(200);
    parseAdminFleetStrictly(changed.body);
    const twenty = changed.body.sizes.find((row: { size: string }) => row.size === '20-yard');
    expect(twenty.units).toBe(0);
    expect(twenty.overCommittedDays[0]).toEqual({ date: '2026-11-24', booked: 1, total: 0 });
    expect(changed.body.sizes.map((row: { size: string }) => row.size)).toEqual([...dumpsterSizeValues]);
    expect((await f.store.auditEvents()).at(-1)).toMatchObject({
      action: 'fleet_changed',
      actor: { kind: 'staff', name: 'Olive' },
      subject: { type: 'fleet', id: '20-yard' },
      details: { units: { from: 4, to: 0 } },
    });
    const read = await f.as(f.owner, 'get', adminRoutes.fleet);
    expect(read.body).toEqual(changed.body);
  });

  it('refuses a bad figure with 400 naming the field, and changes nothing', async () => {
    const f = await adminFixture();
    const refused = await f.as(f.owner, 'put', adminRoutes.fleet).send({ size: '20-yard', units: -1 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('units');
    expect((await f.store.fleet()).get('20-yard')?.units).toBe(4);
    expect((await f.store.auditEvents()).filter((event) => event.action === 'fleet_changed')).toEqual([]);
  });

  it('answers a month with booked of owned for every day', async () => {
    const f = await adminFixture();
    const month = await f.as(f.owner, 'get', `${adminRoutes.fleetOccupancy}?size=20-yard&month=2026-11`);
    expect(month.status).toBe(200);
    parseFleetOccupancyStrictly(month.body);
    expect(month.body.days).toHaveLength(30);
    expect(month.body.days[22]).toEqual({ date: '2026-11-23', booked: 0, total: 4 });
    expect(month.body.days[23]).toEqual({ date: '2026-11-24', booked: 1, total: 4 });
    const far = await f.as(f.owner, 'get', `${adminRoutes.fleetOccupancy}?size=20-yard&month=1999-01`);
    expect(far.status).toBe(400);
    expect(far.body.fields).toHaveProperty('month');
  });
});

describe('POST /api/admin/bookings/:id/access-link', () => {
  it('stops the old link, e-mails a new one and answers the booking with the e-mail and the history line', async () => {
    const f = await adminFixture();
    const { token, reference } = await bookWithLink(f.app, f.store);
    const booking = (await f.store.bookings()).find((stored) => stored.reference === reference);
    if (!booking) throw new Error('not stored');
    expect((await request(f.app).get('/api/my-booking').set(bearer(token))).status).toBe(200);

    const answer = await f.as(f.staff, 'post', adminRoutes.bookingAccessLink.replace(':id', booking.id));

    expect(answer.status).toBe(200);
    expect(answer.body.reference).toBe(reference);
    expect(answer.body.messages.map((message: { kind: string }) => message.kind)).toContain('booking-link');
    expect(answer.body.history.at(-1)).toMatchObject({
      type: 'access_link_reissued',
      actor: { kind: 'staff', name: 'Sam' },
    });
    expect((await request(f.app).get('/api/my-booking').set(bearer(token))).status).toBe(404);
  });
});
