// The product's server as its own process, started the way `npm start` starts it, on a free
// port; ready when GET /readyz answers 200 (the database included). Stopped with SIGTERM, the
// signal a platform sends.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What `npm start` runs ("start": "node scripts/start.ts" in the root package.json). */
const serverEntry = 'scripts/start.ts';
/** `npm start` builds what is missing or stale first: on a fresh clone that takes a while. */
const readyDeadlineMs = 10 * 60_000;
const stopDeadlineMs = 15_000;

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve(`exit ${child.exitCode ?? child.signalCode}`);
    else child.once('exit', (code, signal) => resolve(`exit ${code ?? signal}`));
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + readyDeadlineMs;
  let gone: string | undefined;
  void exited(child).then((how) => {
    gone = how;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server stopped before it was ready (${gone}).`);
    try {
      const answer = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (answer.status === 200) return;
    } catch {
      // Not listening yet (building, migrating): ask again.
    }
    await sleep(250);
  }
  throw new Error(`The server was not ready within ${readyDeadlineMs / 1000} s.`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGTERM');
  const outcome = await Promise.race([done, sleep(stopDeadlineMs).then(() => 'timeout' as const)]);
  if (outcome === 'timeout') {
    console.error(`The server did not stop within ${stopDeadlineMs / 1000} s of SIGTERM: killing it.`);
    child.kill('SIGKILL');
    await done;
    process.exitCode = 1;
  }
}

export async function startProductServer(root: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve(root, serverEntry)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, stop: () => stopChild(child) };
}
