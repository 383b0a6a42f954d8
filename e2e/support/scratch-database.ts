// A PostgreSQL database of its own for one e2e pass, created from TEST_DATABASE_URL and
// dropped afterwards, so runs never see each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `dumpster_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
