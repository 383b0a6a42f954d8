// `npm run bench:api` (a benchmark, not a test). POSTs valid, distinct bookings with distinct
// Idempotency-Keys to /api/bookings at 32 connections against:
//   1. a bare baseline server writing the same rows in the same transaction with raw `pg`, the
//      availability check's lock and read included (the yardstick: bench/lib/baseline-server.ts),
//   2. our server on PostgreSQL,
//   3. our server on PostgreSQL without the availability check (bench/lib/server-without-availability.ts),
//   4. our server on the embedded PGlite,
// each its own process. The 20 s each are run as interleaved slices (baseline, ours, ours
// unchecked, PGlite, baseline, ...) so they share the machine's noise and the ratio holds on a busy machine.
// Prints requests/s, p50/p99 latency, errors and each server's CPU time per request (user +
// system, from /proc: steadier than requests/s when other work loads the machine), and checks
// the rows stored against the 201s:
// requests cut in flight when a slice ends are resent with their key to our servers (each must
// end as exactly one row); the baseline cannot be resent, so its rows must lie between its 201s
// and its 201s plus the cut requests. The rate limiter is off (RATE_LIMIT_ENABLED=false).
//
// Options: --seconds=20 --slices=4 --connections=32 --warmup=3. PostgreSQL: BENCH_DATABASE_URL,
// else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (skipped if unreachable).
// --compare=<another checkout> adds that checkout's server (its backend/src/main.ts, its own
// node_modules), on PostgreSQL and PGlite, to the same interleaved slices: an A/B of two versions
// of the code in one sitting, e.g. `git archive <commit> | tar -x -C /tmp/before`, `npm ci` there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ServerProcess, startServerProcess } from '../backend/src/test-support/server-process.ts';
import { benchAdminUrl, benchArgs, loadOptions } from './lib/args.ts';
import { type LoadFigures, loadSlice, settleCutRequests, Tally } from './lib/load.ts';
import { cpuSeconds, query } from './lib/server-side.ts';

const args = benchArgs();
const { seconds, slices, connections, warmupSeconds } = loadOptions(args);
const adminUrl = benchAdminUrl;
const compare = args.get('compare');
const countSql = 'select count(*)::int as count from bookings';
const benchFleet = '10-yard:999,15-yard:999,20-yard:999';

interface Target {
  readonly name: string;
  readonly url: string;
  readonly idempotent: boolean;
  readonly server: ServerProcess;
  readonly tally: Tally;
  /** Counts the stored rows (after the server stopped, for PGlite). */
  readonly countRows: () => Promise<number>;
  readonly cleanup: () => Promise<void>;
}

interface Row extends LoadFigures {
  readonly name: string;
  readonly storedRows: number;
  readonly expectedRows: string;
  readonly cut: string;
  readonly rowsOk: boolean;
  /** The server process's CPU time per measured request, in µs (undefined without /proc). */
  readonly cpuMicrosPerRequest: number | undefined;
}

/**
 * Our server as in production, its request logs included (written, not read: ignoreStdout). It
 * writes each booking's outbox rows, but runs no delivery worker: this measures the write path;
 * `npm run bench:mail` measures delivery (and nothing lands in ./data/mail).
 */
function startOurs(extra: Record<string, string>, entry?: string): Promise<ServerProcess> {
  return startServerProcess({
    ...(entry ? { entry } : {}),
    // A fleet the benchmark's bookings never fill (bench/lib/load.ts spreads their dates).
    env: {
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
      DATABASE_URL: '',
      MAIL_WORKER: 'false',
      FLEET: benchFleet,
      ...extra,
    },
    ignoreStdout: true,
    echo: 'stderr',
  });
}

/** The raw-pg yardstick (bench/lib/baseline-server.ts), ready once it answers anything. */
function startBaseline(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({
    entry: 'bench/lib/baseline-server.ts',
    args: [databaseUrl],
    readyPath: '/',
    readyOnAnyAnswer: true,
    ignoreStdout: true,
    echo: 'stderr',
  });
}

