// Opens the database the configuration names (docs/decisions/0011): PostgreSQL through
// @mikro-orm/postgresql when a URL is given, else the embedded PGlite in a data folder (or in
// memory for tests). The same entities and migrations serve both.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgreSqlMikroORM } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, SqlMikroORM } from '@mikro-orm/sql';
import pg from 'pg';
import { releaseDroppedConnections } from './dropped-connection-release.ts';
import { allEntities } from './entities/all-entities.ts';
import { migrationsList } from './migrations/migrations-list.ts';
import { reportRefusedTransactions } from './pglite-refused-transaction.ts';

export type Orm = SqlMikroORM<AbstractSqlDriver>;

export type DatabaseTarget =
  | {
      readonly kind: 'postgresql';
      readonly url: string;
      readonly poolMax?: number;
      readonly connectTimeoutMs?: number;
      readonly statementTimeoutMs?: number;
    }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { readonly kind: 'pglite'; readonly dataDir?: string };

function sharedOptions() {
  return {
    entities: allEntities,
    extensions: [Migrator],
    // Migrations are code, listed explicitly, so a bundle or a read-only disk changes nothing.
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      snapshotName: '.snapshot-dumpster',
      // The runtime never writes a snapshot into the source tree.
      snapshotOnMigrate: false,
      allOrNothing: true,
      transactional: true,
      // main.ts logs what ran through pino.
      silent: true,
    },
    // Each request forks its own EntityManager; the global one is never used for work.
    allowGlobalContext: false,
    debug: false,
  } satisfies Partial<Options>;
}

export async function openOrm(target: DatabaseTarget): Promise<Orm> {
  if (target.kind === 'postgresql') {
    return (await PostgreSqlMikroORM.init({
      ...sharedOptions(),
      clientUrl: target.url,
      pool: { min: 0, max: target.poolMax ?? 10 },
      driverOptions: {
        // An unreachable server is reported within a second (503), not after the OS timeout.
        connectionTimeoutMillis: target.connectTimeoutMs ?? 800,
        statement_timeout: target.statementTimeoutMs ?? 5_000,
        application_name: 'dumpster-backend',
        onPoolCreated: releaseDroppedConnections,
      },
    })) as unknown as Orm;
  }
  const dataDir = target.dataDir ? resolve(target.dataDir) : undefined;
  // PGlite does not create parent folders.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const orm = (await PgliteMikroORM.init({
    ...sharedOptions(),
    // Without a named database the dbName is the cluster's location.
    dbName: dataDir ?? 'memory://',
    // pg_trgm and btree_gist ship with PGlite as contrib: loaded, the back office's free-text
    // search (migration 0006) and the occupancy read by overlap (0008) have the same indexes as
    // on PostgreSQL.
    driverOptions: { extensions: { pg_trgm, btree_gist } },
  })) as unknown as Orm;
  await guardPglite(orm);
  return orm;
}

/** Called on every (re)opened PGlite: see pglite-refused-transaction.ts. */
export async function guardPglite(orm: Orm): Promise<void> {
  reportRefusedTransactions(
    (await orm.em.getConnection().getNativeClient()) as Parameters<typeof reportRefusedTransactions>[0],
  );
}

/** Any constant works: it only has to be the same for every instance of this app. */
const migrationLockId = 4_210_611;

/**
 * Brings the schema up to date; returns the names of the migrations it ran. On PostgreSQL,
 * instances starting together take turns on a session advisory lock held by a connection of its
 * own (the migrator uses several pooled connections, so the lock cannot live in one of them):
 * the second finds nothing left to do instead of racing the first.
 */
export async function migrate(orm: Orm, target?: DatabaseTarget): Promise<string[]> {
  const run = async () => (await orm.migrator.up()).map((migration) => migration.name);
  if (target?.kind !== 'postgresql') return run();
  const lock = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 10_000 });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [migrationLockId]);
    return await run();
  } finally {
    // Closing the session releases the lock even if the unlock is never sent.
    await lock.end();
  }
}
