// `npm run seed -- --bookings=1000000 [--contacts=200000]`: fills the configured database
// (DATABASE_URL, else DATA_DIR's PGlite) with made-up bookings and contact requests for the
// back office's benchmark (bench/admin.ts). Rows are generated inside the database with
// generate_series, 100,000 per statement: a million rows take seconds on PostgreSQL, not a
// million round trips. References are CH-XXXX-XXXX from a hash of the row number (random-looking like real ones; the
// few that collide are skipped), created
// instants are whole milliseconds (the precision the keyset cursor carries, decision 0080).
// The fleet is then raised, size by size, to the busiest day of the seeded bookings, so the
// back office's fleet page shows no over-committed day the seed made up (a fleet never goes
// above 999, the most the table allows: a bigger seed says which sizes stay over-committed).
import { parseArgs } from 'node:util';
import { maxFleetUnits, occupyingStatuses } from '@dumpster/domain';
import {
  databaseTarget,
  loadConfig,
  migrate,
  openOrm,
  seedFleet,
} from '../backend/src/entries/database-tools.ts';

const { values } = parseArgs({
  options: { bookings: { type: 'string', default: '10000' }, contacts: { type: 'string' } },
});
const bookings = Number(values.bookings);
const contacts = Number(values.contacts ?? Math.round(bookings / 5));
if (!Number.isInteger(bookings) || bookings < 0 || !Number.isInteger(contacts) || contacts < 0) {
  console.error('Usage: npm run seed -- --bookings=<count> [--contacts=<count>]');
  process.exit(2);
}

const cities = [
  'Jacksonville',
  'Jacksonville Beach',
  'Orange Park',
  'St. Augustine',
  'Fernandina Beach',
  'Ponte Vedra Beach',
  'Atlantic Beach',
  'Neptune Beach',
  'Fleming Island',
  'Middleburg',
  'Green Cove Springs',
  'Yulee',
  'Callahan',
  'Macclenny',
  'Palm Coast',
  'St. Johns',
  'Nocatee',
  'Baldwin',
  'Hilliard',
  'Keystone Heights',
];
const surnames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Carter',
  'Nguyen',
];
const given = [
  'Jane',
  'John',
  'Maria',
  'James',
  'Ava',
  'Noah',
  'Olivia',
  'Liam',
  'Emma',
  'Lucas',
  'Mia',
  'Ethan',
];
const sqlArray = (items: readonly string[]) =>
  `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`;

/** The seeded booking i's name and e-mail (the customers below are made from them too). */
const nameSql = `(${sqlArray(given)})[1 + i % 12] || ' ' || (${sqlArray(surnames)})[1 + (i / 12) % 12] || ' ' || i`;
const emailSql = `lower((${sqlArray(given)})[1 + i % 12] || '.' || (${sqlArray(surnames)})[1 + (i / 12) % 12]) || i || '@' || (array['gmail.com','yahoo.com','outlook.com','comcast.net','icloud.com'])[1 + i % 5]`;

const bookingsSql = (from: number, to: number) => `
insert into "bookings" ("id", "reference", "booking_type", "name", "email", "phone", "address", "city", "state",
  "zip_code", "company_name", "dumpster_size", "delivery_date", "pickup_date", "special_instructions", "sms_opt_in",
  "status", "base_price_cents", "included_days", "extra_days", "extra_day_rate_cents", "extra_cost_cents",
  "total_cents", "created_at")
select md5('seed-booking-' || i)::uuid,
  'CH-' || substr(h, 1, 4) || '-' || substr(h, 5, 4),
  case when i % 5 = 0 then 'commercial' else 'residential' end,
  ${nameSql},
  ${emailSql},
  '(904) 5' || lpad((i % 100000)::text, 5, '0') || '',
  (100 + i % 9000) || ' ' || (array['Ocean St','Main St','Atlantic Blvd','Beach Blvd','Park Ave'])[1 + i % 5],
  (${sqlArray(cities)})[1 + (i * 7) % 20], 'FL', '32' || lpad((200 + i % 300)::text, 3, '0'),
  case when i % 5 = 0 then 'Builder ' || (i % 500) else null end,
  (array['10-yard','15-yard','20-yard'])[1 + i % 3],
  d, d + (3 + i % 12), case when i % 4 = 0 then 'Gate code ' || (i % 9999) else null end, i % 2 = 0,
  case when d > current_date + 7 then (array['pending','confirmed','cancelled'])[1 + i % 3]
       when d > current_date then (array['confirmed','confirmed','pending','cancelled'])[1 + i % 4]
       else (array['completed','completed','completed','picked_up','delivered','cancelled'])[1 + i % 6] end,
  45000, 7, greatest(0, 3 + i % 12 - 7), 6000, greatest(0, 3 + i % 12 - 7) * 6000,
  45000 + greatest(0, 3 + i % 12 - 7) * 6000,
  date_trunc('milliseconds', d - 14 + make_interval(secs => (i % 86400)) + make_interval(secs => (i % 997) / 1000.0))
from (
  select i, upper(substr(md5('seed-reference-' || i), 1, 8)) as h,
    (current_date - 730 + ((i::bigint * 7919) % 1100)::int) as d
  from generate_series(${from}, ${to}) as i
) s
on conflict do nothing`;

