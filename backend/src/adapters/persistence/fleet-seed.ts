// The first start's fleet (migration 0005): one row per size from the FLEET
// setting, inserted only where the size has none, so a restart never overwrites what the owner
// set in the back office, and a size added to the catalogue later gets its row on the next start.
// A size's units are its containers in service (decision 0183): a size stored here gets that many
// numbered containers in the yard, in the same transaction.
import { randomUUID } from 'node:crypto';
import { businessDateAt, dumpsterSizeValues, type Fleet, firstContainerNumbers } from '@dumpster/domain';
import { fleetSettingAuthor } from '../../application/ports/fleet-ledger.ts';
import { guarded } from './database-errors.ts';
import { ContainerEntity } from './entities/container-entity.ts';
import { FleetEntity } from './entities/fleet-entity.ts';
import type { Orm } from './orm.ts';

/** Stores the setting's units for every size without a row; resolves the sizes it stored. */
export function seedFleet(orm: Orm, fleet: Fleet): Promise<string[]> {
  return guarded(
    () =>
      orm.em.fork().transactional(async (em) => {
        const rows = await em
          .createQueryBuilder(FleetEntity)
          .insert(
            dumpsterSizeValues.map((size) => ({
              dumpsterSize: size,
              units: fleet[size],
              updatedBy: fleetSettingAuthor,
            })),
          )
          .onConflict('dumpsterSize')
          .ignore()
          .returning('dumpsterSize')
          .execute<{ dumpsterSize: string }[]>('all');
        const seeded = rows.map((row) => row.dumpsterSize);
        const taken = new Set(
          (await em.createQueryBuilder(ContainerEntity).select(['number']).execute('all')).map(
            (row) => row.number,
          ),
        );
        const today = businessDateAt(new Date());
        const containers = dumpsterSizeValues
          .filter((size) => seeded.includes(size))
          .flatMap((size) =>
            firstContainerNumbers(size, fleet[size], taken).map((number) => ({
              id: randomUUID(),
              number,
              dumpsterSize: size,
              condition: 'in_service',
              booking: null,
              locatedSince: today,
            })),
          );
        if (containers.length > 0) await em.insertMany(ContainerEntity, containers);
        return seeded;
      }),
    null,
  );
}
