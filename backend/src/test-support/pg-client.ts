// One short-lived PostgreSQL connection for work beside the application's pool: creating and
// dropping a scratch database, or reading rows from a second session. Always closed afterwards.
import pg from 'pg';

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
