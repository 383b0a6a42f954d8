// An owner sends a container to repair, brings it back into service, or retires it (decision 0183).
// A box at a customer changes nothing until it is back in the yard; a retired one never changes.
// The size's units follow in the same transaction, the answer names the days a lowering leaves
// over-committed (as the fleet page does), and the change has its line in the audit trail.
import {
  type ContainerCondition,
  conditionChangeAllowed,
  containerMessages,
  type OverCommittedDay,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { FleetUseCase } from '../availability/fleet-use-case.ts';
import type { StoredContainer } from '../ports/containers.ts';
import { fleetFollowsContainers } from './fleet-follows-containers.ts';

export type ContainerConditionOutcome =
  | {
      readonly ok: true;
      readonly container: StoredContainer;
      readonly overCommittedDays: readonly OverCommittedDay[];
    }
  | { readonly ok: false; readonly refusal: 'not_found' }
  | { readonly ok: false; readonly refusal: 'not_allowed'; readonly message: string };

export class ChangeContainerCondition extends FleetUseCase {
  async execute(
    id: string,
    condition: ContainerCondition,
    actor: Extract<Actor, { kind: 'staff' }>,
  ): Promise<ContainerConditionOutcome> {
    const { now, horizon } = this.horizonNow();
    return this.unitOfWork.transaction(async (repositories) => {
      const container = await repositories.containers.lock(id);
      if (!container) return { ok: false, refusal: 'not_found' } as const;
      if (!conditionChangeAllowed(container.condition, condition))
        return { ok: false, refusal: 'not_allowed', message: containerMessages.conditionChange } as const;
      if (container.bookingId !== null && condition !== 'in_service')
        return { ok: false, refusal: 'not_allowed', message: containerMessages.atCustomer } as const;
      await repositories.containers.setCondition(container.id, condition);
      const fleet = await fleetFollowsContainers(repositories, {
        size: container.size,
        horizon,
        at: now,
        by: actor.name,
      });
      await repositories.audit.append({
        occurredAt: now,
        actor,
        action: 'container_condition_changed',
        subject: { type: 'container', id: container.id },
        details: {
          number: container.number,
          condition: { from: container.condition, to: condition },
          units: { from: fleet.previousUnits, to: fleet.units },
        },
      });
      return {
        ok: true,
        container: { ...container, condition },
        overCommittedDays: fleet.overCommittedDays,
      } as const;
    });
  }
}
