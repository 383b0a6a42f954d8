// The dispatch board (decisions 0180, 0181): each stop of a day with its assignment (driver,
// truck, window the customer is told, place in the driver's route, container once known), the
// order a dispatcher sets, the link that opens the address on a map, and the requests that change
// an assignment or a route's order.
import * as v from 'valibot';
import { bookingStatuses } from '../booking/booking-status.ts';
import { isIsoDate } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { type DayStop, stopIdSchema, stopKinds, stopPartKinds } from './dispatch-stops.ts';

export const stopWindows = ['morning', 'afternoon'] as const;
/** When the customer may expect the truck: before noon, or after. */
export type StopWindow = (typeof stopWindows)[number];
export const stopWindowLabels: Readonly<Record<StopWindow, string>> = {
  morning: 'Morning (7 AM-12 PM)',
  afternoon: 'Afternoon (12-5 PM)',
};

export interface StopAssignment {
  readonly driverId: string | null;
  readonly truckId: string | null;
  readonly window: StopWindow | null;
  /** 1, 2, ... within the driver's route; null while unassigned. */
  readonly position: number | null;
  readonly containerId: string | null;
}

export const noAssignment: StopAssignment = {
  driverId: null,
  truckId: null,
  window: null,
  position: null,
  containerId: null,
};

