// `npm run bench:stress` (a stress run, not a test; docs/reliability.md): 10,000 booking
// submissions at 64 connections against the production server (`node backend/src/main.ts`, the
// entry `npm start` runs), each with its own Idempotency-Key, 5% of them sent a second time with
// the same key, and the server killed with SIGKILL and started again once in the middle. Clients retry refused or cut
// connections and 503s with the same key, within a bound. Afterwards the database must hold
// exactly one booking per acknowledged key: zero lost, zero duplicated. The fleet is small
// (--fleet, the FLEET setting) so that the calendar fills and some bookings are refused (409,
// final): no day may then hold more bookings of a size than its units (overbooked=0). The server
// sends its e-mails to a local SMTP sink in this process (SMTP_URL): every stored booking must
// have exactly one confirmation and one notice delivered (`mailed`), counted by Message-ID as a
// receiving server would, after the kill and restart (the killed process's leases end after
// MAIL_LEASE_SECONDS, 15 s here).
//
// Database: with DATABASE_URL, a fresh database `stress_<timestamp>` is created on that server
// for the run and dropped afterwards (STRESS_KEEP_DATABASE=1 keeps it); without it, a fresh
// temporary PGlite DATA_DIR. Options: --submissions=N (10000), --connections=N (64),
// --retry-share=0.05, --kill-at=0.5 (share of submissions answered, 201 or 409, before the kill),
// --fleet=10-yard:400,15-yard:300,20-yard:200 (about 3,300 bookings of each size over 60 days).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, businessDateAt, dumpsterSizeValues } from '@dumpster/domain';
import pg from 'pg';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
} from '../backend/src/test-support/server-process.ts';
import { MailSink } from './lib/mail-sink.ts';
import {
  agent,
  newTally,
  percentile,
  type SubmissionResult,
  submitWithRetries,
} from './lib/stress-client.ts';
import { countPglite, countPostgres, type StoredFigures } from './lib/stress-count.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const submissions = Number(args.get('submissions') ?? 10_000);
const connections = Number(args.get('connections') ?? 64);
const retryShare = Number(args.get('retry-share') ?? 0.05);
const killAt = Number(args.get('kill-at') ?? 0.5);
const fleet = args.get('fleet') ?? '10-yard:400,15-yard:300,20-yard:200';
/** How long one client keeps retrying one booking before it gives up (the bound). */
const giveUpAfterMs = 180_000;

const runId = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const today = businessDateAt(new Date());

interface Submission {
  readonly key: string;
  readonly payload: string;
  readonly retried: boolean;
  first?: SubmissionResult;
  again?: SubmissionResult;
}

function makeSubmissions(): Submission[] {
  return Array.from({ length: submissions }, (_, i) => ({
    key: `stress-${runId}-${i}`,
    retried: Math.random() < retryShare,
    payload: JSON.stringify({
      bookingType: i % 5 === 0 ? 'commercial' : 'residential',
      name: `Stress ${runId} ${i}`,
      email: `stress${i}@example.com`,
      phone: '(904) 555-0134',
      address: `${100 + (i % 900)} Ocean Street`,
      city: 'Jacksonville',
      state: 'FL',
      zipCode: '32202',
      companyName: i % 5 === 0 ? 'Stress Builders' : '',
      jobNumber: '',
      jobName: '',
      dumpsterSize: dumpsterSizeValues[i % dumpsterSizeValues.length],
      deliveryDate: addDays(today, 1 + (i % 60)),
      pickupDate: addDays(today, 8 + (i % 60) + (i % 11)),
      specialInstructions: '',
      smsOptIn: i % 2 === 0,
    }),
  }));
}

