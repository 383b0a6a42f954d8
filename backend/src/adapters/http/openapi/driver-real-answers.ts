// The driver's actions' real answers (decisions 0190, 0191): a driver with a delivery of today on
// the route, a 20-yard container in the yard, and a placement photo uploaded first where the
// action needs one; each refusal the declarations list, produced for real.
import { driverApiBase } from '@dumpster/domain/api';
import { realisticPhoto } from '../../../test-support/photo-fixtures.ts';
import { testToday } from '../../../test-support/requests.ts';
import { storedBooking } from '../../../test-support/stored-booking.ts';
import { adminFixture } from './admin-answers-fixture.ts';
import type { RealAnswer } from './real-answer.ts';

const containerNumber = 'D-1';

/** The fixture with a booking due today on the driver's route (`part`), and a container. */
async function driverDay(part: 'delivery' | 'pickup' = 'delivery', containerAtBooking = false) {
  const f = await adminFixture();
  const booking = storedBooking(
    part === 'delivery'
      ? { status: 'confirmed', deliveryDate: testToday, pickupDate: '2026-11-30' }
      : { status: 'delivered', deliveryDate: '2026-11-15', pickupDate: testToday },
  );
  await f.store.addBookings(booking);
  await f.store.unitOfWork.transaction(async (r) => {
    await r.containers.add({
      id: '88888888-0000-4000-8000-000000000001',
      number: containerNumber,
      size: booking.dumpsterSize,
      condition: 'in_service',
      bookingId: containerAtBooking ? booking.id : null,
      since: '2026-11-01',
    });
    await r.stopAssignments.save(
      [
        {
          bookingId: booking.id,
          part,
          date: testToday,
          driverId: f.driverUserId,
          truckId: null,
          window: null,
          position: 1,
          containerId: null,
        },
      ],
      new Date(),
      'fixture',
    );
  });
  const path = (action: string) => `${driverApiBase}/bookings/${booking.id}/${action}`;
  const photo = async (kind = 'placement') =>
    String(
      (
        await f
          .as(f.driver, 'post', `${path('photos')}?kind=${kind}`)
          .set('Content-Type', 'image/jpeg')
          .send(await realisticPhoto({ width: 640, height: 480 }))
      ).body.photo.id,
    );
  return { f, booking, path, photo };
}

type Day = Awaited<ReturnType<typeof driverDay>>;

function answer(operationId: string, status: number, what: string, send: () => Promise<unknown>): RealAnswer {
  return { operationId, status, what, send: send as RealAnswer['send'] };
}

interface ActionCase {
  readonly name: string;
  readonly action: string;
  readonly part?: 'pickup';
  readonly body: (day: Day) => Promise<object> | object;
  /** Another valid request, for the key reused. */
  readonly other: object;
}

const actions: readonly ActionCase[] = [
  {
    name: 'driverOnMyWay',
    action: 'on-my-way',
    body: () => ({ part: 'delivery' }),
    other: { part: 'pickup' },
  },
  {
    name: 'driverDelivered',
    action: 'delivered',
    body: async (day) => ({ containerNumber, photoIds: [await day.photo()] }),
    other: { containerNumber: 'D-2', photoIds: ['00000000-0000-4000-8000-00000000abcd'] },
  },
  {
    name: 'driverPickedUp',
    action: 'picked-up',
    part: 'pickup',
    body: () => ({ containerNumber, tons: 2.5 }),
    other: { containerNumber, tons: 3 },
  },
  {
    name: 'driverProblem',
    action: 'problem',
    body: () => ({ part: 'delivery', kind: 'box_not_ready', note: '' }),
    other: { part: 'delivery', kind: 'blocked_access', note: '' },
  },
];

