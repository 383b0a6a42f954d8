// The dispatcher assigns a stop (decision 0181): a driver, a truck that carries the stop's sizes,
// the window the customer is told, the container once known. A stop given to another driver goes
// to the end of that driver's route; one taken off every driver loses its place. A stop that is no
// longer on that day (its booking moved or was cancelled since the board was read) is refused with
// words that say to reload. The change has its line in the audit trail.
import {
  type DispatchBoard,
  dispatchMessages,
  type StopAssignmentRequest,
  truckCarries,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { assignedDay, dayStops, readDispatchDay } from './dispatch-day.ts';

export type AssignStopOutcome =
  | { readonly ok: true; readonly board: DispatchBoard }
  | {
      readonly ok: false;
      readonly refusal: 'unknown_stop' | 'invalid';
      readonly field: string;
      readonly message: string;
    };

export class AssignStop {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, queries: AdminQueries, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
    this.clock = clock;
  }

  async execute(
    request: StopAssignmentRequest,
    actor: Extract<Actor, { kind: 'staff' }>,
  ): Promise<AssignStopOutcome> {
    const now = this.clock.now();
    const refuse = (refusal: 'unknown_stop' | 'invalid', field: string, message: string) =>
      ({ ok: false, refusal, field, message }) as const;
    // The stops come from the bookings' read, the assignments from this transaction.
    const stops = await dayStops(this.queries, request.date);
    const outcome = await this.unitOfWork.transaction(async (repositories) => {
      const day = await assignedDay(stops, repositories, request.date);
      const stop = day.stops.find((candidate) => candidate.id === request.stopId);
      const shown = day.board.stops.find((candidate) => candidate.id === request.stopId);
      if (!stop || !shown) return refuse('unknown_stop', 'stopId', dispatchMessages.unknownStop);
      if (request.driverId !== null && !day.board.drivers.some((driver) => driver.id === request.driverId))
        return refuse('invalid', 'driverId', dispatchMessages.notADriver);
      const truck =
        request.truckId === null ? undefined : day.board.trucks.find((t) => t.id === request.truckId);
      if (request.truckId !== null && !truck)
        return refuse('invalid', 'truckId', dispatchMessages.unknownTruck);
      if (truck && !truckCarries(truck, stop))
        return refuse('invalid', 'truckId', dispatchMessages.truckCannotCarry);
      const containerId = request.containerId === undefined ? shown.containerId : request.containerId;
      if (containerId !== null && containerId !== shown.containerId) {
        const container = (await repositories.containers.list()).find((c) => c.id === containerId);
        const sizes = stop.parts.map((part) => part.booking.dumpsterSize);
        if (container?.condition !== 'in_service' || !sizes.includes(container.size))
          return refuse('invalid', 'containerId', dispatchMessages.containerSize);
      }
      let position: number | null = null;
      if (request.driverId !== null)
        position =
          request.driverId === shown.driverId && shown.position !== null
            ? shown.position
            : Math.max(
                0,
                ...day.board.stops
                  .filter((other) => other.driverId === request.driverId && other.id !== stop.id)
                  .map((other) => other.position ?? 0),
              ) + 1;
      await repositories.stopAssignments.save(
        stop.parts.map((part) => ({
          bookingId: part.booking.bookingId,
          part: part.kind,
          date: request.date,
          driverId: request.driverId,
          truckId: request.truckId,
          window: request.window,
          position,
          // A swap's container is the empty box it sets down.
          containerId: part.kind === 'delivery' || stop.kind === 'pickup' ? containerId : null,
        })),
        now,
        actor.name,
      );
      await repositories.audit.append({
        occurredAt: now,
        actor,
        action: 'stop_assigned',
        subject: { type: 'stop', id: stop.id },
        details: {
          date: request.date,
          driverId: request.driverId,
          truckId: request.truckId,
          window: request.window,
          containerId,
        },
      });
      return { ok: true } as const;
    });
    if (!outcome.ok) return outcome;
    return { ok: true, board: (await readDispatchDay(this.queries, this.unitOfWork, request.date)).board };
  }
}
