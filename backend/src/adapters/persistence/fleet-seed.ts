// The first start's fleet (availability issue, migration 0005): one row per size from the FLEET
// setting, inserted only where the size has none, so a restart never overwrites what the owner
// set in the back office, and a size added to the catalogue later gets its row on the next start.
import { dumpsterSizeValues, type Fleet } from '@dumpster/domain';
import { fleetSettingAuthor } from '../../application/ports/fleet-ledger.ts';
import { guarded } from './database-errors.ts';
import type { Orm } from './orm.ts';

/** Stores the setting's units for every size without a row; resolves the sizes it stored. */
export function seedFleet(orm: Orm, fleet: Fleet): Promise<string[]> {
  return guarded(async () => {
    const values = dumpsterSizeValues.map(() => '(?, ?, ?)').join(', ');
    const parameters = dumpsterSizeValues.flatMap((size) => [size, fleet[size], fleetSettingAuthor]);
    const rows = await orm.em.getConnection().execute<{ dumpster_size: string }[]>(
      `insert into "fleet" ("dumpster_size", "units", "updated_by") values ${values}
          on conflict ("dumpster_size") do nothing returning "dumpster_size"`,
      parameters,
    );
    return rows.map((row) => row.dumpster_size);
  }, null);
}
