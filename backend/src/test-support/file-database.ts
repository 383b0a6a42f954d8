// The embedded database of one test file, for the tests that run use cases and HTTP routes on the
// real adapters (docs/decisions/0107): a private copy of the migrated template
// (pglite-template.ts), opened the first time a test of the file asks for it, emptied for every
// test that does, closed and removed once the file's tests are done. Copying the template is what
// makes a database per file affordable: docs/performance.md has the figures.
import { rmSync } from 'node:fs';
import { defaultFleet, type Fleet } from '@dumpster/domain';
import { afterAll } from 'vitest';
import { seedFleet } from '../adapters/persistence/fleet-seed.ts';
import { guardPglite, type Orm, openOrm } from '../adapters/persistence/orm.ts';
import { migratedDataDir } from './pglite-template.ts';

interface OpenDatabase {
  readonly orm: Orm;
  readonly dataDir: string;
  /** Deletes every row of every table but the migrations' own, in one statement. */
  readonly empty: string;
}

let opening: Promise<OpenDatabase> | undefined;
/** True while cutOff has closed the database under the adapters. */
let cut = false;

async function open(): Promise<OpenDatabase> {
  const dataDir = await migratedDataDir('test-file-pglite-');
  const orm = await openOrm({ kind: 'pglite', dataDir });
  const tables = await orm.em
    .getConnection()
    .execute<{ tablename: string }[]>(
      `select tablename from pg_tables where schemaname = current_schema() and tablename <> 'mikro_orm_migrations'`,
    );
  // One DELETE per table in one statement: TRUNCATE makes new files for every table and index,
  // which on this disk-backed database costs hundreds of milliseconds a test (docs/performance.md).
  const deletes = tables.map((row, index) => `emptied${index} as (delete from "${row.tablename}")`);
  return { orm, dataDir, empty: `with ${deletes.join(', ')} select 1` };
}

// Registered when a test file first imports this module, so it runs after that file's tests.
afterAll(async () => {
  if (!opening) return;
  const { orm, dataDir } = await opening;
  opening = undefined;
  await orm.close(true).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

/** The file's database with no rows but each size's fleet (the default one unless given). */
export async function emptyFileDatabase(fleet: Fleet = defaultFleet): Promise<Orm> {
  opening ??= open();
  const { orm, empty } = await opening;
  if (cut) await reconnect();
  await orm.em.getConnection().execute(empty);
  await seedFleet(orm, fleet);
  return orm;
}

/**
 * The database stops answering, as an unreachable server would: the embedded database is closed
 * under the adapters, so every call fails with "PGlite is closed" (StorageUnavailableError, 503).
 */
export async function cutOff(): Promise<void> {
  if (!opening || cut) return;
  const { orm } = await opening;
  const pglite = (await orm.em.getConnection().getNativeClient()) as { close(): Promise<void> };
  await pglite.close();
  cut = true;
}

/** The database answers again, with the rows it had when it was cut off. */
export async function reconnect(): Promise<void> {
  if (!opening || !cut) return;
  const { orm } = await opening;
  await orm.close(true).catch(() => {});
  await orm.connect();
  await guardPglite(orm);
  cut = false;
}
