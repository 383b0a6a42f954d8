// `npm run bench:mail` (a benchmark, not a test; docs/performance.md): delivery throughput of the
// outbox. 10,000 rendered booking confirmations are queued in a fresh database, then the delivery
// worker (the production adapter: SQL claim, nodemailer's pooled SMTP transport) sends them to a
// local SMTP sink in this process; the figure is messages per second until the last is marked
// sent, for each worker concurrency asked for. Every message must arrive exactly once.
//
// Database: PostgreSQL at BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test (a fresh database per run, dropped after), and PGlite.
// Options: --messages=10000 --concurrency=4,16 --workers=1

import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import pino from 'pino';
import {
  DeliveryWorker,
  MailComposer,
  SendTimeParts,
  SmtpTransport,
  SqlOutboxQueue,
} from '../backend/src/entries/benchmark-parts.ts';
import { migrate, type Orm, openOrm } from '../backend/src/entries/database-tools.ts';
import { storedBooking } from '../backend/src/test-support/stored-booking.ts';
import { MailSink } from './lib/mail-sink.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const messages = Number(args.get('messages') ?? 10_000);
const concurrencies = (args.get('concurrency') ?? '4,16').split(',').map(Number);
const workersPerRun = Number(args.get('workers') ?? 1);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** Queues `count` copies of one rendered confirmation, each its own row and Message-ID. */
async function queue(orm: Orm, count: number): Promise<void> {
  const mail = new MailComposer().compose({
    kind: 'booking-confirmation',
    booking: storedBooking(),
    manageLink: null,
  });
  const connection = orm.em.getConnection();
  await connection.execute(`delete from "outbox_messages"`);
  await connection.execute(
    `insert into "outbox_messages" ("id", "kind", "message_id", "recipient", "reply_to", "subject",
       "text_body", "html_body", "attachments")
     select id, ?, '<' || id || '@coastalhaul.example>', ?, ?::jsonb, ?, ?, ?, ?::jsonb
     from (select gen_random_uuid() as id from generate_series(1, ?)) as ids`,
    [
      mail.kind,
      mail.to,
      JSON.stringify(mail.replyTo),
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.attachments),
      count,
    ],
  );
}

async function pendingCount(orm: Orm): Promise<number> {
  const rows = await orm.em
    .getConnection()
    .execute<{ count: number }[]>(
      `select count(*)::int as count from "outbox_messages" where "status" <> 'sent'`,
    );
  return Number(rows[0]?.count ?? 0);
}

async function run(orm: Orm, label: string, concurrency: number): Promise<boolean> {
  await queue(orm, messages);
  const sink = new MailSink();
  const url = await sink.start();
  const logger = pino({ level: 'warn' });
  const workers = Array.from(
    { length: workersPerRun },
    () =>
      new DeliveryWorker({
        queue: new SqlOutboxQueue(orm),
        transport: new SmtpTransport({
          url,
          from: '"Coastal Haul" <bookings@coastalhaul.example>',
          connections: concurrency,
        }),
        // The benchmark's messages carry no My booking link (decision 0160).
        parts: new SendTimeParts({
          'manage-link': () => Promise.reject(new Error('the benchmark queues no links')),
        }),
        logger,
        concurrency,
        maxAttempts: 8,
        pollMs: 50,
      }),
  );
  const started = performance.now();
  for (const worker of workers) worker.start();
  while ((await pendingCount(orm)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers.map((worker) => worker.stop(5_000)));
  await sink.stop();
  const distinct = new Set(sink.received.map((mail) => mail.messageId)).size;
  const exact = sink.received.length === messages && distinct === messages;
  console.log(
    `${label.padEnd(10)} concurrency ${String(concurrency).padStart(2)} x ${workersPerRun} worker(s): ${messages} messages in ${seconds.toFixed(1)} s = ${(messages / seconds).toFixed(0)} messages/s; received ${sink.received.length}, distinct ${distinct}${exact ? '' : '  <-- NOT EXACTLY ONCE'}`,
  );
  return exact;
}

async function main(): Promise<number> {
  console.log(`bench:mail: ${messages} messages; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`);
  let clean = true;
  const name = `dumpster_bench_mail_${randomBytes(4).toString('hex')}`;
  let postgres: Orm | undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    postgres = await openOrm({ kind: 'postgresql', url: url.toString(), poolMax: 10 });
    await migrate(postgres, { kind: 'postgresql', url: url.toString() });
    for (const concurrency of concurrencies)
      clean = (await run(postgres, 'PostgreSQL', concurrency)) && clean;
  } catch (error) {
    console.log(`PostgreSQL skipped: ${error instanceof Error ? error.message : error}`);
  } finally {
    await postgres?.close(true);
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  const pglite = await openOrm({ kind: 'pglite' });
  await migrate(pglite);
  for (const concurrency of concurrencies) clean = (await run(pglite, 'PGlite', concurrency)) && clean;
  await pglite.close(true);
  return clean ? 0 : 1;
}

process.exitCode = await main();
