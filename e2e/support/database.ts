// The stored rows, read with SQL on the PostgreSQL pass (E2E_DATABASE_URL, set by e2e/run.ts).
// On the PGlite pass there is no second reader: PGlite's folder belongs to the server process
// alone (docs/decisions/0036), so the journeys check the API's answers and the page there.
import pg from 'pg';

export const databaseUrl = process.env.E2E_DATABASE_URL;

export async function queryRows<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[],
): Promise<Row[]> {
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** An address no other journey uses, so a journey finds its own rows. */
export function uniqueEmail(journey: string): string {
  return `${journey}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}
