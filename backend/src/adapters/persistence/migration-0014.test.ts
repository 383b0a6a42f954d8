// Migration 0014 on a database whose fleet was counted, not numbered (decision 0183): each size's
// units become that many numbered containers in service in the yard, numbered as the domain's
// firstContainerNumbers numbers them, so availability reads the same figures after it.
import { firstContainerNumbers } from '@dumpster/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type Orm, openOrm } from './orm.ts';

describe('migration 0014 on a counted fleet (PGlite)', () => {
  let orm: Orm | undefined;

  afterEach(async () => {
    await orm?.close(true);
    orm = undefined;
  });

  it('numbers every unit of every size, in service, in the yard', async () => {
    orm = await openOrm({ kind: 'pglite' });
    await orm.migrator.up({ to: '0009-send-time-parts-and-canonical-emails' });
    const execute = (statement: string) => (orm as Orm).em.getConnection().execute(statement);
    await execute(`insert into "fleet" ("dumpster_size", "units", "updated_by") values
      ('10-yard', 3, 'FLEET setting'), ('15-yard', 0, 'FLEET setting'), ('20-yard', 11, 'Dana Owner')`);
    await orm.migrator.up({ to: '0014-containers' });

    const rows = await execute(
      `select "number", "dumpster_size", "condition", "booking_id" from "containers" order by "dumpster_size", "number"`,
    );
    expect(rows.filter((row) => row.dumpster_size === '10-yard').map((row) => row.number)).toEqual(
      firstContainerNumbers('10-yard', 3),
    );
    expect(rows.filter((row) => row.dumpster_size === '20-yard').map((row) => row.number)).toEqual(
      firstContainerNumbers('20-yard', 11),
    );
    expect(rows.every((row) => row.condition === 'in_service' && row.booking_id === null)).toBe(true);
    expect(rows).toHaveLength(14);
    await expect(
      execute(`insert into "containers" ("id", "number", "dumpster_size", "condition", "located_since")
        values (gen_random_uuid(), '20-01', '20-yard', 'in_service', '2026-11-27')`),
    ).rejects.toThrow(/containers_number_unique/);
  });
});
