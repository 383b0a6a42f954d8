// The back office's bookings through its API: keyset pages with ties on the sort key, filter and
// search, a status change (409 with the allowed ones), and the day board.
import { adminRoutes } from '@dumpster/domain';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../application/booking.ts';
import { reliabilityDatabases } from '../reliability/support/databases.ts';
import {
  type ComposedAdminServer,
  sameOrigin,
  startComposedAdminServer,
} from '../test-support/composed-admin-server.ts';
import { storedBooking } from '../test-support/stored-booking.ts';

const password = 'a password long enough';

describe.each(reliabilityDatabases())('the back office’s bookings on $name', (database) => {
  let server: ComposedAdminServer;
  let app: Express;
  let cookie = '';
  let csrf = '';

  const get = (path: string) => request(app).get(path).set('Cookie', cookie);
  const post = (path: string, body?: object) => {
    const req = request(app).post(path).set('Cookie', cookie).set(sameOrigin).set('X-CSRF-Token', csrf);
    return body ? req.send(body) : req;
  };
  const addBookings = (bookings: Booking[]) => server.addBookings(bookings);

  beforeAll(async () => {
    server = await startComposedAdminServer(database);
    ({ app } = server);
    await server.accounts.add.execute(
      { kind: 'system' },
      { email: 'dispatch@example.com', name: 'Dee Dispatch', role: 'staff', password },
    );
    ({ cookie, csrf } = await server.signIn('dispatch@example.com', password));
  });
  afterAll(async () => {
    await server?.close();
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

    it('answers 400 naming the cursor for a crafted one: an impossible date, timestamp or id, never 500', async () => {
      const crafted = (values: string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
      const cursors = [
        crafted(['delivery', 'asc', '2026-02-31', tied[0]?.id ?? '']),
        crafted(['delivery', 'asc', '9999-99-99', tied[0]?.id ?? '']),
        crafted(['created', 'desc', '2026-13-45T99:99:99.000Z', tied[0]?.id ?? '']),
        crafted(['created', 'desc', '2026-11-20T10:00:00.000Z', '------------------------------------']),
        crafted(['created', 'desc', '2026-11-20T10:00:00.000Z', 'gggggggg-0000-4000-8000-000000000000']),
        'not a cursor at all!',
      ];
      for (const cursor of cursors) {
        const sort = cursor.startsWith('WyJkZW') ? 'sort=delivery&direction=asc&' : '';
        const res = await get(`${adminRoutes.bookings}?${sort}cursor=${encodeURIComponent(cursor)}`);
        expect(res.status, cursor).toBe(400);
        expect(res.body.fields, cursor).toEqual({
          cursor: 'This page link is no longer valid; start from the first page',
        });
      }
    });

    it('answers 400 naming q or city when they hold a NUL or another control character', async () => {
      for (const [name, value] of [
        ['q', 'jane\u0000'],
        ['city', 'Orange\u0000Park'],
        ['q', 'a\u001bb'],
      ] as const) {
        const res = await get(`${adminRoutes.bookings}?${name}=${encodeURIComponent(value)}`);
        expect(res.status, name).toBe(400);
        expect(Object.keys(res.body.fields)).toEqual([name]);
        const csv = await get(`${adminRoutes.bookingsCsv}?${name}=${encodeURIComponent(value)}`);
        expect(csv.status, name).toBe(400);
      }
    });

    it("answers friendly messages, never the validation library's, for a parameter given twice or of a wrong shape", async () => {
      const res = await get(
        `${adminRoutes.bookings}?city=a&city=b&q=x&q=y&cursor=a&cursor=b&limit=1&limit=2&status=pending&status=confirmed`,
      );
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        city: 'A city has at most 100 characters',
        q: 'Search for at most 100 characters',
        cursor: 'This page link is no longer valid; start from the first page',
        limit: 'A page holds 1 to 200 rows',
        status: expect.stringMatching(/^Choose a status: /),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/Invalid (type|length)|Expected|received/);
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
        'pinnedNotes',
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
        pinnedNotes: [],
      });
      const pickups = await get(`${adminRoutes.dayBoard}?date=2026-12-02`);
      expect(pickups.body.pickups).toHaveLength(7);
      expect((await get(`${adminRoutes.dayBoard}?date=tomorrow`)).status).toBe(400);
    });
  });
});
