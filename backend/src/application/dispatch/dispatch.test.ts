// The dispatch board on the real adapters (decisions 0180-0185): the day's stops with a swap made
// of a pickup and a delivery at one address, assignment with the truck's sizes checked, the route
// order, a booking that moves away taking its stop with it, and a driver's view of only their own
// stops, without a price.
import { businessDateAt } from '@dumpster/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { testNow } from '../../test-support/requests.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { AssignStop } from './assign-stop.ts';
import { OrderRoute } from './order-route.ts';
import { ReadDispatchBoard } from './read-dispatch-board.ts';
import { ReadDriverStops } from './read-driver-stops.ts';
import { SaveTruck } from './save-truck.ts';

const dispatcher = {
  kind: 'staff',
  userId: '00000000-0000-4000-8000-000000000001',
  name: 'Dot Dispatcher',
} as const;
const today = businessDateAt(testNow);
const drivers = {
  ann: { id: '10000000-0000-4000-8000-000000000001', name: 'Ann Driver' },
  bob: { id: '10000000-0000-4000-8000-000000000002', name: 'Bob Driver' },
};

describe('the dispatch board', () => {
  let store: TestStore;
  let clock: FixedClock;
  let truckIds: { big: string; small: string };
  const board = () => new ReadDispatchBoard(store.unitOfWork, store.adminQueries).execute(today);
  const assign = () => new AssignStop(store.unitOfWork, store.adminQueries, clock);

  beforeEach(async () => {
    store = await openTestStore();
    clock = new FixedClock(testNow);
    for (const [index, driver] of Object.values(drivers).entries())
      await store.sql(
        `insert into "users" ("id", "email", "email_canonical", "name", "role", "password_hash")
         values (?, ?, ?, ?, 'driver', 'hash')`,
        [driver.id, `d${index}@example.com`, `d${index}@example.com`, driver.name],
      );
    const save = new SaveTruck(store.unitOfWork, clock, new SequentialIds());
    const big = await save.execute(
      { name: 'Big Mack', sizes: ['10-yard', '15-yard', '20-yard'], inService: true },
      dispatcher,
    );
    const small = await save.execute({ name: 'Little One', sizes: ['10-yard'], inService: true }, dispatcher);
    if (!big.ok || !small.ok) throw new Error('no trucks');
    truckIds = { big: big.truck.id, small: small.truck.id };
    await store.addBookings(
      storedBooking({
        id: '20000000-0000-4000-8000-000000000001',
        address: '5 Oak St',
        deliveryDate: today,
        pickupDate: '2026-11-30',
      }),
      storedBooking({
        id: '20000000-0000-4000-8000-000000000002',
        address: '5 OAK ST.',
        deliveryDate: '2026-11-15',
        pickupDate: today,
      }),
      storedBooking({
        id: '20000000-0000-4000-8000-000000000003',
        address: '9 Elm St',
        deliveryDate: today,
        pickupDate: '2026-11-30',
      }),
      storedBooking({
        id: '20000000-0000-4000-8000-000000000004',
        address: '1 Bay St',
        deliveryDate: today,
        status: 'cancelled',
      }),
    );
  });

  it('shows the day’s swap and delivery, unassigned, and the drivers and trucks to choose from', async () => {
    const read = await board();
    expect(read.stops.map((stop) => [stop.kind, stop.driverId])).toEqual([
      ['swap', null],
      ['delivery', null],
    ]);
    expect(read.stops[0]?.id).toBe(
      'swap:20000000-0000-4000-8000-000000000002:20000000-0000-4000-8000-000000000001',
    );
    expect(read.stops[0]?.mapUrl).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=5%20Oak%20St/i,
    );
    expect(read.drivers.map((d) => d.name)).toEqual(['Ann Driver', 'Bob Driver']);
    expect(read.trucks.map((t) => t.name)).toEqual(['Big Mack', 'Little One']);
  });

  it('assigns a stop to the end of a driver’s route, refuses a truck too small, and orders the route', async () => {
    const [swap, delivery] = (await board()).stops;
    const refused = await assign().execute(
      {
        date: today,
        stopId: String(delivery?.id),
        driverId: drivers.ann.id,
        truckId: truckIds.small,
        window: 'morning',
      },
      dispatcher,
    );
    expect(refused).toEqual({
      ok: false,
      refusal: 'invalid',
      field: 'truckId',
      message: 'That truck cannot carry this size',
    });
    for (const stop of [delivery, swap]) {
      const done = await assign().execute(
        {
          date: today,
          stopId: String(stop?.id),
          driverId: drivers.ann.id,
          truckId: truckIds.big,
          window: 'afternoon',
        },
        dispatcher,
      );
      expect(done.ok).toBe(true);
    }
    expect((await board()).stops.map((stop) => [stop.id, stop.position])).toEqual([
      [delivery?.id, 1],
      [swap?.id, 2],
    ]);
    const ordered = await new OrderRoute(store.unitOfWork, store.adminQueries, clock).execute(
      { date: today, driverId: drivers.ann.id, stopIds: [String(swap?.id), String(delivery?.id)] },
      dispatcher,
    );
    expect(ordered.ok && ordered.board.stops.map((stop) => stop.id)).toEqual([swap?.id, delivery?.id]);
    expect((await store.auditEvents()).map((event) => event.action)).toEqual([
      'truck_added',
      'truck_added',
      'stop_assigned',
      'stop_assigned',
      'route_ordered',
    ]);
    // A route named without all of its stops was read before a change: reload.
    const stale = await new OrderRoute(store.unitOfWork, store.adminQueries, clock).execute(
      { date: today, driverId: drivers.ann.id, stopIds: [String(swap?.id)] },
      dispatcher,
    );
    expect(stale).toMatchObject({ ok: false, refusal: 'stale' });
  });

  it('shows a driver only their own stops of today, in order, with no price', async () => {
    const [swap, delivery] = (await board()).stops;
    await assign().execute(
      {
        date: today,
        stopId: String(swap?.id),
        driverId: drivers.ann.id,
        truckId: truckIds.big,
        window: 'morning',
      },
      dispatcher,
    );
    await assign().execute(
      { date: today, stopId: String(delivery?.id), driverId: drivers.bob.id, truckId: null, window: null },
      dispatcher,
    );
    const ann = await new ReadDriverStops(store.unitOfWork, store.adminQueries, clock).execute(drivers.ann);
    expect(ann.stops.map((stop) => [stop.id, stop.position, stop.truckName, stop.window])).toEqual([
      [swap?.id, 1, 'Big Mack', 'morning'],
    ]);
    expect(JSON.stringify(ann)).not.toMatch(/Cents|quote|price|email/i);
    expect(JSON.stringify(ann)).not.toContain('9 Elm St');
  });

  it('takes a container of the stop’s size in service, and refuses another', async () => {
    const [, delivery] = (await board()).stops;
    const boxes = await store.orm.em
      .getConnection()
      .execute<{ id: string; number: string; dumpster_size: string }[]>(
        `select "id", "number", "dumpster_size" from "containers" order by "number"`,
      );
    const wrong = boxes.find((box) => box.dumpster_size === '10-yard');
    const right = boxes.find((box) => box.dumpster_size === '20-yard');
    const request = {
      date: today,
      stopId: String(delivery?.id),
      driverId: null,
      truckId: null,
      window: null,
    };
    expect(await assign().execute({ ...request, containerId: String(wrong?.id) }, dispatcher)).toMatchObject({
      ok: false,
      field: 'containerId',
    });
    const done = await assign().execute({ ...request, containerId: String(right?.id) }, dispatcher);
    expect(done.ok && done.board.stops.find((stop) => stop.id === delivery?.id)?.containerNumber).toBe(
      right?.number,
    );
  });

  it('drops a stop whose booking moved to another day, and refuses to assign it', async () => {
    const [, delivery] = (await board()).stops;
    await assign().execute(
      { date: today, stopId: String(delivery?.id), driverId: drivers.bob.id, truckId: null, window: null },
      dispatcher,
    );
    await store.sql(`update "bookings" set "delivery_date" = '2026-11-25' where "id" = ?`, [
      '20000000-0000-4000-8000-000000000003',
    ]);
    expect((await board()).stops.map((stop) => stop.kind)).toEqual(['swap']);
    const moved = await assign().execute(
      { date: today, stopId: String(delivery?.id), driverId: drivers.ann.id, truckId: null, window: null },
      dispatcher,
    );
    expect(moved).toMatchObject({ ok: false, refusal: 'unknown_stop' });
    const elsewhere = await new ReadDispatchBoard(store.unitOfWork, store.adminQueries).execute('2026-11-25');
    expect(elsewhere.stops.map((stop) => [stop.id, stop.driverId])).toEqual([[delivery?.id, null]]);
  });
});
