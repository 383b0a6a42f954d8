// `npm run bench:texts` (a benchmark, not a test; docs/performance.md, decision 0204): the texts'
// reminders end to end. N bookings (each its own number, opted in) are stored in one statement;
// then their reminders are scheduled, one unit of work per booking as a booking's write does it
// (replanBookingReminders: read the stored ones, the domain's diff, insert two rows); then every
// delivery reminder is made due at one moment and two workers (two connection pools on
// PostgreSQL, as two instances; one on PGlite) word and write them through the file sender. The
// figures: bookings scheduled per second, and reminders delivered per second until the last is
// recorded. Every reminder must be written exactly once (one file each, one send each).
//
// Database: PostgreSQL at BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test (a fresh database, dropped after), and PGlite.
// Options: --reminders=10000 --concurrency=8

import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import {
  FileTextSender,
  MikroOrmUnitOfWork,
  replanBookingReminders,
} from '../backend/src/entries/benchmark-parts.ts';
import { migrate, type Orm, openOrm } from '../backend/src/entries/database-tools.ts';
import { testNow } from '../backend/src/test-support/requests.ts';
import { storedBooking } from '../backend/src/test-support/stored-booking.ts';
import { testTextWorker } from '../backend/src/test-support/text-worker.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const reminders = Number(args.get('reminders') ?? 10_000);
const concurrency = Number(args.get('concurrency') ?? 8);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** N bookings for delivery on Nov 24 (the workers' clock reads Nov 22, 9 AM), each its own number, opted in. */
async function store(orm: Orm, count: number): Promise<string[]> {
  const connection = orm.em.getConnection();
  const template = storedBooking({
    deliveryDate: '2026-11-24',
    pickupDate: '2026-12-04',
    status: 'confirmed',
  });
  await new MikroOrmUnitOfWork(orm).transaction(({ bookings }) => bookings.add(template));
  await connection.execute(
    `insert into "bookings"
     select (json_populate_record(b, json_build_object(
       'id', gen_random_uuid(),
       'reference', 'CH-' || lpad((i / 10000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
       'phone', '(904) 7' || lpad((i % 100)::text, 2, '0') || '-' || lpad((i / 100)::text, 4, '0')))).*
     from "bookings" b, generate_series(1, ?) as i where b."id" = ?`,
    [count, template.id],
  );
  await connection.execute(`delete from "bookings" where "id" = ?`, [template.id]);
  await connection.execute(
    `insert into "booking_phones" ("id", "booking_id", "phone_e164", "takes_texts")
     select gen_random_uuid(), "id", '+1' || regexp_replace("phone", '\\D', '', 'g'), true from "bookings"`,
  );
  await connection.execute(
    `insert into "text_consents" ("id", "phone_e164", "kind", "source", "version_id", "consent_text", "booking_id", "at")
     select gen_random_uuid(), "phone_e164", 'opt_in', 'booking_form', 'web-form-2026-11', 'bench', "booking_id", ?
     from "booking_phones"`,
    [new Date(testNow.getTime() - 86_400_000).toISOString()],
  );
  const rows = await connection.execute<{ id: string }[]>(`select "id" from "bookings"`);
  return rows.map((row) => row.id);
}

async function run(orms: readonly Orm[], label: string): Promise<boolean> {
  const [orm] = orms;
  if (!orm) return false;
  const ids = await store(orm, reminders);
  const booking = storedBooking({
    deliveryDate: '2026-11-24',
    pickupDate: '2026-12-04',
    status: 'confirmed',
  });
  const unitOfWork = new MikroOrmUnitOfWork(orm);
  const scheduleStart = performance.now();
  for (const id of ids) {
    await unitOfWork.transaction(({ texts }) => replanBookingReminders(texts, { ...booking, id }, testNow));
  }
  const scheduleMs = performance.now() - scheduleStart;
  const connection = orm.em.getConnection();
  await connection.execute(
    `update "text_messages" set "due_at" = case when "kind" = 'delivery_reminder'
       then now() - interval '1 second' else now() + interval '1 day' end`,
  );

  const directory = await mkdtemp(path.join(tmpdir(), 'bench-texts-'));
  const sent: string[] = [];
  const logger = pino({ level: 'warn' });
  const workers = orms.concat(orms.length === 1 ? orms : []).map((workerOrm, index) => {
    const files = new FileTextSender({
      directory,
      from: '+19045550100',
      logger,
      clock: { now: () => testNow },
    });
    return testTextWorker(workerOrm, {
      workerId: `bench-${index}`,
      concurrency,
      sender: {
        async send(text) {
          sent.push(text.reference);
          return files.send(text);
        },
        close: () => files.close(),
      },
    });
  });
  const start = performance.now();
  for (const worker of workers) worker.start();
  let pending = reminders;
  while (pending > 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = await connection.execute<{ count: number }[]>(
      `select count(*)::int as count from "text_messages" where "kind" = 'delivery_reminder' and "status" = 'pending'`,
    );
    pending = Number(rows[0]?.count ?? 0);
    if (performance.now() - start > 300_000) break;
  }
  const deliverMs = performance.now() - start;
  await Promise.all(workers.map((worker) => worker.stop(5_000)));
  const files = (await readdir(directory)).length;
  await rm(directory, { recursive: true, force: true });
  const exact =
    pending === 0 && sent.length === reminders && new Set(sent).size === reminders && files === reminders;
  console.log(
    `${label}: scheduled ${reminders} bookings' reminders in ${(scheduleMs / 1000).toFixed(1)} s ` +
      `(${Math.round(reminders / (scheduleMs / 1000))}/s); ${workers.length} workers x ${concurrency} delivered ` +
      `${reminders} due reminders in ${(deliverMs / 1000).toFixed(1)} s (${Math.round(reminders / (deliverMs / 1000))}/s); ` +
      `sends ${sent.length}, distinct ${new Set(sent).size}, files ${files}: ${exact ? 'each exactly once' : 'NOT EXACT'}`,
  );
  return exact;
}

async function main(): Promise<number> {
  console.log(`bench:texts: ${reminders} reminders; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`);
  let clean = true;
  const name = `dumpster_bench_texts_${randomBytes(4).toString('hex')}`;
  const orms: Orm[] = [];
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const target = { kind: 'postgresql', url: url.toString(), poolMax: 10 } as const;
    orms.push(await openOrm(target));
    await migrate(orms[0] as Orm, target);
    orms.push(await openOrm(target));
    clean = (await run(orms, 'PostgreSQL')) && clean;
  } catch (error) {
    console.log(`PostgreSQL skipped: ${error instanceof Error ? error.message : error}`);
  } finally {
    await Promise.all(orms.map((orm) => orm.close(true)));
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  const pglite = await openOrm({ kind: 'pglite' });
  await migrate(pglite);
  clean = (await run([pglite], 'PGlite')) && clean;
  await pglite.close(true);
  return clean ? 0 : 1;
}

process.exitCode = await main();
