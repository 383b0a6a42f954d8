// Reads back what the stress run stored, straight from the database (the API has no read
// endpoint): every booking row, and which booking each idempotency key points to.
import {
  type BookingStatus,
  type DumpsterSizeValue,
  dailyOccupancy,
  dumpsterSizeValues,
  type OccupancyBooking,
} from '@dumpster/domain';
import pg from 'pg';
import { openOrm } from '../../backend/src/entries/database-tools.ts';

export interface StoredFigures {
  readonly stored: number;
  /** Rows per submission: each submission carries a unique name, so two rows with one name are a duplicate. */
  readonly distinctSubmissions: number;
  readonly bookingIds: ReadonlySet<string>;
  /** The stored bookings' references (what their e-mails' subjects name). */
  readonly references: ReadonlySet<string>;
  /** Idempotency key -> id of the booking its recorded answer names. */
  readonly keyToId: ReadonlyMap<string, string>;
  /** Days (per size) with more units out than the stored fleet, by the domain's counting. */
  readonly overbookedDays: number;
}

const bookingsSql = 'select id::text as id, name, reference from bookings';
const keysSql = `select key, response_body->>'id' as id from idempotency_keys where route = 'bookings'`;
const occupancySql = `select dumpster_size as size, status, to_char(delivery_date, 'YYYY-MM-DD') as d,
  to_char(pickup_date, 'YYYY-MM-DD') as p from bookings`;
const fleetSql = 'select dumpster_size as size, units from fleet';

interface OccupancyRow {
  size: DumpsterSizeValue;
  status: BookingStatus;
  d: string;
  p: string;
}

/** Every (size, day) with more occupying bookings than units, over all the bookings' days. */
function overbookedDays(rows: OccupancyRow[], fleet: { size: string; units: number }[]): number {
  if (rows.length === 0) return 0;
  const bookings: OccupancyBooking[] = rows.map((row) => ({
    dumpsterSize: row.size,
    status: row.status,
    deliveryDate: row.d,
    pickupDate: row.p,
  }));
  const from = rows.map((row) => row.d).sort()[0] as string;
  const to = rows
    .map((row) => row.p)
    .sort()
    .at(-1) as string;
  let days = 0;
  for (const size of dumpsterSizeValues) {
    const units = Number(fleet.find((row) => row.size === size)?.units ?? 0);
    days += dailyOccupancy(bookings, { size, from, to }).units.filter((out) => out > units).length;
  }
  return days;
}

function figures(
  bookings: { id: string; name: string; reference: string }[],
  keys: { key: string; id: string }[],
  occupancy: OccupancyRow[],
  fleet: { size: string; units: number }[],
): StoredFigures {
  return {
    overbookedDays: overbookedDays(occupancy, fleet),
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
    const occupancy = await client.query<OccupancyRow>(occupancySql);
    const fleet = await client.query<{ size: string; units: number }>(fleetSql);
    return figures(bookings.rows, keys.rows, occupancy.rows, fleet.rows);
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
    const occupancy = await connection.execute<OccupancyRow[]>(occupancySql);
    const fleet = await connection.execute<{ size: string; units: number }[]>(fleetSql);
    return figures(bookings, keys, occupancy, fleet);
  } finally {
    await orm.close(true);
  }
}
