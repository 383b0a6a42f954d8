// The dispatcher sets the order of a driver's route (decision 0181): the stops named must be
// exactly that driver's stops of the day, each once; they take the places 1, 2, ... in that order.
// A board read before another dispatcher's change is refused with words that say to reload.
import { type DispatchBoard, dispatchMessages, type RouteOrderRequest } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { AdminQueries } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { assignedDay, dayStops, readDispatchDay } from './dispatch-day.ts';

export type OrderRouteOutcome =
  | { readonly ok: true; readonly board: DispatchBoard }
  | { readonly ok: false; readonly refusal: 'stale'; readonly message: string };

export class OrderRoute {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, queries: AdminQueries, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
    this.clock = clock;
  }

  async execute(
    request: RouteOrderRequest,
    actor: Extract<Actor, { kind: 'staff' }>,
  ): Promise<OrderRouteOutcome> {
    const now = this.clock.now();
    // The stops come from the bookings' read, the assignments from this transaction.
    const stops = await dayStops(this.queries, request.date);
    const outcome = await this.unitOfWork.transaction(async (repositories) => {
      const day = await assignedDay(stops, repositories, request.date);
      const route = day.board.stops.filter((stop) => stop.driverId === request.driverId);
      const onRoute = new Set(route.map((stop) => stop.id));
      if (route.length !== request.stopIds.length || !request.stopIds.every((id) => onRoute.has(id)))
        return { ok: false, refusal: 'stale', message: dispatchMessages.notOnRoute } as const;
      const byId = new Map(day.stops.map((stop) => [stop.id, stop]));
      const shown = new Map(route.map((stop) => [stop.id, stop]));
      await repositories.stopAssignments.save(
        request.stopIds.flatMap((id, index) => {
          const stop = byId.get(id);
          const current = shown.get(id);
          if (!stop || !current) return [];
          return stop.parts.map((part) => ({
            bookingId: part.booking.bookingId,
            part: part.kind,
            date: request.date,
            driverId: current.driverId,
            truckId: current.truckId,
            window: current.window,
            position: index + 1,
            containerId: part.kind === 'delivery' || stop.kind === 'pickup' ? current.containerId : null,
          }));
        }),
        now,
        actor.name,
      );
      await repositories.audit.append({
        occurredAt: now,
        actor,
        action: 'route_ordered',
        subject: { type: 'route', id: `${request.date}:${request.driverId}` },
        details: { stopIds: request.stopIds },
      });
      return { ok: true } as const;
    });
    if (!outcome.ok) return outcome;
    return { ok: true, board: (await readDispatchDay(this.queries, this.unitOfWork, request.date)).board };
  }
}
