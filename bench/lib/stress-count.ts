// Reads back what the stress run stored, straight from the database (the API has no read
// endpoint): every booking row, and which booking each idempotency key points to.
import pg from 'pg';
import { openOrm } from '../../backend/src/adapters/persistence/orm.ts';

export interface StoredFigures {
  readonly stored: number;
  /** Rows per submission: each submission carries a unique name, so two rows with one name are a duplicate. */
  readonly distinctSubmissions: number;
  readonly bookingIds: ReadonlySet<string>;
  /** The stored bookings' references (what their e-mails' subjects name). */
  readonly references: ReadonlySet<string>;
  /** Idempotency key -> id of the booking its recorded answer names. */
  readonly keyToId: ReadonlyMap<string, string>;
}

const bookingsSql = 'select id::text as id, name, reference from bookings';
const keysSql = `select key, response_body->>'id' as id from idempotency_keys where route = 'bookings'`;

function figures(
  bookings: { id: string; name: string; reference: string }[],
  keys: { key: string; id: string }[],
): StoredFigures {
  return {
    stored: bookings.length,
    distinctSubmissions: new Set(bookings.map((row) => row.name)).size,
    bookingIds: new Set(bookings.map((row) => row.id)),
    references: new Set(bookings.map((row) => row.reference)),
    keyToId: new Map(keys.map((row) => [row.key, row.id])),
  };
}

export async function countPostgres(url: string): Promise<StoredFigures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const bookings = await client.query<{ id: string; name: string; reference: string }>(bookingsSql);
    const keys = await client.query<{ key: string; id: string }>(keysSql);
    return figures(bookings.rows, keys.rows);
  } finally {
    await client.end();
  }
}

/** Only once the server has exited: one process per PGlite folder. */
export async function countPglite(dataDir: string): Promise<StoredFigures> {
  const orm = await openOrm({ kind: 'pglite', dataDir });
  try {
    const connection = orm.em.getConnection();
    const bookings = await connection.execute<{ id: string; name: string; reference: string }[]>(bookingsSql);
    const keys = await connection.execute<{ key: string; id: string }[]>(keysSql);
    return figures(bookings, keys);
  } finally {
    await orm.close(true);
  }
}