function actionAnswers(c: ActionCase): RealAnswer[] {
  const ready = () => driverDay(c.part ?? 'delivery', c.part === 'pickup');
  const send = (day: Day, who: 'driver' | 'staff' | undefined, body: object, key = 'k-1') =>
    day.f
      .as(who === undefined ? undefined : day.f[who], 'post', day.path(c.action))
      .set('Idempotency-Key', key)
      .send(body);
  return [
    answer(c.name, 200, 'a stop of the driver’s route today', async () => {
      const day = await ready();
      return send(day, 'driver', await c.body(day));
    }),
    answer(c.name, 400, 'a booking id that is not one', async () => {
      const day = await ready();
      return day.f
        .as(day.f.driver, 'post', `${driverApiBase}/bookings/nope/${c.action}`)
        .send(await c.body(day));
    }),
    answer(c.name, 401, 'no session', async () => {
      const day = await ready();
      return send(day, undefined, await c.body(day));
    }),
    answer(c.name, 403, 'staff, not a driver', async () => {
      const day = await ready();
      return send(day, 'staff', await c.body(day));
    }),
    answer(c.name, 409, 'a stop the office cancelled meanwhile', async () => {
      const day = await ready();
      const body = await c.body(day);
      await day.f.store.sql(`update "bookings" set "status" = 'cancelled' where "id" = ?`, [day.booking.id]);
      return send(day, 'driver', body);
    }),
    answer(c.name, 422, 'a used key with another request', async () => {
      const day = await ready();
      const body = await c.body(day);
      await send(day, 'driver', body);
      return send(day, 'driver', c.other);
    }),
    answer(c.name, 413, 'a body over 32 KB', async () => {
      const day = await ready();
      return send(day, 'driver', { padding: 'x'.repeat(40_000) });
    }),
    answer(c.name, 415, 'a body that is not JSON', async () => {
      const day = await ready();
      return day.f
        .as(day.f.driver, 'post', day.path(c.action))
        .set('Content-Type', 'text/plain')
        .send('hello');
    }),
  ];
}

function ticketAnswers(): RealAnswer[] {
  const name = 'driverScaleTicket';
  const picked = async () => {
    const day = await driverDay('pickup', true);
    await day.f.as(day.f.driver, 'post', day.path('picked-up')).send({ containerNumber, tons: 3.1 });
    return day;
  };
  const send = async (day: Day, who: 'driver' | 'staff' | undefined, key = 'k-t') =>
    day.f
      .as(who === undefined ? undefined : day.f[who], 'post', day.path('ticket'))
      .set('Idempotency-Key', key)
      .send({ ticketPhotoId: await day.photo('scale_ticket') });
  return [
    answer(name, 200, 'the ticket’s photo after the pickup', async () => send(await picked(), 'driver')),
    answer(name, 400, 'no photo id', async () => {
      const day = await picked();
      return day.f.as(day.f.driver, 'post', day.path('ticket')).send({});
    }),
    answer(name, 401, 'no session', async () => send(await picked(), undefined)),
    answer(name, 403, 'staff, not a driver', async () => send(await picked(), 'staff')),
    answer(name, 409, 'before the pickup is marked', async () =>
      send(await driverDay('pickup', true), 'driver'),
    ),
    answer(name, 422, 'a used key with another photo', async () => {
      const day = await picked();
      await send(day, 'driver');
      return send(day, 'driver');
    }),
    answer(name, 413, 'a body over 32 KB', async () => {
      const day = await picked();
      return day.f.as(day.f.driver, 'post', day.path('ticket')).send({ padding: 'x'.repeat(40_000) });
    }),
    answer(name, 415, 'a body that is not JSON', async () => {
      const day = await picked();
      return day.f.as(day.f.driver, 'post', day.path('ticket')).set('Content-Type', 'text/plain').send('hi');
    }),
  ];
}

function photoAnswers(): RealAnswer[] {
  const name = 'driverUploadPhoto';
  const upload = async (day: Day, who: 'driver' | 'staff' | undefined, bytes?: Buffer, key = 'k-p') =>
    day.f
      .as(who === undefined ? undefined : day.f[who], 'post', `${day.path('photos')}?kind=placement`)
      .set('Idempotency-Key', key)
      .set('Content-Type', 'image/jpeg')
      .send(bytes ?? (await realisticPhoto({ width: 640, height: 480 })));
  return [
    answer(name, 201, 'a phone photo', async () => upload(await driverDay(), 'driver')),
    answer(name, 400, 'bytes that are not an image', async () =>
      upload(await driverDay(), 'driver', Buffer.from('not an image')),
    ),
    answer(name, 401, 'no session', async () => upload(await driverDay(), undefined)),
    answer(name, 403, 'staff, not a driver', async () => upload(await driverDay(), 'staff')),
    answer(name, 409, 'a booking the office cancelled', async () => {
      const day = await driverDay();
      await day.f.store.sql(`update "bookings" set "status" = 'cancelled' where "id" = ?`, [day.booking.id]);
      return upload(day, 'driver');
    }),
    answer(name, 422, 'a used key with another photo', async () => {
      const day = await driverDay();
      await upload(day, 'driver');
      return upload(day, 'driver', await realisticPhoto({ width: 600, height: 400 }));
    }),
  ];
}

export const driverRealAnswers: RealAnswer[] = [
  ...actions.flatMap(actionAnswers),
  ...ticketAnswers(),
  ...photoAnswers(),
];
