// The production server for the stress run: the backend's entry `node backend/src/main.ts`,
// which `npm start` (scripts/start.ts) runs after building a stale site (a build mid-run would
// only lengthen the restart; the booking path is the same). Killed with SIGKILL and started
// again on the same port and database.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface StressServer {
  readonly baseUrl: string;
  /** SIGKILL, then wait for the exit (PGlite: never two processes on one folder). */
  kill(): Promise<void>;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

export async function startStressServer(env: Record<string, string>, port: number): Promise<StressServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'backend/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit');
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) throw new Error(`The server exited before it was ready:\n${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within 180 s:\n${stderr}`);
    }
    await sleep(100);
  }
  return {
    baseUrl,
    async kill() {
      if (!gone) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    async stop() {
      if (!gone) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
