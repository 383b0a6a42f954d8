// The back office's fleet page (decisions 0085-0088): each size's units, who set them and when,
// and the days from today on with more units booked than the size has (after the owner lowered
// it), so the owner sees which deliveries now lack a dumpster.
import { type OverCommittedDay, overCommittedDays } from '@dumpster/domain';
import type { FleetSize } from '../ports/fleet-ledger.ts';
import { FleetUseCase } from './fleet-use-case.ts';

export interface FleetSizeView extends FleetSize {
  readonly overCommittedDays: readonly OverCommittedDay[];
}

export class ReadFleet extends FleetUseCase {
  async execute(): Promise<FleetSizeView[]> {
    const { horizon } = this.horizonNow();
    return this.unitOfWork.transaction(async ({ fleet }) => {
      const sizes = await fleet.sizes();
      const views: FleetSizeView[] = [];
      for (const row of sizes) {
        const { occupancy } = await fleet.read(row.size, horizon);
        views.push({ ...row, overCommittedDays: overCommittedDays(occupancy, row.units) });
      }
      return views;
    });
  }
}
