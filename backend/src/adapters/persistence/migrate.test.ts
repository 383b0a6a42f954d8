// Several instances starting together on one fresh PostgreSQL database (decision 0016).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrationsList } from './migrations/migrations-list.ts';
import { migrate, type Orm, openOrm } from './orm.ts';

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL');

describe.runIf(postgres)('migrations on PostgreSQL', () => {
  let db: TestDatabase;
  const instances: Orm[] = [];

  beforeAll(async () => {
    db = await (postgres as NonNullable<typeof postgres>).open();
    // A fresh, empty database beside the migrated one of the suite.
    await db.orm.em.getConnection().execute('drop schema public cascade');
    await db.orm.em.getConnection().execute('create schema public');
  });
  afterAll(async () => {
    for (const orm of instances) await orm.close(true);
    await db?.dispose();
  });

  it('let three instances migrate one empty database at once: one applies, the others find nothing to do', async () => {
    const target = { kind: 'postgresql', url: db.orm.config.get('clientUrl') ?? '' } as const;
    for (let i = 0; i < 3; i += 1) instances.push(await openOrm(target));

    const applied = await Promise.all(instances.map((orm) => migrate(orm, target)));

    expect(applied.flat()).toEqual(migrationsList.map((migration) => migration.name));
    expect(await instances[0]?.schema.getUpdateSchemaSQL()).toBe('');
  });
});
