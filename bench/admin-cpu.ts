// `node bench/admin-cpu.ts [--requests=300]` (a benchmark, not a test): the CPU this process
// spends per back-office request, the server's and the loopback client's, for the first page
// of bookings (with its per-status counts) and the day board, on BENCH_DATABASE_URL (seeded as
// for `npm run bench:admin`). CPU, not latency: on a machine other work loads, the CPU a request
// costs moves far less than its wall-clock time. For an A/B, copy this file into the other
// checkout's bench/ and run both alternately (docs/performance.md).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { compose } from '../backend/src/composition/container.ts';
import { TOKENS } from '../backend/src/composition/tokens.ts';
import type { AddStaffAccount } from '../backend/src/entries/benchmark-parts.ts';
import { loadConfig } from '../backend/src/entries/database-tools.ts';
import { benchArgs } from './lib/args.ts';

const args = benchArgs();
const requests = Number(args.get('requests') ?? 300);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/admin_bench';
const email = 'admin-cpu@example.com';
const password = 'benchmark password long enough';

const config = loadConfig({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' });
const composition = await compose(config, {
  target: { kind: 'postgresql', url, poolMax: 10, statementTimeoutMs: 120_000 },
  logger: pino({ level: 'silent' }),
});
const server = composition.app.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const connection = composition.orm.em.getConnection();
await connection.execute(`delete from "users" where "email" = ?`, [email]);
// Sign-in is throttled per address (decision 0078): each run starts with fresh windows.
await connection.execute(`delete from "rate_limit_counters"`);
await composition.container
  .get<AddStaffAccount>(TOKENS.AddStaffAccount)
  .execute({ kind: 'system' }, { email, name: 'Admin CPU', role: 'owner', password });
const signIn = await fetch(`${base}/api/admin/session`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
  body: JSON.stringify({ email, password }),
});
if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status}`);
const cookie = String(signIn.headers.get('set-cookie')).split(';')[0] ?? '';

const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
const cases: [string, (i: number) => string][] = [
  ['first page (newest first, counts)', () => '/api/admin/bookings'],
  ['day board', (i) => `/api/admin/day-board?date=${inDays((i % 30) - 15)}`],
];
const figures: Record<string, string> = {};
for (const [name, path] of cases) {
  const get = async (i: number) => {
    const res = await fetch(base + path(i), { headers: { Cookie: cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path(i)}: ${res.status}`);
  };
  for (let i = 0; i < 20; i += 1) await get(i);
  const before = process.cpuUsage();
  for (let i = 0; i < requests; i += 1) await get(i);
  const cpu = process.cpuUsage(before);
  figures[name] = ((cpu.user + cpu.system) / 1000 / requests).toFixed(2);
}
console.log(JSON.stringify({ requests, cpuMsPerRequest: figures }));
server.closeAllConnections();
await new Promise<void>((resolve) => server.close(() => resolve()));
await composition.close();
