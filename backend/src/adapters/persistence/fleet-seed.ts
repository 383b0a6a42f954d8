// The first start's fleet (migration 0005): one row per size from the FLEET
// setting, inserted only where the size has none, so a restart never overwrites what the owner
// set in the back office, and a size added to the catalogue later gets its row on the next start.
import { dumpsterSizeValues, type Fleet } from '@dumpster/domain';
import { fleetSettingAuthor } from '../../application/ports/fleet-ledger.ts';
import { guarded } from './database-errors.ts';
import { FleetEntity } from './entities/fleet-entity.ts';
import type { Orm } from './orm.ts';

/** Stores the setting's units for every size without a row; resolves the sizes it stored. */
export function seedFleet(orm: Orm, fleet: Fleet): Promise<string[]> {
  return guarded(async () => {
    const rows = await orm.em
      .fork()
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
    return rows.map((row) => row.dumpsterSize);
  }, null);
}
