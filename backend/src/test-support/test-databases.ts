// The databases the persistence suite runs against: PGlite in memory always, and a fresh
// PostgreSQL database per test file when TEST_DATABASE_URL is set (so parallel files and runs
// never collide).
import { randomBytes } from 'node:crypto';
import { defaultFleet } from '@dumpster/domain';
import { afterAll, beforeAll } from 'vitest';
import { seedFleet } from '../adapters/persistence/fleet-seed.ts';
import { migrate, type Orm, openOrm } from '../adapters/persistence/orm.ts';
import { withClient } from './pg-client.ts';

export interface TestDatabase {
  readonly orm: Orm;
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  readonly name: string;
  open(): Promise<TestDatabase>;
}

async function openPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `dumpster_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target = { kind: 'postgresql', url: url.toString(), poolMax: 12 } as const;
  const orm = await openOrm(target);
  await migrate(orm, target);
  await seedFleet(orm, defaultFleet);
  return {
    orm,
    async dispose() {
      await orm.close(true);
      await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function openPglite(): Promise<TestDatabase> {
  const orm = await openOrm({ kind: 'pglite' });
  await migrate(orm);
  await seedFleet(orm, defaultFleet);
  return { orm, dispose: () => orm.close(true) };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'PGlite', open: openPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) kinds.push({ name: 'PostgreSQL', open: () => openPostgres(url) });
  return kinds;
}

/**
 * The database of one describe block: opened before its tests (and before the block's own
 * beforeAll, registered later), disposed of after them. Read `orm` only inside tests and hooks.
 */
export function databaseForSuite(kind: TestDatabaseKind): TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await kind.open();
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return {
    get orm() {
      if (!opened) throw new Error(`the ${kind.name} test database opens in beforeAll`);
      return opened.orm;
    },
    dispose: async () => {
      await opened?.dispose();
    },
  };
}

/** Deletes every row of the tables, in the order given (children before their parents). */
export async function emptyTables(db: TestDatabase, tables: readonly string[]): Promise<void> {
  const connection = db.orm.em.getConnection();
  for (const table of tables) await connection.execute(`delete from "${table}"`);
}

/** Row count of a table, through the ORM's connection. */
export async function countRows(orm: Orm, table: string): Promise<number> {
  const rows = await orm.em
    .getConnection()
    .execute<{ count: string | number }[]>(`select count(*)::int as count from "${table}"`);
  return Number(rows[0]?.count ?? 0);
}
