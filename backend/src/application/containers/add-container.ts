// An owner adds a container under its painted number (decision 0183): it enters the yard in
// service, and its size's units grow by one in the same transaction, with a line in the audit trail.
import { type AddContainerRequest, businessDateAt, containerMessages } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { FleetUseCase } from '../availability/fleet-use-case.ts';
import type { Clock } from '../ports/clock.ts';
import type { StoredContainer } from '../ports/containers.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { fleetFollowsContainers } from './fleet-follows-containers.ts';

export type AddContainerOutcome =
  | { readonly ok: true; readonly container: StoredContainer }
  | { readonly ok: false; readonly refusal: 'number_taken'; readonly message: string };

export class AddContainer extends FleetUseCase {
  private readonly ids: IdGenerator;

  constructor(unitOfWork: UnitOfWork, clock: Clock, ids: IdGenerator) {
    super(unitOfWork, clock);
    this.ids = ids;
  }

  async execute(
    request: AddContainerRequest,
    actor: Extract<Actor, { kind: 'staff' }>,
  ): Promise<AddContainerOutcome> {
    const { now, horizon } = this.horizonNow();
    const container: StoredContainer = {
      id: this.ids.next(),
      number: request.number,
      size: request.size,
      condition: 'in_service',
      bookingId: null,
      since: businessDateAt(now),
    };
    return this.unitOfWork.transaction(async (repositories) => {
      if ((await repositories.containers.numbers()).has(container.number))
        return { ok: false, refusal: 'number_taken', message: containerMessages.numberTaken } as const;
      await repositories.containers.add(container);
      const fleet = await fleetFollowsContainers(repositories, {
        size: container.size,
        horizon,
        at: now,
        by: actor.name,
      });
      await repositories.audit.append({
        occurredAt: now,
        actor,
        action: 'container_added',
        subject: { type: 'container', id: container.id },
        details: {
          number: container.number,
          size: container.size,
          units: { from: fleet.previousUnits, to: fleet.units },
        },
      });
      return { ok: true, container } as const;
    });
  }
}
