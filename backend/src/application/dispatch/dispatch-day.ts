// One dispatch day as the board and the driver's route read it (decisions 0180, 0181): the stops
// derived from the day's bookings (the day board's read, the domain's deriveDayStops), each with
// the assignment of its parts for that day, the active drivers and the trucks.
import {
  type BoardStop,
  boardStopOf,
  type DayStop,
  type DispatchBoard,
  deriveDayStops,
  noAssignment,
  orderBoard,
  type StopAssignment,
} from '@dumpster/domain';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { PartAssignment } from '../ports/dispatch.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';

/** A day's board: its stops, then their assignments in one transaction. */
export async function readDispatchDay(
  queries: AdminQueries,
  unitOfWork: UnitOfWork,
  date: string,
): Promise<DispatchDay> {
  const stops = await dayStops(queries, date);
  return unitOfWork.transaction((repositories) => assignedDay(stops, repositories, date));
}

export interface DispatchDay {
  readonly stops: readonly DayStop[];
  readonly board: DispatchBoard;
}

const partKey = (bookingId: string, part: string) => `${part}:${bookingId}`;

/**
 * A stop's assignment from its parts': a swap's parts are assigned together, so its first part
 * speaks for it; the container is the one its part set down or took (a swap's delivered box).
 */
function assignmentOf(
  stop: DayStop,
  parts: ReadonlyMap<string, PartAssignment>,
): {
  assignment: StopAssignment;
  containerNumber: string | null;
} {
  const found = stop.parts.map((part) => parts.get(partKey(part.booking.bookingId, part.kind)));
  const first = found[0];
  if (!first) return { assignment: noAssignment, containerNumber: null };
  const withContainer = [...found].reverse().find((part) => part?.containerId);
  return {
    assignment: {
      driverId: first.driverId,
      truckId: first.truckId,
      window: first.window,
      position: first.driverId ? first.position : null,
      containerId: withContainer?.containerId ?? null,
    },
    containerNumber: withContainer?.containerNumber ?? null,
  };
}

/** The day's stops from its bookings (the day board's read, outside any transaction). */
export async function dayStops(queries: AdminQueries, date: string): Promise<DayStop[]> {
  const { deliveries, pickups } = await queries.dayBoard(date);
  return deriveDayStops([...deliveries, ...pickups], date);
}

/** The day's stops with their assignments, read in the caller's transaction. */
export async function assignedDay(
  stops: readonly DayStop[],
  repositories: Pick<TransactionRepositories, 'stopAssignments' | 'users' | 'trucks'>,
  date: string,
): Promise<DispatchDay> {
  const parts = await repositories.stopAssignments.forDay(date);
  const users = await repositories.users.list();
  const trucks = await repositories.trucks.list();
  const byPart = new Map(parts.map((part) => [partKey(part.bookingId, part.part), part]));
  const drivers = users
    .filter((user) => user.role === 'driver' && user.disabledAt === null)
    .map((user) => ({ id: user.id, name: user.name }));
  const boardStops: BoardStop[] = stops.map((stop) => {
    const { assignment, containerNumber } = assignmentOf(stop, byPart);
    return boardStopOf(stop, assignment, containerNumber);
  });
  return {
    stops,
    board: {
      date,
      drivers,
      trucks: trucks
        .filter((truck) => truck.inService)
        .map((truck) => ({ id: truck.id, name: truck.name, sizes: [...truck.sizes] })),
      stops: orderBoard(
        boardStops,
        drivers.map((driver) => driver.id),
      ),
    },
  };
}
