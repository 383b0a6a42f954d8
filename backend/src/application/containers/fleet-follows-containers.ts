// The fleet's units of a size are its containers in service (decision 0183). Every use case that
// changes a container holds the size first (the fleet ledger's week locks over the whole horizon,
// as the owner's fleet change does, decisions 0085, 0089), changes the container, then sets the
// units from the count, all in one transaction: no booking is judged against a figure about to
// change, and the figure is never anything but the count.
import {
  type DateRange,
  type DumpsterSizeValue,
  firstContainerNumbers,
  type OverCommittedDay,
  overCommittedDays,
} from '@dumpster/domain';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { TransactionRepositories } from '../ports/unit-of-work.ts';

type Repositories = Pick<TransactionRepositories, 'fleet' | 'containers'>;

/** Sets the size's units to its containers in service; the days then over-committed. */
export async function fleetFollowsContainers(
  { fleet, containers }: Repositories,
  change: { size: DumpsterSizeValue; horizon: DateRange; at: Date; by: string },
): Promise<{ units: number; previousUnits: number; overCommittedDays: OverCommittedDay[] }> {
  const held = await fleet.hold(change.size, change.horizon);
  const units = await containers.countInService(change.size);
  if (units !== held.fleetUnits)
    await fleet.setUnits({ size: change.size, units, at: change.at, by: change.by });
  return {
    units,
    previousUnits: held.fleetUnits,
    overCommittedDays: overCommittedDays(held.occupancy, units),
  };
}

/**
 * The owner's fleet figure, carried out on the containers (the fleet page still sets a count): a
 * raise adds numbered containers in the yard, a lowering retires containers in service, the yard's
 * first and the highest numbers first. Resolves the numbers added and retired.
 */
export async function containersToFigure(
  { containers }: Repositories,
  change: { size: DumpsterSizeValue; units: number; today: string },
  ids: Pick<IdGenerator, 'next'>,
): Promise<{ added: string[]; retired: string[] }> {
  const inService = await containers.countInService(change.size);
  if (change.units > inService) {
    const numbers = firstContainerNumbers(change.size, change.units - inService, await containers.numbers());
    for (const number of numbers)
      await containers.add({
        id: ids.next(),
        number,
        size: change.size,
        condition: 'in_service',
        bookingId: null,
        since: change.today,
      });
    return { added: numbers, retired: [] };
  }
  const retiring = await containers.inServiceToRetire(change.size, inService - change.units);
  for (const container of retiring) await containers.setCondition(container.id, 'retired');
  return { added: [], retired: retiring.map((container) => container.number) };
}
