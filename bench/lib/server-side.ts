// What the API benchmarks read beside the load: a server process's CPU time, and a query on the
// database it wrote to (to count the stored rows against the acknowledged ones).
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** A process's CPU time so far (user + system), in seconds; undefined where /proc is missing. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name, in USER_HZ
    // ticks (100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** One query on its own connection. */
export async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}
