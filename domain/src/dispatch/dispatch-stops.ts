// The stops of a dispatch day, derived from the bookings (decision 0180): a booking is delivered
// on its delivery date and picked up on its pickup date; where a full box is picked up and an
// empty one delivered at the same address on the same day, the two are one stop, a swap (one trip,
// one truck). Nothing is stored about a stop but its assignment (who, which truck, when, in which
// order): a booking whose dates move takes its stops with it.
import * as v from 'valibot';
import type { BookingStatus } from '../booking/booking-status.ts';
import { type DumpsterSizeValue, dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';

export const stopPartKinds = ['delivery', 'pickup'] as const;
/** What one booking needs on a day: its box set down, or taken away. */
export type StopPartKind = (typeof stopPartKinds)[number];

export const stopKinds = ['delivery', 'pickup', 'swap'] as const;
export type StopKind = (typeof stopKinds)[number];

export const stopKindLabels: Readonly<Record<StopKind, string>> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  swap: 'Swap',
};

/** The facts of a booking a stop needs (no price: a stop never carries one). */
export interface StopBooking {
  readonly bookingId: string;
  readonly reference: string;
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly zipCode: string;
  readonly dumpsterSize: DumpsterSizeValue;
  readonly specialInstructions: string | null;
  readonly status: BookingStatus;
  readonly deliveryDate: string;
  readonly pickupDate: string;
}

/** One booking's part of a stop. */
export interface StopPart {
  readonly kind: StopPartKind;
  readonly booking: StopBooking;
}

export interface DayStop {
  /** `delivery:<booking>`, `pickup:<booking>` or `swap:<picked-up booking>:<delivered booking>`. */
  readonly id: string;
  readonly kind: StopKind;
  /** One part, or a swap's two: the pickup first, then the delivery. */
  readonly parts: readonly StopPart[];
}

/** A booking that is not cancelled has stops; the status decides nothing else here. */
function hasStops(booking: StopBooking): boolean {
  return booking.status !== 'cancelled';
}

/** The address as the same place: case, spacing and punctuation aside, with its ZIP code. */
export function addressKey(booking: Pick<StopBooking, 'address' | 'zipCode'>): string {
  const street = booking.address.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
  return `${street}|${booking.zipCode.trim()}`;
}

export function partId(kind: StopPartKind, bookingId: string): string {
  return `${kind}:${bookingId}`;
}

/** The route order before a dispatcher sets one: by city, then address, then booking. */
export function compareByPlace(a: DayStop, b: DayStop): number {
  const [x, y] = [a.parts[0]?.booking, b.parts[0]?.booking];
  if (!x || !y) return 0;
  const place = (booking: StopBooking) =>
    `${booking.city.toLowerCase()}\u0000${booking.address.toLowerCase()}`;
  return place(x) < place(y) ? -1 : place(x) > place(y) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The day's stops from the bookings that touch it: every delivery and pickup on `date` of a
 * booking not cancelled, a pickup and a delivery at one address paired into a swap (each part in
 * one stop only: the first pickup with the first delivery, in booking order), in place order.
 */
export function deriveDayStops(bookings: readonly StopBooking[], date: string): DayStop[] {
  const live = [...new Map(bookings.filter(hasStops).map((b) => [b.bookingId, b])).values()].sort((a, b) =>
    a.bookingId < b.bookingId ? -1 : a.bookingId > b.bookingId ? 1 : 0,
  );
  const deliveries = live.filter((b) => b.deliveryDate === date);
  // A booking delivered and picked up the same day is two stops, never a swap with itself.
  const pickups = live.filter((b) => b.pickupDate === date);
  const waitingDeliveries = new Map<string, StopBooking[]>();
  for (const booking of deliveries) {
    const key = addressKey(booking);
    waitingDeliveries.set(key, [...(waitingDeliveries.get(key) ?? []), booking]);
  }
  const stops: DayStop[] = [];
  for (const pickup of pickups) {
    const sameAddress = waitingDeliveries.get(addressKey(pickup)) ?? [];
    const index = sameAddress.findIndex((delivery) => delivery.bookingId !== pickup.bookingId);
    const delivery = index >= 0 ? sameAddress.splice(index, 1)[0] : undefined;
    if (delivery)
      stops.push({
        id: `swap:${pickup.bookingId}:${delivery.bookingId}`,
        kind: 'swap',
        parts: [
          { kind: 'pickup', booking: pickup },
          { kind: 'delivery', booking: delivery },
        ],
      });
    else
      stops.push({
        id: partId('pickup', pickup.bookingId),
        kind: 'pickup',
        parts: [{ kind: 'pickup', booking: pickup }],
      });
  }
  for (const booking of [...waitingDeliveries.values()].flat())
    stops.push({
      id: partId('delivery', booking.bookingId),
      kind: 'delivery',
      parts: [{ kind: 'delivery', booking }],
    });
  return stops.sort(compareByPlace);
}

// A booking's id as ids are written (the server's are UUIDs, and finds nothing for another).
const idLike = /^[A-Za-z0-9-]{1,64}$/;

/** The parts a stop id names, or undefined for an id that is not a stop's. */
export function partsOfStopId(id: string): { kind: StopPartKind; bookingId: string }[] | undefined {
  const [kind, first, second, ...rest] = id.split(':');
  if (rest.length > 0 || !first || !idLike.test(first)) return undefined;
  if (kind === 'swap')
    return second && idLike.test(second) && second !== first
      ? [
          { kind: 'pickup', bookingId: first },
          { kind: 'delivery', bookingId: second },
        ]
      : undefined;
  if ((kind === 'delivery' || kind === 'pickup') && second === undefined) return [{ kind, bookingId: first }];
  return undefined;
}

export const stopIdMessage = 'Use a stop id like delivery:<booking id>';
export const stopIdSchema = v.pipe(
  v.string(stopIdMessage),
  v.check((id) => partsOfStopId(id) !== undefined, stopIdMessage),
);

export const stopPartKindSchema = v.picklist(stopPartKinds);
export const sizeSchema = v.picklist(dumpsterSizeValues);
