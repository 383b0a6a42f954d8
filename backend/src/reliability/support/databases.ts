// The databases the reliability suite runs on: PGlite in memory always, and a fresh PostgreSQL
// database of its own per use when TEST_DATABASE_URL is set (dropped afterwards), so parallel
// files and runs never see each other's rows.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { DatabaseTarget } from '../../adapters/persistence/orm.ts';
import { withClient } from '../../test-support/pg-client.ts';
import { migratedDataDir } from '../../test-support/pglite-template.ts';

export interface ReliabilityDatabase {
  readonly target: DatabaseTarget;
  /** For PostgreSQL: the database's own URL and name, for a second (admin) connection. */
  readonly url?: string;
  readonly name?: string;
  dispose(): Promise<void>;
}

export interface ReliabilityDatabaseKind {
  readonly name: 'PGlite' | 'PostgreSQL';
  open(): Promise<ReliabilityDatabase>;
}

export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<ReliabilityDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgresql', url: url.toString(), poolMax: 10, connectTimeoutMs: 800 },
    url: url.toString(),
    name,
    dispose: async () => {
      await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export function reliabilityDatabases(): ReliabilityDatabaseKind[] {
  const kinds: ReliabilityDatabaseKind[] = [
    {
      name: 'PGlite',
      open: async () => {
        const dataDir = await migratedDataDir();
        return {
          target: { kind: 'pglite', dataDir },
          dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl)
    kinds.push({ name: 'PostgreSQL', open: () => createPostgresDatabase(adminUrl, 'reliability') });
  return kinds;
}
