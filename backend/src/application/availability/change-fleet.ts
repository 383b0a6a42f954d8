// The owner changes how many dumpsters of a size the business has (decisions 0085-0088). The size
// is held while it changes (no booking of it is judged against a figure about to change), the
// change and its line in the audit trail commit together, and the answer lists the days from
// today on that now have more units booked than exist: lowering below what is booked is allowed,
// the owner must then find a dumpster or call the customers.
import {
  businessDateAt,
  type FleetChangeRequest,
  type OverCommittedDay,
  overCommittedDays,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { containersToFigure } from '../containers/fleet-follows-containers.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { FleetUseCase } from './fleet-use-case.ts';

export interface FleetChanged {
  readonly size: FleetChangeRequest['size'];
  readonly previousUnits: number;
  readonly units: number;
  readonly overCommittedDays: readonly OverCommittedDay[];
}

export class ChangeFleet extends FleetUseCase {
  private readonly ids: Pick<IdGenerator, 'next'>;

  /** `ids` names the containers a raise adds (the units are containers in service, decision 0183). */
  constructor(unitOfWork: UnitOfWork, clock: Clock, ids: Pick<IdGenerator, 'next'>) {
    super(unitOfWork, clock);
    this.ids = ids;
  }

  /** `change` has passed the domain's fleetChangeRequestSchema; `actor` is the owner. */
  async execute(change: FleetChangeRequest, actor: Extract<Actor, { kind: 'staff' }>): Promise<FleetChanged> {
    const { now, horizon } = this.horizonNow();
    return this.unitOfWork.transaction(async ({ fleet, audit, containers }) => {
      const held = await fleet.hold(change.size, horizon);
      const result = {
        size: change.size,
        previousUnits: held.fleetUnits,
        units: change.units,
        overCommittedDays: overCommittedDays(held.occupancy, change.units),
      };
      // The same figure again changes nothing and leaves no line in the trail.
      if (held.fleetUnits === change.units) return result;
      // The figure is carried out on the numbered containers, so the count and the units agree.
      await containersToFigure(
        { fleet, containers },
        { size: change.size, units: change.units, today: businessDateAt(now) },
        this.ids,
      );
      await fleet.setUnits({ size: change.size, units: change.units, at: now, by: actor.name });
      await audit.append({
        occurredAt: now,
        actor,
        action: 'fleet_changed',
        subject: { type: 'fleet', id: change.size },
        details: { units: { from: held.fleetUnits, to: change.units } },
      });
      return result;
    });
  }
}
