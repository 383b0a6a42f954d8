// `npm run bench:raw-sql` (a benchmark, not a test): each hand-written SQL statement the
// persistence adapters keep (docs/decisions/0110) against the same work written with MikroORM's
// EntityManager and query builder, on PostgreSQL (a fresh database at BENCH_DATABASE_URL's or
// TEST_DATABASE_URL's server, skipped if unreachable) and on PGlite in memory:
//   1. a booking's six inserts in one transaction: row-insert.ts against em.insert (and the query
//      builder's insert ... on conflict do nothing for the idempotency key);
//   2. the occupancy of a 10-day rental with --bookings open bookings of its size: the per-day
//      sum in SQL against the query builder's rows summed by the domain's dailyOccupancy;
//   3. the CSV export of those bookings in batches of 2,000: lines built by PostgreSQL against
//      the query builder's rows formatted by application/admin/csv.ts;
//   4. the delivery worker's claim with nothing due (it runs after every committed transaction)
//      and a message marked sent: the shipped SQL against the query builder and nativeUpdate.
// The two variants of a case run alternately in one process, --rounds rounds after a warm-up
// round (raw first in odd rounds, orm first in even ones), so the machine's noise falls on both;
// each figure is the median of the rounds: this process's CPU time per operation (user + system,
// PGlite's included, PostgreSQL's server not) and the wall time per operation.
//
// Options: --rounds=5 --transactions=300 --reads=300 --bookings=10000 --exports=1
import { randomUUID } from 'node:crypto';
import { defaultFleet } from '@dumpster/domain';
import {
  type DatabaseTarget,
  migrate,
  type Orm,
  openOrm,
  seedFleet,
} from '../backend/src/entries/database-tools.ts';
import { withClient } from '../backend/src/test-support/pg-client.ts';
import {
  type AbCase,
  bookingInsertsCase,
  csvExportCase,
  occupancyReadCase,
  outboxClaimCase,
  outboxMarkSentCase,
} from './lib/raw-sql-cases.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const rounds = Number(args.get('rounds') ?? 5);
const transactions = Number(args.get('transactions') ?? 300);
const reads = Number(args.get('reads') ?? 300);
const bookings = Number(args.get('bookings') ?? 10_000);
const exports = Number(args.get('exports') ?? 1);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = Date.parse(isoDay(Date.now()));

/** Open 20-yard bookings, 7 to 14 days each, delivered over the next 300 days, one second apart. */
async function seedBookings(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute(
    `insert into "bookings" ("id", "reference", "booking_type", "name", "email", "phone", "address", "city", "state",
       "zip_code", "dumpster_size", "delivery_date", "pickup_date", "status", "base_price_cents", "included_days",
       "extra_days", "extra_day_rate_cents", "extra_cost_cents", "total_cents", "created_at")
     select gen_random_uuid(), 'CH-' || lpad(to_hex(i), 9, '0'), 'residential', 'Bench Customer ' || i,
       'bench' || i || '@example.com', '(904) 555-0134', i || ' Ocean Street', 'Jacksonville', 'FL', '32202',
       '20-yard', cast(? as date) + (i % 300), cast(? as date) + (i % 300) + 7 + (i % 8), 'confirmed',
       60000, 7, 0, 6000, 0, 60000, now() - i * interval '1 second'
     from generate_series(1, ?) as i`,
    [isoDay(today), isoDay(today), bookings],
  );
}

/** One variant's call, `count` times: CPU and wall µs per operation. */
async function measure(run: () => Promise<unknown>, count: number, operations: number) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < count; i += 1) await run();
  const used = process.cpuUsage(cpu);
  const ops = count * operations;
  return { cpu: (used.user + used.system) / ops, wall: ((performance.now() - start) * 1000) / ops };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function runCase(abCase: AbCase, count: number) {
  const figures = {
    raw: { cpu: [] as number[], wall: [] as number[] },
    orm: { cpu: [] as number[], wall: [] as number[] },
  };
  for (let round = 0; round <= rounds; round += 1) {
    const order = round % 2 === 1 ? (['raw', 'orm'] as const) : (['orm', 'raw'] as const);
    for (const variant of order) {
      const measured = await measure(abCase[variant], count, abCase.operations);
      // Round 0 warms both up.
      if (round > 0) {
        figures[variant].cpu.push(measured.cpu);
        figures[variant].wall.push(measured.wall);
      }
    }
  }
  return figures;
}