/** The one address a stop opens on a map (Google Maps' documented search URL, no key needed). */
export function mapLinkFor(place: { address: string; city: string; zipCode: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${place.address}, ${place.city}, FL ${place.zipCode}`,
  )}`;
}

export const boardStopPartSchema = v.object({
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
  status: v.picklist(bookingStatuses),
});

export const boardStopSchema = v.object({
  id: v.string(),
  kind: v.picklist(stopKinds),
  parts: v.array(boardStopPartSchema),
  driverId: v.nullable(v.string()),
  truckId: v.nullable(v.string()),
  window: v.nullable(v.picklist(stopWindows)),
  position: v.nullable(v.number()),
  containerId: v.nullable(v.string()),
  containerNumber: v.nullable(v.string()),
  mapUrl: v.string(),
});
export type BoardStop = v.InferOutput<typeof boardStopSchema>;

export const dispatchDriverSchema = v.object({ id: v.string(), name: v.string() });
export const dispatchTruckSchema = v.object({
  id: v.string(),
  name: v.string(),
  sizes: v.array(v.picklist(dumpsterSizeValues)),
});
export type DispatchTruck = v.InferOutput<typeof dispatchTruckSchema>;

export const dispatchBoardSchema = v.object({
  date: v.string(),
  /** Active driver accounts, by name. */
  drivers: v.array(dispatchDriverSchema),
  /** Trucks in service, by name. */
  trucks: v.array(dispatchTruckSchema),
  /** Every stop: each driver's in route order, then the unassigned ones in place order. */
  stops: v.array(boardStopSchema),
});
export type DispatchBoard = v.InferOutput<typeof dispatchBoardSchema>;

/** A stop as the board shows it: the derived stop and its assignment. */
export function boardStopOf(
  stop: DayStop,
  assignment: StopAssignment,
  containerNumber: string | null = null,
): BoardStop {
  const first = stop.parts[0]?.booking;
  return {
    id: stop.id,
    kind: stop.kind,
    parts: stop.parts.map(({ kind, booking }) => ({
      kind,
      bookingId: booking.bookingId,
      reference: booking.reference,
      name: booking.name,
      phone: booking.phone,
      address: booking.address,
      city: booking.city,
      zipCode: booking.zipCode,
      dumpsterSize: booking.dumpsterSize,
      specialInstructions: booking.specialInstructions,
      status: booking.status,
    })),
    ...assignment,
    containerNumber,
    mapUrl: first ? mapLinkFor(first) : '',
  };
}

/**
 * The board's order: the drivers' routes (drivers in the order given), each by position, then the
 * stops nobody drives yet, in the order they came (place order). A position left over from an
 * earlier order that two stops share is broken by the stops' ids, so the order is always total.
 */
export function orderBoard<Stop extends Pick<BoardStop, 'id' | 'driverId' | 'position'>>(
  stops: readonly Stop[],
  driverIds: readonly string[],
): Stop[] {
  const rank = new Map(driverIds.map((id, index) => [id, index]));
  const assigned = stops.filter((stop) => stop.driverId !== null && rank.has(stop.driverId));
  const unassigned = stops.filter((stop) => stop.driverId === null || !rank.has(stop.driverId));
  assigned.sort(
    (a, b) =>
      (rank.get(a.driverId as string) ?? 0) - (rank.get(b.driverId as string) ?? 0) ||
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return [...assigned, ...unassigned];
}

/** Moves `moved` (in their order) before or after `target` in `ids`; anything else keeps its place. */
export function reorderIds(
  ids: readonly string[],
  moved: readonly string[],
  target: string,
  where: 'before' | 'after',
): string[] {
  if (moved.includes(target)) return [...ids];
  const movedSet = new Set(moved);
  const staying = ids.filter((id) => !movedSet.has(id));
  const inOrder = ids.filter((id) => movedSet.has(id));
  const at = staying.indexOf(target);
  if (at < 0) return [...ids];
  const index = where === 'before' ? at : at + 1;
  return [...staying.slice(0, index), ...inOrder, ...staying.slice(index)];
}

export const dispatchMessages = {
  date: 'Use a date like 2026-03-14',
  stopId: 'Use a stop id like delivery:<booking id>',
  window: 'Choose morning or afternoon, or no window',
  driverId: 'Choose a driver',
  truckId: 'Choose a truck',
  stopIds: 'List the route’s stops, each once (at most 200)',
  truckCannotCarry: 'That truck cannot carry this size',
  notADriver: 'That driver is not an active driver account',
  unknownTruck: 'That truck is not in service',
  unknownStop: 'That stop is not on this day (its booking changed or was cancelled): reload the board',
  notOnRoute: 'Every stop of the order must be on that driver’s route this day: reload the board',
  containerSize: 'That container is not in service in this size',
} as const;

const dateField = v.pipe(v.string(dispatchMessages.date), v.check(isIsoDate, dispatchMessages.date));
const idField = (message: string) => v.nullable(v.pipe(v.string(message), v.uuid(message)));

export const dispatchBoardQuerySchema = v.object({ date: dateField });

/** One stop's assignment as the dispatcher sets it; null clears a field. */
export const stopAssignmentRequestSchema = v.object({
  date: dateField,
  stopId: stopIdSchema,
  driverId: idField(dispatchMessages.driverId),
  truckId: idField(dispatchMessages.truckId),
  window: v.nullable(v.picklist(stopWindows, dispatchMessages.window)),
  containerId: v.optional(idField('Choose a container')),
});
export type StopAssignmentRequest = v.InferOutput<typeof stopAssignmentRequestSchema>;

/** A driver's route in the order the dispatcher set: every stop of it, each once. */
export const routeOrderRequestSchema = v.object({
  date: dateField,
  driverId: v.pipe(v.string(dispatchMessages.driverId), v.uuid(dispatchMessages.driverId)),
  stopIds: v.pipe(
    v.array(stopIdSchema, dispatchMessages.stopIds),
    v.minLength(1, dispatchMessages.stopIds),
    v.maxLength(200, dispatchMessages.stopIds),
    v.check((ids) => new Set(ids).size === ids.length, dispatchMessages.stopIds),
  ),
});
export type RouteOrderRequest = v.InferOutput<typeof routeOrderRequestSchema>;

/** Whether a truck takes every size a stop moves. */
export function truckCarries(truck: Pick<DispatchTruck, 'sizes'>, stop: Pick<DayStop, 'parts'>): boolean {
  return stop.parts.every((part) => truck.sizes.includes(part.booking.dumpsterSize));
}
