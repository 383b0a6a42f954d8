// `npm run test:e2e`: the acceptance suite against the production server (docs/decisions/0035).
// 1. Finds the machine's Chromium (never downloads one) or fails saying how to install it.
// 2. Starts what `npm start` starts (it builds what is missing or stale) on a free port with a
//    fresh temporary DATA_DIR (embedded PGlite), waits for /readyz, runs every journey, stops
//    the server with SIGTERM and removes the folder.
// 3. With TEST_DATABASE_URL, creates a fresh PostgreSQL database, starts the server on it and
//    runs the journeys tagged @database, which also read the stored rows with SQL; then drops it.
// Exits non-zero when anything fails.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type ServerProcess,
  serverEntries,
  startServerProcess,
} from '../backend/src/test-support/server-process.ts';
import { unfillableFleet } from '../backend/src/test-support/unfillable-fleet.ts';
import { chromiumPath } from './support/chromium.ts';
import { runPlaywright } from './support/run-playwright.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';
import { createStaffAccount } from './support/staff-account.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Journeys are many and quick: the rate limit must never be what a journey meets. */
const serverEnv = {
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_WINDOW_SECONDS: '60',
  RATE_LIMIT_MAX: '100000',
  // Many journeys book the same size and dates: a fleet they cannot fill (decision 0086's 409 is
  // proven by the backend's and the form's own suites).
  FLEET: unfillableFleet,
  HOST: '127.0.0.1',
  // The journeys provoke 404s and failures on purpose: only the server's errors are news.
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'error',
  // E-mails as files in DATA_DIR/mail, where the journeys read them, whatever this shell has set.
  SMTP_URL: '',
  // One public address for every run, so the build `npm start` checks stays current whatever free
  // port the server gets (without SITE_URL the address follows PORT, and a new port is a rebuild).
  // The journeys follow links by their paths (support/mail.ts).
  SITE_URL: process.env.SITE_URL || 'http://localhost:3000',
};

/**
 * Ctrl+C or a CI cancel: stop the running journeys; each pass then stops its server and removes
 * its folder or database in its `finally`, and no further pass starts.
 */
let interrupted = false;
let runningSuite: ChildProcess | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    runningSuite?.kill('SIGTERM');
  });
}

async function phase(
  name: string,
  env: Record<string, string>,
  playwrightArgs: string[],
  cleanups: Array<() => Promise<void>>,
): Promise<number> {
  console.log(`\n=== e2e: ${name}`);
  const started = performance.now();
  let server: ServerProcess | undefined;
  try {
    // The back office journeys' account, made before the server opens the database.
    createStaffAccount(env);
    // What `npm start` runs, which builds what is missing or stale first: on a fresh clone that
    // takes a while. Its output goes to this run's output as it comes.
    server = await startServerProcess({
      entry: serverEntries.production,
      env: { ...serverEnv, ...env },
      readyWithinMs: 10 * 60_000,
      echo: true,
    });
    console.log(`server ready at ${server.baseUrl} (${Math.round(performance.now() - started)} ms)`);
    if (interrupted) return 130;
    const code = await runPlaywright(
      root,
      playwrightArgs,
      {
        E2E_BASE_URL: server.baseUrl,
        CHROME_PATH: chromiumPath(),
        ...(env.DATABASE_URL ? { E2E_DATABASE_URL: env.DATABASE_URL } : {}),
        // Without SMTP_URL the server writes its e-mails here (journeys read them: support/mail.ts).
        ...(env.DATA_DIR ? { E2E_MAIL_DIR: path.join(env.DATA_DIR, 'mail') } : {}),
      },
      (child) => {
        runningSuite = child;
      },
    );
    runningSuite = undefined;
    console.log(
      `=== e2e: ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round(performance.now() - started) / 1000} s`,
    );
    return code;
  } finally {
    if ((await server?.stop())?.forced) {
      console.error('The server did not stop within 15 s of SIGTERM: it was killed.');
      process.exitCode = 1;
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

async function main(): Promise<number> {
  chromiumPath(); // fails early, with the install instructions, when there is none
  const extraArgs = process.argv.slice(2);
  const started = performance.now();

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dumpster-e2e-'));
  let code = await phase(
    'PGlite (fresh DATA_DIR)',
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    // Filters first: --project takes every word after it as a project name.
    [...extraArgs, '--project', 'pglite'],
    [() => rm(dataDir, { recursive: true, force: true })],
  );

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (interrupted) return 130;
  if (adminUrl) {
    const database: ScratchDatabase = await createScratchDatabase(adminUrl);
    // On PostgreSQL the folder holds the e-mails written as files and the generated link secret.
    const mailDataDir = await mkdtemp(path.join(os.tmpdir(), 'dumpster-e2e-mail-'));
    const pgCode = await phase(
      'PostgreSQL (fresh database, @database journeys)',
      { DATABASE_URL: database.url, DATA_DIR: mailDataDir },
      // A filter given on the command line may leave no @database journey: that is no failure.
      [...extraArgs, ...(extraArgs.length > 0 ? ['--pass-with-no-tests'] : []), '--project', 'postgresql'],
      [() => database.drop(), () => rm(mailDataDir, { recursive: true, force: true })],
    );
    code ||= pgCode;
  } else {
    console.log(
      '\nTEST_DATABASE_URL is not set: the PostgreSQL pass (stored rows checked with SQL) is skipped.',
    );
  }
  console.log(`\ne2e total: ${Math.round(performance.now() - started) / 1000} s`);
  return code;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