async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  kind: string;
  cleanup(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `stress_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      kind: `PostgreSQL (fresh database ${name})`,
      async cleanup() {
        if (process.env.STRESS_KEEP_DATABASE === '1') return;
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stress-data-'));
  return {
    env: { DATA_DIR: dataDir },
    kind: `PGlite (fresh DATA_DIR ${dataDir})`,
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const referencePattern = /CH-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** Waits until `count` distinct messages arrived, or no new one for 60 s (past the 15 s lease). */
async function waitForMail(sink: MailSink, count: number): Promise<void> {
  let seen = -1;
  let lastProgress = performance.now();
  for (;;) {
    const distinct = new Set(sink.received.map((mail) => mail.messageId)).size;
    if (distinct >= count) return;
    if (distinct !== seen) {
      seen = distinct;
      lastProgress = performance.now();
    } else if (performance.now() - lastProgress > 60_000) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Per stored booking, the distinct Message-IDs of its confirmation and of its notice (read from
 * the subjects): `mailed` counts the bookings with exactly one of each; `strays` the messages for
 * no stored booking.
 */
function mailFigures(sink: MailSink, references: ReadonlySet<string>) {
  const byReference = new Map<string, { confirmations: Set<string>; notices: Set<string> }>();
  let strays = 0;
  for (const mail of sink.received) {
    const reference = referencePattern.exec(mail.subject)?.[0];
    if (!reference || !references.has(reference)) {
      strays += 1;
      continue;
    }
    let entry = byReference.get(reference);
    if (!entry) {
      entry = { confirmations: new Set(), notices: new Set() };
      byReference.set(reference, entry);
    }
    (mail.subject.startsWith('New booking') ? entry.notices : entry.confirmations).add(mail.messageId);
  }
  const mailed = [...byReference.values()].filter(
    (entry) => entry.confirmations.size === 1 && entry.notices.size === 1,
  ).length;
  return { mailed, strays, distinct: new Set(sink.received.map((mail) => mail.messageId)).size };
}

async function main(): Promise<number> {
  const database = await prepareDatabase();
  const port = await freePort();
  const sink = new MailSink();
  const env = {
    ...database.env,
    SMTP_URL: await sink.start(),
    MAIL_LEASE_SECONDS: '15',
    // Raised for the run: 64 connections from one address would otherwise be rate limited.
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_WINDOW_SECONDS: '3600',
    FLEET: fleet,
  };
  console.log(
    `stress: ${submissions} bookings, ${connections} connections, ${Math.round(retryShare * 100)}% sent twice`,
  );
  console.log(`stress: database ${database.kind}; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`);
  console.log(`stress: fleet ${fleet}`);
  // The backend's entry `npm start` runs after building a stale site (a build mid-run would only
  // lengthen the restart; the booking path is the same), killed and started again on one port.
  const start = () =>
    startServerProcess({
      env: { LOG_LEVEL: 'error', ...env },
      port,
      readyWithinMs: 180_000,
      ignoreStdout: true,
    });
  let server: ServerProcess = await start();
  const baseUrl = () => server.baseUrl;
  const work = makeSubmissions();
  const tally = newTally();

  let acknowledgedSoFar = 0;
  let answeredSoFar = 0;
  let killed = false;
  let downtimeMs = 0;
  let restarting: Promise<void> | undefined;
  const killAndRestart = () => {
    killed = true;
    restarting = (async () => {
      const started = performance.now();
      await server.kill();
      console.log(`stress: server killed (SIGKILL) after ${acknowledgedSoFar} acknowledged; restarting`);
      server = await start();
      downtimeMs = performance.now() - started;
      console.log(`stress: server back after ${(downtimeMs / 1000).toFixed(1)} s`);
    })();
  };

  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const item = work[next++] as Submission;
      item.first = await submitWithRetries(baseUrl, item.key, item.payload, tally, giveUpAfterMs);
      if (item.first.acknowledged) acknowledgedSoFar += 1;
      // Refusals count as answered: with a full calendar, acknowledged alone may never get there.
      if (item.first.acknowledged || item.first.refused) answeredSoFar += 1;
      if (!killed && answeredSoFar >= submissions * killAt) killAndRestart();
      if (item.retried && item.first.acknowledged) {
        item.again = await submitWithRetries(baseUrl, item.key, item.payload, tally, giveUpAfterMs);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  await restarting;
  const elapsedMs = performance.now() - started;
  const acknowledgedCount = work.filter((item) => item.first?.acknowledged).length;
  const mailWaitStarted = performance.now();
  await waitForMail(sink, 2 * acknowledgedCount);
  const mailWaitMs = performance.now() - mailWaitStarted;
  await server.stop();
  await sink.stop();
  agent.destroy();

  const figures: StoredFigures = database.env.DATABASE_URL
    ? await countPostgres(database.env.DATABASE_URL)
    : await countPglite(database.env.DATA_DIR as string);
  await database.cleanup();

  const acknowledged = work.filter((item) => item.first?.acknowledged);
  const ackIds = new Set(acknowledged.map((item) => item.first?.id));
  const lost = acknowledged.filter((item) => !figures.bookingIds.has(item.first?.id ?? '')).length;
  const wrongReplays = work.filter(
    (item) => item.again?.acknowledged && item.again.id !== item.first?.id,
  ).length;
  const refused = work.filter((item) => item.first?.refused).length;
  const gaveUp = work.length - acknowledged.length - refused;
  const duplicated = figures.stored - figures.distinctSubmissions;
  const unacknowledgedStored = [...figures.bookingIds].filter((id) => !ackIds.has(id)).length;
  const keyMismatches = acknowledged.filter(
    (item) => figures.keyToId.get(item.key) !== item.first?.id,
  ).length;
  const sorted = [...tally.latenciesMs].sort((a, b) => a - b);
  const mail = mailFigures(sink, figures.references);

  console.log('');
  console.log(
    `submissions            ${submissions} (${work.filter((i) => i.retried).length} sent twice with their key)`,
  );
  console.log(`HTTP 201 created       ${tally.created}`);
  console.log(`HTTP 201 replayed      ${tally.replayed} (retries after cut connections included)`);
  console.log(`HTTP 409 refused       ${tally.refused} (no unit free on some day: final, nothing stored)`);
  console.log(`HTTP 503 answers       ${tally.unavailable}`);
  console.log(
    `connection errors      ${tally.connectionErrors} (refused or cut, mostly while the server was down)`,
  );
  console.log(`other statuses         ${JSON.stringify(tally.otherStatuses)}`);
  console.log(`gave up (unacknowledged) ${gaveUp}`);
  console.log(`second sends answered with another id ${wrongReplays}`);
  console.log(
    `stored rows without an acknowledged key ${unacknowledgedStored}; keys pointing elsewhere ${keyMismatches}`,
  );
  console.log(
    `wall time              ${(elapsedMs / 1000).toFixed(1)} s (server down ${(downtimeMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `throughput             ${(acknowledged.length / (elapsedMs / 1000)).toFixed(0)} acknowledged bookings/s overall, ${(acknowledged.length / ((elapsedMs - downtimeMs) / 1000)).toFixed(0)}/s while up`,
  );
  console.log(
    `latency of 201s        p50 ${ms(percentile(sorted, 50))}  p90 ${ms(percentile(sorted, 90))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}`,
  );
  console.log(
    `e-mails               ${sink.received.length} received, ${mail.distinct} distinct Message-IDs (${sink.received.length - mail.distinct} delivered again with the same Message-ID after the kill), all delivered ${(mailWaitMs / 1000).toFixed(1)} s after the last booking`,
  );
  console.log(
    `stored=${figures.stored} acknowledged=${acknowledged.length} lost=${lost} duplicated=${duplicated} mailed=${mail.mailed} overbooked=${figures.overbookedDays}`,
  );
  const clean =
    lost === 0 &&
    duplicated === 0 &&
    figures.stored === acknowledged.length &&
    wrongReplays === 0 &&
    keyMismatches === 0 &&
    mail.mailed === figures.stored &&
    mail.strays === 0 &&
    figures.overbookedDays === 0;
  return clean ? 0 : 1;
}

process.exitCode = await main();
