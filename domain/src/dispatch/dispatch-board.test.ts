import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  boardStopOf,
  mapLinkFor,
  noAssignment,
  orderBoard,
  reorderIds,
  routeOrderRequestSchema,
  truckCarries,
} from './dispatch-board.ts';
import { deriveDayStops, type StopBooking } from './dispatch-stops.ts';
import { driverRoute, driverStopSchema, driverVisiblePartFields } from './driver-stop.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the board', () => {
  it('links a stop to its address on Google Maps', () => {
    expect(mapLinkFor({ address: '12 Oak Ave #3', city: 'Jacksonville', zipCode: '32202' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Oak%20Ave%20%233%2C%20Jacksonville%2C%20FL%2032202',
    );
  });

  it('orders each driver’s route by position, drivers in the order given, the unassigned last', () => {
    const stops = [
      { id: 'a', driverId: null, position: null },
      { id: 'b', driverId: 'd2', position: 1 },
      { id: 'c', driverId: 'd1', position: 2 },
      { id: 'd', driverId: 'd1', position: 1 },
      { id: 'e', driverId: 'gone', position: 1 },
    ];
    expect(orderBoard(stops, ['d1', 'd2']).map((s) => s.id)).toEqual(['d', 'c', 'b', 'a', 'e']);
  });

  it('moves stops before or after another, keeping every stop once (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (ids, m, t, before) => {
          const moved = [ids[m % ids.length] as string];
          const target = ids[t % ids.length] as string;
          const result = reorderIds(ids, moved, target, before ? 'before' : 'after');
          expect([...result].sort()).toEqual([...ids].sort());
          if (moved[0] !== target) {
            const at = result.indexOf(moved[0] as string);
            expect(result[before ? at + 1 : at - 1]).toBe(target);
          }
        },
      ),
    );
  });

  it('refuses a route order that names a stop twice', () => {
    const stopId = `delivery:${uuid(1)}`;
    const twice = v.safeParse(routeOrderRequestSchema, {
      date: '2026-12-01',
      driverId: uuid(9),
      stopIds: [stopId, stopId],
    });
    expect(twice.success).toBe(false);
  });

  it('lets a truck take a stop only when it carries every size the stop moves', () => {
    const [swap] = deriveDayStops(
      [
        booking(1, { dumpsterSize: '10-yard' }),
        booking(2, { dumpsterSize: '20-yard', deliveryDate: '2026-11-20', pickupDate: '2026-12-01' }),
      ],
      '2026-12-01',
    );
    expect(swap?.kind).toBe('swap');
    expect(truckCarries({ sizes: ['10-yard', '20-yard'] }, swap as never)).toBe(true);
    expect(truckCarries({ sizes: ['20-yard'] }, swap as never)).toBe(false);
  });
});

function booking(n: number, over: Partial<StopBooking> = {}): StopBooking {
  return {
    bookingId: uuid(n),
    reference: `DR-${n}`,
    name: `Customer ${n}`,
    phone: '+19045550100',
    address: '5 Elm St',
    city: 'Jacksonville',
    zipCode: '32202',
    dumpsterSize: '20-yard',
    specialInstructions: 'Gate code 1234',
    status: 'confirmed',
    deliveryDate: '2026-12-01',
    pickupDate: '2026-12-08',
    ...over,
  };
}

describe('what a driver sees', () => {
  it('is only that driver’s stops, numbered in route order, with only the allowed fields (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ driver: fc.constantFrom('d1', 'd2', null), position: fc.integer({ min: 1, max: 50 }) }),
          {
            maxLength: 20,
          },
        ),
        (assignments) => {
          const stops = assignments.map((a, index) =>
            boardStopOf(
              {
                id: `delivery:${uuid(index + 1)}`,
                kind: 'delivery',
                parts: [{ kind: 'delivery', booking: booking(index + 1) }],
              },
              { ...noAssignment, driverId: a.driver, position: a.driver ? a.position : null },
            ),
          );
          const route = driverRoute(stops, 'd1', new Map());
          expect(route.length).toBe(assignments.filter((a) => a.driver === 'd1').length);
          expect(route.map((stop) => stop.position)).toEqual(route.map((_, index) => index + 1));
          for (const stop of route) {
            expect(v.safeParse(driverStopSchema, stop).success).toBe(true);
            for (const part of stop.parts)
              expect(Object.keys(part).sort()).toEqual([...driverVisiblePartFields].sort());
            expect(JSON.stringify(stop)).not.toMatch(/price|cents|total|status|email/i);
          }
        },
      ),
    );
  });
});
