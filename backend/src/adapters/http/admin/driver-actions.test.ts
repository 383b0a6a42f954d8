// The driver's actions through the API on the real adapters over PGlite (decisions 0190, 0191): a
// photo stored (EXIF gone), Delivered with it (the status by the rules, the container placed, the
// history naming the driver and the photo), a replay counted once, On my way e-mailing the
// customer once, Picked up with the tons and the ticket later, a problem, a driver refused on
// another driver's stop (403), a stop the office moved (409), and an upload cut off storing nothing.

import http from 'node:http';
import { adminRoutes } from '@dumpster/domain';
import { driverApiBase } from '@dumpster/domain/api';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../test-support/composed-admin-server.ts';
import { realisticPhoto, withCameraExif } from '../../../test-support/photo-fixtures.ts';
import { testNow, testToday } from '../../../test-support/requests.ts';
import { storedBooking } from '../../../test-support/stored-booking.ts';
import { testApp } from '../../../test-support/test-app.ts';
import type { TestStore } from '../../../test-support/test-store.ts';
import type { InMemoryObjectStore } from '../../memory/in-memory-object-store.ts';

const password = 'a password long enough';
const bookingId = '20000000-0000-4000-8000-000000000001';
const pickupId = '20000000-0000-4000-8000-000000000002';
const containerId = '30000000-0000-4000-8000-000000000001';
const fullBoxId = '30000000-0000-4000-8000-000000000002';

