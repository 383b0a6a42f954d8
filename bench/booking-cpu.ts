// `node bench/booking-cpu.ts` (a benchmark, not a test): the server's CPU per booking, without
// the rest of bench:api's comparison. Our server as in production (`backend/src/main.ts`, JSON
// logs at info, no mail worker, rate limiter off) on a fresh PostgreSQL database at
// BENCH_DATABASE_URL's (else TEST_DATABASE_URL's) server; --warmup bookings, then --bookings
// distinct bookings, each with its own Idempotency-Key, --concurrency at a time; the server
// process's CPU time (from /proc) over the measured ones divided by their count. Steadier than
// requests per second on a machine other work loads. --checkout=<another checkout> runs that
// checkout's server instead, for an A/B in one sitting (run both alternately; docs/performance.md).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { startServerProcess } from '../backend/src/test-support/server-process.ts';
import { benchAdminUrl, benchArgs } from './lib/args.ts';
import { nextBooking, writePathServerEnv } from './lib/load.ts';
import { cpuSeconds, query } from './lib/server-side.ts';

const args = benchArgs();
const bookings = Number(args.get('bookings') ?? 3000);
const warmup = Number(args.get('warmup') ?? 500);
const concurrency = Number(args.get('concurrency') ?? 8);
const checkout = args.get('checkout');

async function send(baseUrl: string, count: number): Promise<void> {
  let left = count;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const res = await fetch(`${baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: nextBooking(),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`POST /api/bookings: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const name = `dumpster_bench_cpu_${Date.now()}`;
await query(benchAdminUrl, `create database "${name}"`);
const url = new URL(benchAdminUrl);
url.pathname = `/${name}`;
const server = await startServerProcess({
  ...(checkout ? { entry: path.resolve(checkout, 'backend/src/main.ts') } : {}),
  env: { ...writePathServerEnv, DATABASE_URL: url.toString() },
  ignoreStdout: true,
  echo: 'stderr',
});
try {
  await send(server.baseUrl, warmup);
  const before = cpuSeconds(server.child.pid);
  await send(server.baseUrl, bookings);
  const after = cpuSeconds(server.child.pid);
  const perBooking =
    before === undefined || after === undefined ? undefined : Math.round(((after - before) * 1e6) / bookings);
  console.log(
    JSON.stringify({
      server: checkout ?? 'this checkout',
      bookings,
      concurrency,
      cpuMicrosPerBooking: perBooking,
    }),
  );
} finally {
  await server.stop();
  await query(benchAdminUrl, `drop database if exists "${name}" with (force)`);
}
