// `npm run bench:instances` (a benchmark, not a test): the API's write path (POST /api/bookings,
// valid distinct bookings with their Idempotency-Keys, as `npm run bench:api`) against one
// instance and against two instances sharing one PostgreSQL database, the shape of
// docker-compose.yml without its proxy. The pair gets half the connections each (two autocannon
// runs side by side, one per instance, so no proxy's own CPU is measured); the single instance
// all of them. The runs are interleaved slices so they share the machine's noise. Afterwards the
// cut requests are resent with their keys and the stored rows counted against the 201s: every
// acknowledged booking stored exactly once, whichever instance took it.
//
// Options: --seconds=20 --slices=4 --connections=32 --warmup=3. PostgreSQL: BENCH_DATABASE_URL,
// else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../backend/src/test-support/server-process.ts';
import { benchAdminUrl, benchArgs, loadOptions } from './lib/args.ts';
import { loadSlice, settleCutRequests, Tally, writePathServerEnv } from './lib/load.ts';
import { cpuSeconds, query } from './lib/server-side.ts';

const args = benchArgs();
const { seconds, slices, connections, warmupSeconds } = loadOptions(args);
const adminUrl = benchAdminUrl;

interface Setup {
  readonly name: string;
  readonly databaseUrl: string;
  readonly servers: ServerProcess[];
  /** One per server: its share of the load. */
  readonly tallies: Tally[];
  readonly folders: string[];
  drop(): Promise<void>;
}

async function setUp(name: string, count: number): Promise<Setup> {
  const dbName = `dumpster_bench_instances_${count}_${Date.now()}`;
  await query(adminUrl, `create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const folders = Array.from({ length: count }, () => mkdtempSync(path.join(tmpdir(), 'bench-instances-')));
  const servers = await Promise.all(
    folders.map((dataDir) =>
      startServerProcess({
        env: { ...writePathServerEnv, DATABASE_URL: url.toString(), DATA_DIR: dataDir },
        ignoreStdout: true,
        echo: 'stderr',
      }),
    ),
  );
  return {
    name,
    databaseUrl: url.toString(),
    servers,
    tallies: servers.map(() => new Tally()),
    folders,
    drop: () => query(adminUrl, `drop database if exists "${dbName}" with (force)`).then(() => {}),
  };
}

/** One slice on every server of the setup at once, the connections shared out. */
async function slice(setup: Setup, sliceSeconds: number, measured: boolean): Promise<void> {
  const each = Math.max(1, Math.round(connections / setup.servers.length));
  await Promise.all(
    setup.servers.map((server, i) =>
      loadSlice(server.baseUrl, sliceSeconds, each, setup.tallies[i] as Tally, measured),
    ),
  );
}

const setups = [await setUp('one instance', 1), await setUp('two instances, one database', 2)];
const rows: string[] = [];
try {
  for (const setup of setups) await slice(setup, warmupSeconds, false);
  const cpuBefore = setups.map((setup) => setup.servers.map((server) => cpuSeconds(server.child.pid)));
  for (let i = 0; i < slices; i += 1) for (const setup of setups) await slice(setup, seconds / slices, true);
  for (const [s, setup] of setups.entries()) {
    const cpu = setup.servers.map((server, i) => {
      const [before, after] = [cpuBefore[s]?.[i], cpuSeconds(server.child.pid)];
      return before === undefined || after === undefined ? Number.NaN : after - before;
    });
    let cut = 0;
    for (const [i, server] of setup.servers.entries())
      cut += (await settleCutRequests(server.baseUrl, setup.tallies[i] as Tally)).cut;
    const figures = setup.tallies.map((tally) => tally.figures());
    const total = figures.reduce((sum, f) => sum + f.total, 0);
    const perSecond = figures.reduce((sum, f) => sum + f.requestsPerSecond, 0);
    const failures = figures.reduce((sum, f) => sum + f.non2xx + f.errors + f.timeouts, 0);
    const acknowledged = setup.tallies.reduce((sum, tally) => sum + tally.createdAll, 0) + cut;
    const [counts] = await query<{ count: number; bodies: number }>(
      setup.databaseUrl,
      'select count(*)::int as count, count(distinct email)::int as bodies from bookings',
    );
    const stored = counts?.count;
    // Each request carries its own e-mail address: two rows of one address would be one booking stored twice.
    if (counts && counts.bodies !== counts.count)
      console.log(`${setup.name}: ${counts.count - counts.bodies} bookings stored twice`);
    console.log(
      `${setup.name}: answers by status ${setup.tallies.map((t) => JSON.stringify(t.statuses)).join(' ')}`,
    );
    const cpuPerRequest = (cpu.reduce((sum, value) => sum + value, 0) / total) * 1e6;
    rows.push(
      `| ${setup.name} | ${perSecond.toFixed(0)} | ${figures.map((f) => f.requestsPerSecond.toFixed(0)).join(' + ')} | ${figures.map((f) => f.p50Ms).join(' / ')} | ${figures.map((f) => f.p99Ms).join(' / ')} | ${cpuPerRequest.toFixed(0)} | ${failures} | ${stored} of ${acknowledged} ${stored === acknowledged ? 'yes' : 'NO'} |`,
    );
    if (stored !== acknowledged || failures > 0) process.exitCode = 1;
  }
} finally {
  for (const setup of setups) {
    await Promise.all(setup.servers.map((server) => server.stop()));
    await setup.drop();
    for (const folder of setup.folders) rmSync(folder, { recursive: true, force: true });
  }
}
console.log(
  `\nPOST /api/bookings, ${connections} connections in all, ${seconds} s each in ${slices} interleaved slices (after ${warmupSeconds} s warm-up)\n`,
);
console.log(
  '| run | req/s | per instance | p50 ms | p99 ms | server CPU µs/req | 503s and errors | rows stored of acknowledged |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) console.log(row);