describe('the driver’s actions', () => {
  let app: Express;
  let store: TestStore;
  let photoStore: InMemoryObjectStore;
  const sessions: Record<string, { cookie: string; csrf: string; id: string }> = {};

  const signIn = async (email: string) => {
    const res = await request(app).post(adminRoutes.session).set(sameOrigin).send({ email, password });
    return {
      cookie: String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '',
      csrf: res.body.csrfToken as string,
    };
  };
  const post = (who: string, path: string, key: string) => {
    const session = sessions[who];
    if (!session) throw new Error(who);
    return request(app)
      .post(`${driverApiBase}/bookings/${path}`)
      .set('Cookie', session.cookie)
      .set(sameOrigin)
      .set('X-CSRF-Token', session.csrf)
      .set('Idempotency-Key', key);
  };
  const upload = async (who: string, booking: string, key: string, kind = 'placement') => {
    const photo = await withCameraExif(await realisticPhoto({ width: 800, height: 600 }), {
      takenAt: '2026:11:22 09:41:00',
      offset: '-05:00',
      gps: true,
    });
    return post(who, `${booking}/photos?kind=${kind}`, key).set('Content-Type', 'image/jpeg').send(photo);
  };
  const history = async (id: string) =>
    await store.unitOfWork.transaction((r) =>
      r.bookingEvents.ofTypes(id, [
        'status_changed',
        'driver_on_my_way',
        'driver_problem',
        'driver_scale_ticket',
      ]),
    );

  beforeEach(async () => {
    const made = await testApp();
    ({ app, store, photoStore } = made);
    for (const [name, email] of [
      ['ann', 'ann@example.com'],
      ['bob', 'bob@example.com'],
    ] as const) {
      const added = await made.accounts.add.execute(
        { kind: 'system' },
        { email, name: `${name} Driver`, role: 'driver', password },
      );
      if (!added.ok) throw new Error('no driver');
      sessions[name] = { ...(await signIn(email)), id: added.user.id };
    }
    await store.addBookings(
      storedBooking({
        id: bookingId,
        status: 'confirmed',
        deliveryDate: testToday,
        pickupDate: '2026-11-30',
      }),
      storedBooking({
        id: pickupId,
        status: 'delivered',
        deliveryDate: '2026-11-15',
        pickupDate: testToday,
        address: '9 Elm St',
      }),
    );
    const now = testNow;
    await store.unitOfWork.transaction(async (r) => {
      await r.containers.add({
        id: containerId,
        number: '12',
        size: '20-yard',
        condition: 'in_service',
        bookingId: null,
        since: '2026-11-01',
      });
      await r.containers.add({
        id: fullBoxId,
        number: '7',
        size: '20-yard',
        condition: 'in_service',
        bookingId: pickupId,
        since: '2026-11-15',
      });
      const part = { date: testToday, truckId: null, window: null, position: 1, containerId: null };
      await r.stopAssignments.save(
        [
          { ...part, bookingId, part: 'delivery', driverId: sessions.ann?.id ?? null },
          { ...part, bookingId: pickupId, part: 'pickup', driverId: sessions.ann?.id ?? null, position: 2 },
        ],
        now,
        'test',
      );
    });
  });

  it('stores a photo without its location, then marks the stop delivered with it, once', async () => {
    const uploaded = await upload('ann', bookingId, 'photo-1');
    expect(uploaded.status).toBe(201);
    const photoId = uploaded.body.photo.id as string;
    expect(uploaded.body.photo.capturedAt).not.toBeNull();
    const record = await store.unitOfWork.transaction((r) => r.photos.findById(photoId));
    const stored = await photoStore.get(record?.storageKey ?? '');
    const chunks: Uint8Array[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Uint8Array);
    const metadata = await sharp(Buffer.concat(chunks)).metadata();
    expect(metadata.exif).toBeUndefined();

    const body = { containerNumber: '12', photoIds: [photoId] };
    const first = await post('ann', `${bookingId}/delivered`, 'deliver-1').send(body);
    expect(first.status).toBe(200);
    const replay = await post('ann', `${bookingId}/delivered`, 'deliver-1').send(body);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const booking = await store.unitOfWork.transaction((r) => r.bookings.findById(bookingId));
    expect(booking?.status).toBe('delivered');
    const container = await store.unitOfWork.transaction((r) => r.containers.lock(containerId));
    expect(container?.bookingId).toBe(bookingId);
    const events = (await history(bookingId)).filter((event) => event.type === 'status_changed');
    expect(events).toHaveLength(1);
    expect(events[0]?.actor).toEqual({ kind: 'staff', userId: sessions.ann?.id, name: 'ann Driver' });
    expect(events[0]?.details).toMatchObject({ to: 'delivered', containerNumber: '12', photoIds: [photoId] });

    const again = await post('ann', `${bookingId}/delivered`, 'deliver-2').send(body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This stop is already marked delivered.');
  });

  it('refuses a driver on another driver’s stop, and a photo for it', async () => {
    const uploaded = await upload('ann', bookingId, 'photo-a');
    const refused = await post('bob', `${bookingId}/delivered`, 'bob-1').send({
      containerNumber: '12',
      photoIds: [uploaded.body.photo.id],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This stop is not on your route today.');
    expect((await upload('bob', bookingId, 'bob-photo')).status).toBe(403);
    const booking = await store.unitOfWork.transaction((r) => r.bookings.findById(bookingId));
    expect(booking?.status).toBe('confirmed');
  });

  it('answers 409 when the office moved the stop meanwhile', async () => {
    const uploaded = await upload('ann', bookingId, 'photo-m');
    await store.sql(`update "bookings" set "delivery_date" = '2026-11-24' where "id" = ?`, [bookingId]);
    const res = await post('ann', `${bookingId}/delivered`, 'moved-1').send({
      containerNumber: '12',
      photoIds: [uploaded.body.photo.id],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The office moved this delivery to 2026-11-24. Reload your route.');
  });

  it('tells the customer once that the driver is on the way', async () => {
    const res = await post('ann', `${bookingId}/on-my-way`, 'way-1').send({ part: 'delivery' });
    expect(res.status).toBe(200);
    await post('ann', `${bookingId}/on-my-way`, 'way-1').send({ part: 'delivery' });
    const queued = await store.unitOfWork.transaction((r) =>
      r.bookingEvents.ofTypes(bookingId, ['driver_on_my_way']),
    );
    expect(queued).toHaveLength(1);
  });

  it('picks up with the tons, the ticket’s photo later, and reports a problem', async () => {
    const picked = await post('ann', `${pickupId}/picked-up`, 'pick-1').send({
      containerNumber: '7',
      tons: 3.4,
    });
    expect(picked.status).toBe(200);
    const box = await store.unitOfWork.transaction((r) => r.containers.lock(fullBoxId));
    expect(box?.bookingId).toBeNull();
    const ticket = await upload('ann', pickupId, 'ticket-photo', 'scale_ticket');
    const added = await post('ann', `${pickupId}/ticket`, 'ticket-1').send({
      ticketPhotoId: ticket.body.photo.id,
    });
    expect(added.status).toBe(200);
    const problem = await post('ann', `${bookingId}/problem`, 'problem-1').send({
      part: 'delivery',
      kind: 'blocked_access',
      note: 'A truck parked in the driveway.',
    });
    expect(problem.status).toBe(200);
    const events = await history(pickupId);
    expect(events.map((event) => event.type)).toEqual(['status_changed', 'driver_scale_ticket']);
    expect(events[0]?.details).toMatchObject({ to: 'picked_up', tons: 3.4, containerNumber: '7' });
  });

  it('stores nothing of an upload cut off halfway', async () => {
    const session = sessions.ann;
    if (!session) throw new Error('ann');
    const photo = await realisticPhoto({ width: 800, height: 600 });
    const server = app.listen(0);
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    // Half the bytes, then the connection drops: the server must see an incomplete body.
    const closed = new Promise<void>((resolve) => {
      const req = http.request({
        port: address.port,
        method: 'POST',
        path: `${driverApiBase}/bookings/${bookingId}/photos?kind=placement`,
        headers: {
          Cookie: session.cookie,
          ...sameOrigin,
          'X-CSRF-Token': session.csrf,
          'Content-Type': 'image/jpeg',
          'Content-Length': String(photo.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(photo.subarray(0, photo.length / 2), () => setImmediate(() => req.destroy()));
    });
    await closed;
    // The server's handler settles on the dropped connection; a complete upload afterwards proves it ran.
    expect((await upload('ann', bookingId, 'after-cut')).status).toBe(201);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const rows = await store.unitOfWork.transaction((r) => r.photos.listForBooking(bookingId));
    expect(rows).toHaveLength(1);
    expect(photoStore.keys()).toHaveLength(2);
  });
});