async function freshDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dumpster_bench_${label}_${Date.now()}`;
  await query(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(adminUrl, `drop database if exists "${name}" with (force)`).then(() => {}),
  };
}

async function postgresTargets(): Promise<Target[]> {
  try {
    await query(adminUrl, 'select 1');
  } catch {
    console.log(`PostgreSQL not reachable at ${adminUrl}: baseline and PostgreSQL runs skipped.`);
    return [];
  }
  // The baseline gets a database of its own, migrated by a short start of our server.
  const baseDb = await freshDatabase('baseline');
  await (await startOurs({ DATABASE_URL: baseDb.url })).stop();
  const baseline = await startBaseline(baseDb.url);
  const oursDb = await freshDatabase('ours');
  const ours = await startOurs({ DATABASE_URL: oursDb.url });
  const uncheckedDb = await freshDatabase('unchecked');
  const unchecked = await startOurs(
    { DATABASE_URL: uncheckedDb.url },
    'bench/lib/server-without-availability.ts',
  );
  const count = (url: string) => async () => (await query<{ count: number }>(url, countSql))[0]?.count ?? 0;
  const compared: Target[] = [];
  if (compare) {
    const comparedDb = await freshDatabase('compared');
    const server = await startOurs(
      { DATABASE_URL: comparedDb.url },
      path.resolve(compare, 'backend/src/main.ts'),
    );
    compared.push({
      name: `ours at ${compare} on PostgreSQL`,
      url: server.baseUrl,
      idempotent: true,
      server,
      tally: new Tally(),
      countRows: count(comparedDb.url),
      cleanup: comparedDb.drop,
    });
  }
  return [
    {
      name: 'baseline: raw pg, same transaction',
      url: baseline.baseUrl,
      idempotent: false,
      server: baseline,
      tally: new Tally(),
      countRows: count(baseDb.url),
      cleanup: baseDb.drop,
    },
    {
      name: 'ours on PostgreSQL',
      url: ours.baseUrl,
      idempotent: true,
      server: ours,
      tally: new Tally(),
      countRows: count(oursDb.url),
      cleanup: oursDb.drop,
    },
    {
      name: 'ours on PostgreSQL, without the availability check',
      url: unchecked.baseUrl,
      idempotent: true,
      server: unchecked,
      tally: new Tally(),
      countRows: count(uncheckedDb.url),
      cleanup: uncheckedDb.drop,
    },
    ...compared,
  ];
}

async function pgliteTarget(checkout?: string): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dumpster-bench-'));
  const ours = await startOurs(
    { DATA_DIR: dataDir },
    checkout ? path.resolve(checkout, 'backend/src/main.ts') : undefined,
  );
  return {
    name: checkout ? `ours at ${checkout} on PGlite` : 'ours on PGlite',
    url: ours.baseUrl,
    idempotent: true,
    server: ours,
    tally: new Tally(),
    // Called once the server has stopped and released the folder.
    countRows: async () => {
      const db = await PGlite.create({ dataDir });
      const result = await db.query<{ count: number }>(countSql);
      await db.close();
      return result.rows[0]?.count ?? 0;
    },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function settle(target: Target, cpuMeasured: number | undefined): Promise<Row> {
  const { tally } = target;
  let cut: string;
  let expected: (rows: number) => boolean;
  let expectedRows: string;
  if (target.idempotent) {
    const settled = await settleCutRequests(target.url, tally);
    cut = `${settled.cut} resent: ${settled.replayed} replayed, ${settled.storedNow} stored`;
    const exact = tally.createdAll + settled.cut;
    expected = (rows) => rows === exact;
    expectedRows = String(exact);
  } else {
    const low = tally.createdAll;
    const high = tally.createdAll + tally.unanswered.size;
    cut = `${tally.unanswered.size} (not resendable)`;
    expected = (rows) => rows >= low && rows <= high;
    expectedRows = `${low}-${high}`;
  }
  await target.server.stop();
  const storedRows = await target.countRows();
  const figures = tally.figures();
  return {
    name: target.name,
    ...figures,
    cpuMicrosPerRequest:
      cpuMeasured === undefined || figures.total === 0 ? undefined : (cpuMeasured / figures.total) * 1e6,
    storedRows,
    expectedRows,
    cut,
    rowsOk: expected(storedRows),
  };
}

function report(rows: Row[]): void {
  const baseline = rows.find((row) => row.name.startsWith('baseline'));
  console.log(
    `\nPOST /api/bookings, ${connections} connections, ${seconds} s each in ${slices} interleaved slices (after ${warmupSeconds} s warm-up)\n`,
  );
  console.log(
    '| run | req/s | vs baseline | p50 ms | p99 ms | server CPU µs/req | 201s | non-2xx | errors | cut at slice ends | rows stored | rows as expected |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|');
  for (const row of rows) {
    const ratio = baseline
      ? `${Math.round((row.requestsPerSecond / baseline.requestsPerSecond) * 100)}%`
      : 'n/a';
    const ok = row.rowsOk ? 'yes' : `NO (expected ${row.expectedRows})`;
    console.log(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${ratio} | ${row.p50Ms} | ${row.p99Ms} | ${row.cpuMicrosPerRequest?.toFixed(0) ?? 'n/a'} | ${row.created} | ${row.non2xx} | ${row.errors + row.timeouts} | ${row.cut} | ${row.storedRows} | ${ok} |`,
    );
  }
  console.log(`\n${JSON.stringify({ at: new Date().toISOString(), seconds, slices, connections, rows })}`);
}

const targets = [
  ...(await postgresTargets()),
  await pgliteTarget(),
  ...(compare ? [await pgliteTarget(compare)] : []),
];
const rows: Row[] = [];
try {
  for (const target of targets) await loadSlice(target.url, warmupSeconds, connections, target.tally, false);
  const cpuBefore = targets.map((target) => cpuSeconds(target.server.child.pid));
  for (let slice = 0; slice < slices; slice += 1) {
    for (const target of targets) {
      await loadSlice(target.url, seconds / slices, connections, target.tally, true);
    }
  }
  const cpuMeasured = targets.map((target, i) => {
    const [before, after] = [cpuBefore[i], cpuSeconds(target.server.child.pid)];
    return before === undefined || after === undefined ? undefined : after - before;
  });
  for (const [i, target] of targets.entries()) rows.push(await settle(target, cpuMeasured[i]));
} finally {
  for (const target of targets) {
    await target.server.stop();
    await target.cleanup();
  }
}
report(rows);
process.exitCode = rows.some((row) => !row.rowsOk || row.errors + row.timeouts + row.non2xx > 0) ? 1 : 0;