// Each seeded booking is its own customer (decision 0171), keyed by its e-mail and by a phone
// number of its own in E.164 (+1 904 2xx-xxxx from the row number: the seeded bookings' phones,
// nine digits, read as no number), and linked, as a booking written by the use cases is.
const customersSql = (from: number, to: number) => [
  `insert into "customers" ("id", "name", "created_at")
   select md5('seed-customer-' || i)::uuid, ${nameSql}, now() from generate_series(${from}, ${to}) as i
   on conflict do nothing`,
  `insert into "customer_keys" ("key", "customer_id", "created_at")
   select 'email:' || ${emailSql}, md5('seed-customer-' || i)::uuid, now() from generate_series(${from}, ${to}) as i
   union all
   select 'phone:+19042' || lpad((i % 1000000)::text, 6, '0'), md5('seed-customer-' || i)::uuid, now()
   from generate_series(${from}, ${to}) as i
   on conflict do nothing`,
  `update "bookings" set "customer_id" = md5('seed-customer-' || i)::uuid
   from generate_series(${from}, ${to}) as i where "bookings"."id" = md5('seed-booking-' || i)::uuid`,
];

const contactsSql = (from: number, to: number) => `
insert into "contact_requests" ("id", "name", "phone", "email", "service", "message", "sms_opt_in", "is_contacted", "created_at")
select md5('seed-contact-' || i)::uuid, 'Caller ' || i, '(904) 6' || lpad((i % 100000)::text, 5, '0'),
  'caller' || i || '@example.com', (array['10-yard','15-yard','20-yard','residential-demo','commercial-demo','other'])[1 + i % 6],
  'Seeded request ' || i, i % 2 = 0, i % 3 <> 0,
  date_trunc('milliseconds', now() - make_interval(secs => i * 90))
from generate_series(${from}, ${to}) as i
on conflict do nothing`;

/** Each size's most units out on one day, over every day of the seeded bookings. */
const busiestDaySql = `
select "dumpster_size" as "size", max("units")::int as "units" from (
  select "dumpster_size", "day", count(*) as "units"
  from "bookings", generate_series("delivery_date", "pickup_date", interval '1 day') as "day"
  where "status" in (${occupyingStatuses.map((status) => `'${status}'`).join(', ')})
  group by "dumpster_size", "day"
) per_day
group by "dumpster_size"`;

const config = loadConfig();
// Each statement writes 100,000 rows and their indexes: far past a request's statement timeout.
const configured = databaseTarget(config);
const target = configured.kind === 'postgresql' ? { ...configured, statementTimeoutMs: 600_000 } : configured;
const orm = await openOrm(target);
try {
  await migrate(orm, target);
  const connection = orm.em.getConnection();
  const batch = 100_000;
  const started = Date.now();
  for (let from = 1; from <= bookings; from += batch) {
    await connection.execute(bookingsSql(from, Math.min(bookings, from + batch - 1)), [], 'run');
    for (const statement of customersSql(from, Math.min(bookings, from + batch - 1)))
      await connection.execute(statement, [], 'run');
    process.stdout.write(`\rbookings: ${Math.min(bookings, from + batch - 1)}/${bookings}`);
  }
  process.stdout.write('\n');
  for (let from = 1; from <= contacts; from += batch) {
    await connection.execute(contactsSql(from, Math.min(contacts, from + batch - 1)), [], 'run');
    process.stdout.write(`\rcontact requests: ${Math.min(contacts, from + batch - 1)}/${contacts}`);
  }
  process.stdout.write('\n');
  for (const table of ['bookings', 'contact_requests', 'customers', 'customer_keys'])
    await connection.execute(`analyze "${table}"`, [], 'run');
  // The FLEET setting's rows first (as the first start stores them), then raised where too few.
  await seedFleet(orm, config.fleet);
  for (const { size, units } of await connection.execute<{ size: string; units: number }[]>(busiestDaySql)) {
    await connection.execute(
      `update "fleet" set "units" = ?, "updated_at" = now(), "updated_by" = 'npm run seed'
        where "dumpster_size" = ? and "units" < ?`,
      [Math.min(units, maxFleetUnits), size, Math.min(units, maxFleetUnits)],
    );
    if (units > maxFleetUnits)
      console.log(
        `fleet: ${size} peaks at ${units} units out on one day; ${maxFleetUnits} is the most a size can have, so those days stay over-committed.`,
      );
  }
  const fleet = await connection.execute<{ size: string; units: number }[]>(
    `select "dumpster_size" as "size", "units" from "fleet" order by "dumpster_size"`,
  );
  console.log(`fleet: ${fleet.map((row) => `${row.size}:${row.units}`).join(',')}`);
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await orm.close(true);
}
