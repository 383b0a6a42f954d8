// What staff do through the admin API on PGlite: sign in (one answer for every refusal,
// throttling, a new session id each time), page bookings by keyset with ties on the sort key,
// filter and search, change a status (409 with the allowed ones), the day board, contact
// requests, and the CSV export with its formula neutralisation.
import { adminRoutes } from '@dumpster/domain';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccounts } from '../application/admin/staff-accounts.ts';
import type { Booking } from '../application/booking.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';
import { loadConfig } from '../config.ts';
import { type ReliabilityDatabase, reliabilityDatabases } from '../reliability/support/databases.ts';
import { storedBooking } from '../test-support/stored-booking.ts';
import { type Composition, compose } from './container.ts';
import { TOKENS } from './tokens.ts';

const password = 'a password long enough';
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };

describe.each(reliabilityDatabases())('the back office through its API on $name', (database) => {
  let db: ReliabilityDatabase;
  let composition: Composition;
  let app: Express;
  const logLines: Record<string, unknown>[] = [];
  let cookie = '';
  let csrf = '';

  const get = (path: string) => request(app).get(path).set('Cookie', cookie);
  const post = (path: string, body?: object) => {
    const req = request(app).post(path).set('Cookie', cookie).set(sameOrigin).set('X-CSRF-Token', csrf);
    return body ? req.send(body) : req;
  };

  async function addBookings(bookings: Booking[]) {
    await composition.container
      .get<UnitOfWork>(TOKENS.UnitOfWork)
      .transaction(async ({ bookings: repository }) => {
        for (const booking of bookings) await repository.add(booking);
      });
  }

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'true' });
    db = await database.open();
    composition = await compose(config, {
      target: db.target,
      logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) }),
    });
    app = composition.app;
    await composition.container
      .get<StaffAccounts>(TOKENS.StaffAccounts)
      .add(
        { kind: 'system' },
        { email: 'dispatch@example.com', name: 'Dee Dispatch', role: 'staff', password },
      );
    const res = await request(app)
      .post(adminRoutes.session)
      .set(sameOrigin)
      .send({ email: 'dispatch@example.com', password });
    cookie = String(res.headers['set-cookie']?.[0]).split(';')[0] ?? '';
    csrf = res.body.csrfToken;
  });
  afterAll(async () => {
    await composition?.close();
    await db?.dispose();
  });

  describe('sign-in', () => {
    it('sets an HttpOnly SameSite=Strict cookie and answers the user and a CSRF token', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .send({ email: 'DISPATCH@example.com', password });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        email: 'dispatch@example.com',
        name: 'Dee Dispatch',
        role: 'staff',
      });
      expect(res.headers['set-cookie']?.[0]).toMatch(
        /^admin-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/,
      );
    });

    it('uses the __Host- cookie with Secure over HTTPS', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('X-Forwarded-Proto', 'https')
        .send({ email: 'dispatch@example.com', password });
      expect(res.headers['set-cookie']?.[0]).toMatch(
        /^__Host-admin-session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
      );
    });

    it('gives a new session at each sign-in and ends the one the browser had', async () => {
      const first = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .send({ email: 'dispatch@example.com', password });
      const firstCookie = String(first.headers['set-cookie']?.[0]).split(';')[0] ?? '';
      const second = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('Cookie', firstCookie)
        .send({ email: 'dispatch@example.com', password });
      const secondCookie = String(second.headers['set-cookie']?.[0]).split(';')[0] ?? '';
      expect(secondCookie).not.toBe(firstCookie);
      expect((await request(app).get(adminRoutes.session).set('Cookie', firstCookie)).status).toBe(401);
      expect((await request(app).get(adminRoutes.session).set('Cookie', secondCookie)).status).toBe(200);
    });

    it('answers an unknown e-mail and a wrong password alike, logging each without the password', async () => {
      const unknown = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('X-Forwarded-For', '10.9.0.1')
        .send({ email: 'nobody@example.com', password: 'secret-guess-1' });
      const wrong = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('X-Forwarded-For', '10.9.0.1')
        .send({ email: 'dispatch@example.com', password: 'secret-guess-2' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect({ ...unknown.body, requestId: '' }).toEqual({ ...wrong.body, requestId: '' });
      const failures = logLines.filter((line) => line.event === 'admin_sign_in_failed');
      expect(failures.map((line) => line.email)).toEqual(['nobody@example.com', 'dispatch@example.com']);
      expect(JSON.stringify(logLines)).not.toMatch(/secret-guess/);
    });

    it('refuses a sign-in posted from another site', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ email: 'dispatch@example.com', password });
      expect(res.status).toBe(403);
    });

    it('throttles an account after 5 failures, whatever the address, with 429', async () => {
      await composition.container
        .get<StaffAccounts>(TOKENS.StaffAccounts)
        .add(
          { kind: 'system' },
          { email: 'target@example.com', name: 'Tara Target', role: 'staff', password },
        );
      for (let i = 0; i < 5; i += 1)
        await request(app)
          .post(adminRoutes.session)
          .set(sameOrigin)
          .set('X-Forwarded-For', `10.8.0.${i}`)
          .send({ email: 'target@example.com', password: 'wrong wrong wrong' });
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('X-Forwarded-For', '10.8.1.1')
        .send({ email: 'target@example.com', password });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('900');
    });

    it('answers 400 naming the field for a sign-in without a password', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .send({ email: 'x@example.com' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ password: 'Please enter your password' });
    });

    it('refuses a body that is not JSON', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .type('form')
        .send('email=dispatch%40example.com&password=x');
      expect(res.status).toBe(415);
    });
  });

  describe('bookings', () => {
    const tie = new Date('2026-11-20T10:00:00.000Z');
    const tied: Booking[] = Array.from({ length: 7 }, (_, i) =>
      storedBooking({
        id: `7000000${i}-0000-4000-8000-000000000000`,
        createdAt: tie,
        city: i % 2 === 0 ? 'Orange Park' : 'Jacksonville',
        name: i === 3 ? 'Zed Quinlan' : 'Jane Carter',
        phone: i === 3 ? '(904) 555-7788' : '(904) 555-0134',
        deliveryDate: '2026-11-25',
        pickupDate: '2026-12-02',
        status: 'pending',
      }),
    );
    const older = storedBooking({
      createdAt: new Date('2026-11-01T10:00:00Z'),
      status: 'cancelled',
      deliveryDate: '2026-11-25',
    });

    beforeAll(async () => {
      await addBookings([...tied, older]);
    });

    it('pages newest first by keyset, ties on created broken by id, every booking once', async () => {
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const res = await get(`${adminRoutes.bookings}?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((item: { id: string }) => item.id));
        cursor = res.body.nextCursor;
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual([...tied.map((b) => b.id).reverse(), older.id]);
    });

    it('pages ascending by delivery date, the same way', async () => {
      const first = await get(`${adminRoutes.bookings}?sort=delivery&direction=asc&limit=4`);
      const second = await get(
        `${adminRoutes.bookings}?sort=delivery&direction=asc&limit=4&cursor=${first.body.nextCursor}`,
      );
      const ids = [...first.body.items, ...second.body.items].map((item: { id: string }) => item.id);
      expect(ids).toEqual([older.id, ...tied.map((b) => b.id)].sort((a, b) => a.localeCompare(b)));
      expect(second.body.nextCursor).toBeNull();
    });

    it('refuses a cursor made for another sort', async () => {
      const first = await get(`${adminRoutes.bookings}?limit=2`);
      const res = await get(`${adminRoutes.bookings}?sort=pickup&cursor=${first.body.nextCursor}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['cursor']);
    });

    it('filters by status, city and delivery range, and counts per status across the other filters', async () => {
      const res = await get(
        `${adminRoutes.bookings}?status=pending&city=orange%20park&deliveryFrom=2026-11-25&deliveryTo=2026-11-25`,
      );
      expect(res.body.items).toHaveLength(4);
      expect(res.body.countsByStatus).toMatchObject({ pending: 4, cancelled: 0 });
      const all = await get(adminRoutes.bookings);
      expect(all.body.countsByStatus).toMatchObject({ pending: 7, cancelled: 1, confirmed: 0 });
    });

    it('finds by free text in the name, the phone digits and the reference, case-insensitive', async () => {
      for (const q of ['quinlan', '5557788', tied[3]?.reference.toLowerCase() ?? '']) {
        const res = await get(`${adminRoutes.bookings}?q=${encodeURIComponent(q)}`);
        expect(
          res.body.items.map((item: { id: string }) => item.id),
          q,
        ).toEqual([tied[3]?.id]);
      }
      const literal = await get(`${adminRoutes.bookings}?q=${encodeURIComponent('%')}`);
      expect(literal.body.items).toEqual([]);
    });

    it('answers 400 naming the field for a bad filter', async () => {
      const res = await get(`${adminRoutes.bookings}?status=lost&limit=9999`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields).sort()).toEqual(['limit', 'status']);
    });

    it('confirms, then refuses a confirmed -> completed jump with 409 and the allowed statuses, with history', async () => {
      const id = tied[0]?.id ?? '';
      const confirmed = await post(`${adminRoutes.bookings}/${id}/status`, { status: 'confirmed' });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        status: 'confirmed',
        allowedNextStatuses: ['delivered', 'cancelled'],
      });
      expect(confirmed.body.history).toEqual([
        expect.objectContaining({
          type: 'status_changed',
          actor: { kind: 'staff', name: 'Dee Dispatch' },
          details: { from: 'pending', to: 'confirmed' },
        }),
      ]);
      const jump = await post(`${adminRoutes.bookings}/${id}/status`, { status: 'completed' });
      expect(jump.status).toBe(409);
      expect(jump.body).toMatchObject({
        error: 'transition_not_allowed',
        status: 'confirmed',
        allowed: ['delivered', 'cancelled'],
      });
      const noReason = await post(`${adminRoutes.bookings}/${id}/status`, { status: 'cancelled' });
      expect(noReason.status).toBe(400);
      expect(Object.keys(noReason.body.fields)).toEqual(['reason']);
      const detail = await get(`${adminRoutes.bookings}/${id}`);
      expect(detail.body.status).toBe('confirmed');
      expect(detail.body.history).toHaveLength(1);
      expect(detail.body.quote.totalCents).toBe(78_000);
    });

    it('answers 404 for an unknown booking', async () => {
      expect((await get(`${adminRoutes.bookings}/not-a-uuid`)).status).toBe(404);
      expect(
        (
          await post(`${adminRoutes.bookings}/70000009-0000-4000-8000-000000000000/status`, {
            status: 'confirmed',
          })
        ).status,
      ).toBe(404);
    });

    it('lists a day’s deliveries and pickups in route order by city, without cancelled ones', async () => {
      const res = await get(`${adminRoutes.dayBoard}?date=2026-11-25`);
      expect(res.status).toBe(200);
      expect(res.body.deliveries.map((stop: { city: string }) => stop.city)).toEqual([
        'Jacksonville',
        'Jacksonville',
        'Jacksonville',
        'Orange Park',
        'Orange Park',
        'Orange Park',
        'Orange Park',
      ]);
      expect(res.body.deliveries.some((stop: { bookingId: string }) => stop.bookingId === older.id)).toBe(
        false,
      );
      // Every field of a stop, in the contract's order, as the booking holds it.
      const [first] = res.body.deliveries;
      const detail = (await get(`${adminRoutes.bookings}/${first.bookingId}`)).body;
      expect(Object.keys(first)).toEqual([
        'bookingId',
        'reference',
        'name',
        'address',
        'city',
        'zipCode',
        'dumpsterSize',
        'phone',
        'specialInstructions',
        'status',
        'deliveryDate',
        'pickupDate',
      ]);
      expect(first).toEqual({
        bookingId: detail.id,
        reference: detail.reference,
        name: detail.name,
        address: detail.address,
        city: detail.city,
        zipCode: detail.zipCode,
        dumpsterSize: detail.dumpsterSize,
        phone: detail.phone,
        specialInstructions: detail.specialInstructions,
        status: detail.status,
        deliveryDate: '2026-11-25',
        pickupDate: detail.pickupDate,
      });
      const pickups = await get(`${adminRoutes.dayBoard}?date=2026-12-02`);
      expect(pickups.body.pickups).toHaveLength(7);
      expect((await get(`${adminRoutes.dayBoard}?date=tomorrow`)).status).toBe(400);
    });
  });

  describe('the CSV export', () => {
    it('streams RFC 4180 CSV with a BOM and neutralises cells a spreadsheet would run', async () => {
      const hostile = storedBooking({
        name: '=HYPERLINK("http://evil.example","x")',
        specialInstructions: '+1 call, "ring" twice\nthen wait',
        companyName: '@SUM(A1)',
        jobName: '\tTabbed',
        jobNumber: '-2+3',
        createdAt: new Date('2026-11-21T00:00:00Z'),
      });
      await addBookings([hostile]);
      const res = await get(`${adminRoutes.bookingsCsv}?q=${encodeURIComponent(hostile.reference)}`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (chunk: Buffer) => chunks.push(chunk));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = body.toString('utf8').slice(1);
      const [header, row, end] = text.split('\r\n');
      expect(header?.startsWith('"Reference","Status","Created"')).toBe(true);
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(row).toContain(`"'+1 call, ""ring"" twice\nthen wait"`);
      expect(row).toContain(`"'@SUM(A1)"`);
      expect(row).toContain(`"'\tTabbed"`);
      expect(row).toContain(`"'-2+3"`);
      expect(end).toBe('');
    });
  });

  describe('contact requests', () => {
    it('lists newest first, marks one contacted with who and when, and filters the ones not contacted yet', async () => {
      for (const name of ['First Caller', 'Second Caller'])
        await request(app)
          .post('/api/contact')
          .send({ name, phone: '904-555-0100', email: 'c@example.com', service: 'other' });
      const list = await get(adminRoutes.contactRequests);
      expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([
        'Second Caller',
        'First Caller',
      ]);
      expect(list.body.notContactedCount).toBe(2);
      const id = list.body.items[1].id;
      const marked = await post(`${adminRoutes.contactRequests}/${id}/contacted`);
      expect(marked.status).toBe(200);
      expect(marked.body.request.contacted).toMatchObject({ byName: 'Dee Dispatch' });
      const open = await get(`${adminRoutes.contactRequests}?notContacted=true`);
      expect(open.body.items.map((item: { name: string }) => item.name)).toEqual(['Second Caller']);
      const [audit] = await composition.orm.em
        .getConnection()
        .execute<{ action: string; actor_name: string }[]>(
          `select "action", "actor_name" from "audit_events" where "subject_id" = ?`,
          [id],
        );
      expect(audit).toEqual({ action: 'contact_marked', actor_name: 'Dee Dispatch' });
    });
  });

  it('ends the session at sign-out', async () => {
    expect(
      (
        await request(app)
          .delete(adminRoutes.session)
          .set('Cookie', cookie)
          .set(sameOrigin)
          .set('X-CSRF-Token', csrf)
      ).status,
    ).toBe(204);
    expect((await get(adminRoutes.session)).status).toBe(401);
  });
});
