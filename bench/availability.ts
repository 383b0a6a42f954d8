// `npm run bench:availability` (a benchmark, not a test; docs/performance.md): how long
// GET /api/availability takes for 180 days on PostgreSQL with many bookings stored, and how the
// cost grows. A fresh database per case, the production server (`node backend/src/main.ts`) on
// it, bookings written straight in SQL, then sequential GETs for a random size and a random
// 181-day range from a month back to half a year ahead, timed at the client (p50/p95/p99).
//
// The cases: the history (bookings delivered and completed or cancelled over the past years)
// grows from 10,000 to 1,000,000 while the calendar ahead is full: every unit of every size out
// back to back in 7-day rentals from 3 weeks ago to a year ahead. Then the same 1,000,000 with a
// fleet ten times larger and as full: the read grows with the occupying bookings it must count
// (fleet x days), not with the history. Options: --requests=400, --sizes=10000,100000,1000000.
// BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import http from 'node:http';
import { addDays, businessDateAt, dumpsterSizeValues, type Fleet, formatFleet } from '@dumpster/domain';
import { migrate, openOrm } from '../backend/src/entries/database-tools.ts';
import { withClient } from '../backend/src/test-support/pg-client.ts';
import { freePort, startServerProcess } from '../backend/src/test-support/server-process.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const requests = Number(args.get('requests') ?? 400);
const historySizes = (args.get('sizes') ?? '10000,100000,1000000').split(',').map(Number);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const today = businessDateAt(new Date());
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const columns = `(id, reference, booking_type, name, email, phone, address, city, state, zip_code,
  dumpster_size, delivery_date, pickup_date, status, base_price_cents, included_days, extra_days,
  extra_day_rate_cents, extra_cost_cents, total_cents)`;

/** `history` past bookings over the last 11 years, 90% completed and 10% cancelled. */
function historySql(history: number): string {
  return `insert into bookings ${columns}
    select gen_random_uuid(), 'H-' || lpad(to_hex(n), 9, '0'), 'residential', 'History ' || n,
      'h@example.com', '9045550134', '1 Ocean St', 'Jacksonville', 'FL', '32202',
      (array['10-yard','15-yard','20-yard'])[1 + n % 3],
      d, d + (n % 14), case when n % 10 = 0 then 'cancelled' else 'completed' end,
      40000, 7, 0, 6000, 0, 40000
    from generate_series(1, ${history}) as n,
      lateral (select date '${today}' - 30 - (n % 4000) as d) as day`;
}

/** Every unit of every size out back to back in 7-day rentals (delivery to pickup, then the next day). */
function fullCalendarSql(fleet: Fleet): string {
  const units = dumpsterSizeValues.map((size) => `('${size}', ${fleet[size]})`).join(', ');
  return `insert into bookings ${columns}
    select gen_random_uuid(), 'F-' || lpad(to_hex(row_number() over ()), 9, '0'), 'residential', 'Full',
      'f@example.com', '9045550134', '1 Ocean St', 'Jacksonville', 'FL', '32202',
      fleet.size, d, d + 7, (array['pending','confirmed','delivered'])[1 + (unit + k) % 3],
      40000, 7, 0, 6000, 0, 40000
    from (values ${units}) as fleet(size, units),
      generate_series(1, fleet.units) as unit,
      generate_series(0, 390 / 8) as k,
      lateral (select date '${today}' - 21 + k * 8 + (unit % 8) as d) as day`;
}

function get(port: number, path: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }));
      })
      .on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function runCase(history: number, fleet: Fleet): Promise<string> {
  const name = `bench_availability_${Date.now()}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const orm = await openOrm({ kind: 'postgresql', url: url.toString() });
    await migrate(orm, { kind: 'postgresql', url: url.toString() });
    await orm.close(true);
    const filled = await withClient(url.toString(), async (client) => {
      await client.query(historySql(history));
      await client.query(fullCalendarSql(fleet));
      await client.query('vacuum analyze bookings');
      const rows = await client.query<{ total: number; occupying: number }>(
        `select count(*)::int as total, count(*) filter (where status in ('pending','confirmed','delivered','picked_up'))::int as occupying from bookings`,
      );
      return rows.rows[0] as { total: number; occupying: number };
    });
    const port = await freePort();
    const server = await startServerProcess({
      env: {
        DATABASE_URL: url.toString(),
        FLEET: formatFleet(fleet),
        RATE_LIMIT_ENABLED: 'false',
        LOG_LEVEL: 'error',
      },
      port,
      readyWithinMs: 180_000,
      ignoreStdout: true,
    });
    try {
      const times: number[] = [];
      let fullDays = 0;
      for (let i = 0; i < requests + 20; i += 1) {
        const size = dumpsterSizeValues[i % dumpsterSizeValues.length];
        const from = addDays(today, -30 + Math.floor(Math.random() * 210));
        const answer = await get(
          port,
          `/api/availability?size=${size}&from=${from}&to=${addDays(from, 180)}`,
        );
        if (answer.status !== 200) throw new Error(`GET answered ${answer.status}: ${answer.body}`);
        // The first requests warm the server and the connection pool up.
        if (i >= 20) {
          times.push(answer.ms);
          fullDays += (JSON.parse(answer.body) as { unavailable: string[] }).unavailable.length;
        }
      }
      times.sort((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(2)} ms`;
      return (
        `| ${filled.total.toLocaleString('en-US')} | ${filled.occupying.toLocaleString('en-US')} | ${formatFleet(fleet)} | ` +
        `${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${(fullDays / requests).toFixed(0)} |`
      );
    } finally {
      await server.stop();
    }
  } finally {
    await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  }
}

const defaultFleetFigures: Fleet = { '10-yard': 8, '15-yard': 6, '20-yard': 4 };
const tenTimes: Fleet = { '10-yard': 80, '15-yard': 60, '20-yard': 40 };
console.log(`GET /api/availability, 181 days, ${requests} sequential requests per case, PostgreSQL`);
console.log('| bookings stored | occupying | fleet | p50 | p95 | p99 | full days per answer |');
console.log('|---|---|---|---|---|---|---|');
for (const history of historySizes) console.log(await runCase(history, defaultFleetFigures));
console.log(await runCase(historySizes.at(-1) ?? 1_000_000, tenTimes));
agent.destroy();
