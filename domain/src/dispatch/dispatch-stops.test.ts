import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../booking/booking-status.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { addressKey, deriveDayStops, partsOfStopId, type StopBooking } from './dispatch-stops.ts';

const day = '2026-12-01';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function booking(n: number, over: Partial<StopBooking> = {}): StopBooking {
  return {
    bookingId: uuid(n),
    reference: `DR-${n}`,
    name: `Customer ${n}`,
    phone: '+19045550100',
    address: `${n} Main St`,
    city: 'Jacksonville',
    zipCode: '32202',
    dumpsterSize: '20-yard',
    specialInstructions: null,
    status: 'confirmed',
    deliveryDate: day,
    pickupDate: '2026-12-08',
    ...over,
  };
}

describe('the stops of a day', () => {
  it('delivers on the delivery date and picks up on the pickup date, never for a cancelled booking', () => {
    const stops = deriveDayStops(
      [
        booking(1),
        booking(2, { deliveryDate: '2026-11-24', pickupDate: day }),
        booking(3, { status: 'cancelled' }),
        booking(4, { deliveryDate: '2026-11-30' }),
      ],
      day,
    );
    expect(stops.map((stop) => stop.id)).toEqual([`delivery:${uuid(1)}`, `pickup:${uuid(2)}`]);
  });

  it('makes a swap of a pickup and a delivery at the same address, the pickup first', () => {
    const stops = deriveDayStops(
      [
        booking(1, { address: '12 Oak Ave.' }),
        booking(2, { address: '12  oak ave', deliveryDate: '2026-11-24', pickupDate: day }),
      ],
      day,
    );
    expect(stops).toHaveLength(1);
    expect(stops[0]?.kind).toBe('swap');
    expect(stops[0]?.id).toBe(`swap:${uuid(2)}:${uuid(1)}`);
    expect(stops[0]?.parts.map((part) => part.kind)).toEqual(['pickup', 'delivery']);
  });

  it('does not pair the same address in another ZIP code, nor a booking with itself', () => {
    const stops = deriveDayStops(
      [
        booking(1, { zipCode: '32207' }),
        booking(2, { deliveryDate: '2026-11-24', pickupDate: day }),
        booking(3, { address: '9 Same Day Rd', pickupDate: day }),
      ],
      day,
    );
    expect(stops.map((stop) => stop.kind).sort()).toEqual(['delivery', 'delivery', 'pickup', 'pickup']);
  });

  it('orders by city, then address', () => {
    const stops = deriveDayStops(
      [booking(1, { city: 'Orange Park' }), booking(2, { address: 'B St' }), booking(3, { address: 'A St' })],
      day,
    );
    expect(stops.map((stop) => stop.parts[0]?.booking.bookingId)).toEqual([uuid(3), uuid(2), uuid(1)]);
  });

  const bookingArb = fc.record({
    n: fc.integer({ min: 1, max: 40 }),
    place: fc.integer({ min: 0, max: 4 }),
    delivery: fc.constantFrom('2026-11-30', day, '2026-12-02'),
    pickup: fc.constantFrom(day, '2026-12-03'),
    status: fc.constantFrom(...bookingStatuses),
    size: fc.constantFrom(...dumpsterSizeValues),
  });

  it('gives every delivery and pickup of the day exactly one place, and only those (property)', () => {
    fc.assert(
      fc.property(fc.array(bookingArb, { maxLength: 30 }), (drawn) => {
        const bookings = [...new Map(drawn.map((d) => [d.n, d])).values()].map((d) =>
          booking(d.n, {
            address: `${d.place} Pine St`,
            deliveryDate: d.delivery,
            pickupDate: d.pickup,
            status: d.status,
            dumpsterSize: d.size,
          }),
        );
        const stops = deriveDayStops(bookings, day);
        const parts = stops.flatMap((stop) =>
          stop.parts.map((part) => `${part.kind}:${part.booking.bookingId}`),
        );
        const expected = bookings
          .filter((b) => b.status !== 'cancelled')
          .flatMap((b) => [
            ...(b.deliveryDate === day ? [`delivery:${b.bookingId}`] : []),
            ...(b.pickupDate === day ? [`pickup:${b.bookingId}`] : []),
          ]);
        expect(parts.sort()).toEqual(expected.sort());
        for (const stop of stops) {
          expect(partsOfStopId(stop.id)?.map((p) => `${p.kind}:${p.bookingId}`)).toEqual(
            stop.parts.map((p) => `${p.kind}:${p.booking.bookingId}`),
          );
          if (stop.kind === 'swap') {
            const [pickup, delivery] = stop.parts;
            expect(addressKey(pickup?.booking as StopBooking)).toBe(
              addressKey(delivery?.booking as StopBooking),
            );
            expect(pickup?.booking.bookingId).not.toBe(delivery?.booking.bookingId);
          }
        }
        expect(new Set(stops.map((stop) => stop.id)).size).toBe(stops.length);
      }),
    );
  });

  it('reads a stop id back, and refuses what is not one', () => {
    expect(partsOfStopId(`pickup:${uuid(1)}`)).toEqual([{ kind: 'pickup', bookingId: uuid(1) }]);
    for (const bad of [
      '',
      'delivery:',
      'delivery:a b',
      `swap:${uuid(1)}`,
      `swap:${uuid(1)}:${uuid(1)}`,
      `drop:${uuid(1)}`,
      `delivery:${uuid(1)}:${uuid(2)}`,
    ])
      expect(partsOfStopId(bad)).toBeUndefined();
  });
});
