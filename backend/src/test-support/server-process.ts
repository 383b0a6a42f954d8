// The one way tests, benchmarks and the e2e suite run a server as a child process: the backend's
// entry (`backend/src/main.ts`), the production entry `npm start` runs (`scripts/start.ts`, which
// builds a stale site first), or another node script such as the benchmark's baseline, on a free
// port (PORT) with an environment; ready once a GET of its ready path answers. Stopped with
// SIGTERM, the signal a platform sends, then SIGKILL after a deadline; `kill()` is the crash.
// Everything the process writes is kept as lines, for assertions and failure messages.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** What the backend runs on its own (no site), and what `npm start` runs. */
export const serverEntries = {
  backend: 'backend/src/main.ts',
  production: 'scripts/start.ts',
} as const;

/** The SELF_SERVICE_SECRET of every server started here, unless the test gives its own. */
export const serverProcessSecret = 'the My booking link secret of the servers tests start';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ServerProcessOptions {
  /** A script relative to the repository root; default the backend's entry. */
  readonly entry?: string;
  readonly args?: readonly string[];
  /** Added to this process's environment and the defaults below (NODE_ENV, HOST, LOG_LEVEL, SELF_SERVICE_SECRET). */
  readonly env?: Record<string, string>;
  /** Default a free one. */
  readonly port?: number;
  /** Default /readyz, which answers 200 once the database is migrated. */
  readonly readyPath?: string;
  /** When any answer at all means ready (a server without a ready route). */
  readonly readyOnAnyAnswer?: boolean;
  /** Default 120 s; `npm start` building a site on a fresh clone needs more. */
  readonly readyWithinMs?: number;
  /** How long stop() waits after SIGTERM before SIGKILL; default 15 s. */
  readonly stopWithinMs?: number;
  /** Also copy the process's output to this process's stdout and stderr (as it arrives). */
  readonly echo?: boolean | 'stderr';
  /**
   * Discard stdout (the request logs) instead of keeping it: a benchmark measures the server
   * writing its logs, not the load generator's process reading them.
   */
  readonly ignoreStdout?: boolean;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly baseUrl: string;
  /** Everything the process wrote so far (stdout and stderr), one entry per line. */
  lines(): readonly string[];
  /** The same as one text, for a failing test's message. */
  output(): string;
  /** Resolves with the line once the process writes one matching `pattern`. */
  waitForLine(pattern: RegExp, withinMs?: number): Promise<string>;
  /** Resolves once the process has exited, however. */
  readonly exited: Promise<Exit>;
  /** SIGTERM, then SIGKILL when it has not exited within the stop deadline. */
  stop(): Promise<Exit & { readonly forced: boolean }>;
  /** SIGKILL (a crash), then wait for the exit. */
  kill(): Promise<Exit>;
}

function captureLines(child: ChildProcess, echo: ServerProcessOptions['echo']) {
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  const follow = (stream: NodeJS.ReadableStream | null, copyTo: NodeJS.WriteStream | undefined) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      copyTo?.write(chunk);
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      if (parts.length === 0) return;
      lines.push(...parts);
      for (const listener of listeners) listener();
    });
    stream?.on('end', () => {
      if (partial) lines.push(partial);
      partial = '';
      for (const listener of listeners) listener();
    });
  };
  follow(child.stdout, echo === true ? process.stdout : undefined);
  follow(child.stderr, echo ? process.stderr : undefined);
  return { lines, listeners };
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const entry = path.resolve(repoRoot, options.entry ?? serverEntries.backend);
  const child = spawn(process.execPath, [entry, ...(options.args ?? [])], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // One link secret for every server a test starts, as instances sharing a PostgreSQL
      // database must have (a server there refuses to start without one, decision 0122).
      SELF_SERVICE_SECRET: serverProcessSecret,
      ...options.env,
      PORT: String(port),
    },
    stdio: ['ignore', options.ignoreStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  const { lines, listeners } = captureLines(child, options.echo);
  const output = () => lines.join('\n');
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );
  // A run that ends before it stops its server (a test hook that timed out, a crash) must not
  // leave the server running with nobody to stop it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));
  const stopWithinMs = options.stopWithinMs ?? 15_000;
  const kill = async () => {
    if (!exit) child.kill('SIGKILL');
    return exited;
  };
  const stop = async () => {
    if (exit) return { ...exit, forced: false };
    child.kill('SIGTERM');
    const inTime = await Promise.race([exited, sleep(stopWithinMs).then(() => undefined)]);
    if (inTime) return { ...inTime, forced: false };
    return { ...(await kill()), forced: true };
  };
  const waitForLine = (pattern: RegExp, withinMs = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find((candidate) => pattern.test(candidate));
        if (line === undefined) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve(line);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`No line matching ${pattern} within ${withinMs} ms:\n${output()}`));
      }, withinMs);
      listeners.add(check);
      check();
    });

  const baseUrl = `http://127.0.0.1:${port}`;
  const readyWithinMs = options.readyWithinMs ?? 120_000;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (exit)
      throw new Error(`${options.entry ?? serverEntries.backend} exited before it was ready:\n${output()}`);
    try {
      const res = await fetch(baseUrl + (options.readyPath ?? '/readyz'), {
        signal: AbortSignal.timeout(2_000),
      });
      await res.arrayBuffer();
      if (res.status === 200 || options.readyOnAnyAnswer) break;
    } catch {
      // Not listening yet (building, migrating): ask again.
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`The server was not ready within ${readyWithinMs / 1000} s:\n${output()}`);
    }
    await sleep(100);
  }
  return { child, port, baseUrl, lines: () => lines, output, waitForLine, exited, stop, kill };
}

/** Whether a new TCP connection to the port is refused right now. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
