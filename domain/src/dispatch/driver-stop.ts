// What a driver sees of a stop (decision 0182): where to go and whom to call, the size, the
// customer's instructions, the window and the place in the route. Never a price, a booking's
// status history or anything of a stop on another driver's route: the view is made from these
// fields alone, so a field added to a booking cannot reach a driver by accident.
import * as v from 'valibot';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { type BoardStop, stopWindows } from './dispatch-board.ts';
import { stopKinds, stopPartKinds } from './dispatch-stops.ts';

export const driverStopPartSchema = v.strictObject({
  kind: v.picklist(stopPartKinds),
  bookingId: v.string(),
  reference: v.string(),
  name: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  zipCode: v.string(),
  dumpsterSize: v.picklist(dumpsterSizeValues),
  specialInstructions: v.nullable(v.string()),
});

export const driverStopSchema = v.strictObject({
  id: v.string(),
  kind: v.picklist(stopKinds),
  position: v.number(),
  window: v.nullable(v.picklist(stopWindows)),
  truckName: v.nullable(v.string()),
  containerNumber: v.nullable(v.string()),
  mapUrl: v.string(),
  parts: v.array(driverStopPartSchema),
});
export type DriverStop = v.InferOutput<typeof driverStopSchema>;

export const driverStopsSchema = v.strictObject({
  date: v.string(),
  driverName: v.string(),
  stops: v.array(driverStopSchema),
});
export type DriverStops = v.InferOutput<typeof driverStopsSchema>;

/** The fields of a part a driver may see, each named: nothing else is copied. */
export const driverVisiblePartFields = [
  'kind',
  'bookingId',
  'reference',
  'name',
  'phone',
  'address',
  'city',
  'zipCode',
  'dumpsterSize',
  'specialInstructions',
] as const;

/** A board stop as its driver sees it (`position` is the stop's place in the route, from 1). */
export function driverStopOf(stop: BoardStop, position: number, truckName: string | null): DriverStop {
  return {
    id: stop.id,
    kind: stop.kind,
    position,
    window: stop.window,
    truckName,
    containerNumber: stop.containerNumber,
    mapUrl: stop.mapUrl,
    parts: stop.parts.map((part) => ({
      kind: part.kind,
      bookingId: part.bookingId,
      reference: part.reference,
      name: part.name,
      phone: part.phone,
      address: part.address,
      city: part.city,
      zipCode: part.zipCode,
      dumpsterSize: part.dumpsterSize,
      specialInstructions: part.specialInstructions,
    })),
  };
}

/** One driver's stops of the board, in route order, as the driver sees them. */
export function driverRoute(
  stops: readonly BoardStop[],
  driverId: string,
  truckNames: ReadonlyMap<string, string>,
): DriverStop[] {
  return stops
    .filter((stop) => stop.driverId === driverId)
    .sort(
      (a, b) =>
        (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
        (a.id < b.id ? -1 : 1),
    )
    .map((stop, index) =>
      driverStopOf(stop, index + 1, stop.truckId ? (truckNames.get(stop.truckId) ?? null) : null),
    );
}
