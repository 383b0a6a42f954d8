// The production server as a child process: the backend's entry, `node backend/src/main.ts`,
// which `npm start` (scripts/start.ts) runs in its own process after building a stale site. The
// API is the same; starting the entry directly keeps a site build out of `npm test`.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const startScript = path.join(repoRoot, 'backend/src/main.ts');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly port: number;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServerProcess(
  env: Record<string, string>,
  options: { readyWithinMs?: number } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [startScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`The server exited before it was ready:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready in time:\n${log}`);
    }
    await sleep(100);
  }
  return { child, baseUrl, port, output: () => log, exited };
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