async function onDatabase(name: string, target: DatabaseTarget): Promise<string[]> {
  const orm = await openOrm(target);
  try {
    await migrate(orm, target);
    await seedFleet(orm, defaultFleet);
    await seedBookings(orm);
    let next = 0;
    // Consecutive reads at different days of the seeded calendar.
    const ranges = () => {
      next = (next + 37) % 290;
      return { from: isoDay(today + next * dayMs), to: isoDay(today + (next + 9) * dayMs) };
    };
    const occupancy = occupancyReadCase(orm, '20-yard', ranges);
    const csv = csvExportCase(orm, bookings);
    // Both variants answer the same before either is timed.
    next = 0;
    const occupancyRaw = await occupancy.raw();
    next = 0;
    if (JSON.stringify(occupancyRaw) !== JSON.stringify(await occupancy.orm()))
      throw new Error('the occupancy variants disagree');
    if ((await csv.raw()) !== (await csv.orm())) throw new Error('the CSV variants disagree');
    const lines: string[] = [];
    for (const [abCase, count] of [
      [bookingInsertsCase(orm), transactions],
      [occupancy, reads],
      [csv, exports],
      [outboxClaimCase(orm), reads],
      [outboxMarkSentCase(orm), reads],
    ] as const) {
      const f = await runCase(abCase, count);
      const [rawCpu, ormCpu, rawWall, ormWall] = [f.raw.cpu, f.orm.cpu, f.raw.wall, f.orm.wall].map(median);
      const ratio = (a = 0, b = 1) => `${Math.round((a / b) * 100)}%`;
      lines.push(
        `| ${abCase.name} | ${name} | ${rawCpu?.toFixed(1)} / ${ormCpu?.toFixed(1)} (${ratio(ormCpu, rawCpu)}) | ${rawWall?.toFixed(1)} / ${ormWall?.toFixed(1)} (${ratio(ormWall, rawWall)}) | ${f.raw.cpu.map((v) => v.toFixed(0)).join(' ')} / ${f.orm.cpu.map((v) => v.toFixed(0)).join(' ')} |`,
      );
      console.error(lines.at(-1));
    }
    return lines;
  } finally {
    await orm.close(true);
  }
}

const lines: string[] = [];
const databaseName = `dumpster_bench_raw_sql_${process.pid}_${randomUUID().slice(0, 8)}`;
let postgres: string | undefined;
try {
  await withClient(adminUrl, (client) => client.query(`create database "${databaseName}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  postgres = url.toString();
} catch {
  console.log(`PostgreSQL not reachable at ${adminUrl}: its runs are skipped.`);
}
try {
  if (postgres)
    lines.push(...(await onDatabase('PostgreSQL', { kind: 'postgresql', url: postgres, poolMax: 10 })));
  lines.push(...(await onDatabase('PGlite', { kind: 'pglite' })));
} finally {
  if (postgres)
    await withClient(adminUrl, (client) =>
      client.query(`drop database if exists "${databaseName}" with (force)`),
    );
}
console.log(
  `\n${new Date().toISOString()}: ${rounds} rounds after a warm-up, medians; ${bookings} open bookings of the size read\n`,
);
console.log(
  '| case | database | CPU µs/op: raw / orm (orm vs raw) | wall µs/op: raw / orm (orm vs raw) | CPU each round: raw / orm |',
);
console.log('|---|---|---|---|---|');
for (const line of lines) console.log(line);
