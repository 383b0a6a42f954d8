// The owner adds or changes a truck (decision 0184): its name, the sizes it carries, whether it
// is in service. Each change has its line in the audit trail; a name already used is refused.
import { type Truck, type TruckRequest, truckMessages } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import { TruckNameTakenError } from '../ports/dispatch.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export type TruckOutcome =
  | { readonly ok: true; readonly truck: Truck }
  | { readonly ok: false; readonly refusal: 'name_taken'; readonly message: string }
  | { readonly ok: false; readonly refusal: 'not_found' };

export class SaveTruck {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;

  constructor(unitOfWork: UnitOfWork, clock: Clock, ids: IdGenerator) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
    this.ids = ids;
  }

  /** Adds a truck (no id) or changes one. */
  async execute(
    request: TruckRequest,
    actor: Extract<Actor, { kind: 'staff' }>,
    id?: string,
  ): Promise<TruckOutcome> {
    const truck: Truck = {
      id: id ?? this.ids.next(),
      name: request.name,
      sizes: request.sizes,
      inService: request.inService,
    };
    const now = this.clock.now();
    try {
      return await this.unitOfWork.transaction(async ({ trucks, audit }) => {
        if (id === undefined) await trucks.add(truck);
        else if (!(await trucks.update(truck))) return { ok: false, refusal: 'not_found' } as const;
        await audit.append({
          occurredAt: now,
          actor,
          action: id === undefined ? 'truck_added' : 'truck_changed',
          subject: { type: 'truck', id: truck.id },
          details: { name: truck.name, sizes: truck.sizes, inService: truck.inService },
        });
        return { ok: true, truck } as const;
      });
    } catch (error) {
      if (error instanceof TruckNameTakenError)
        return { ok: false, refusal: 'name_taken', message: truckMessages.nameTaken } as const;
      throw error;
    }
  }
}
