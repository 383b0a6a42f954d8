// An operator reads the server as it runs (docs/operations.md): `npm start` says at once where the site is, and every log line is written when it
// happens: the real server process (the backend entry `npm start` runs) is read while it runs,
// with no request sent beyond the readiness check, so no buffer may be holding the lines back.
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './test-support/pglite-template.ts';
import { type ServerProcess, startServerProcess } from './test-support/server-process.ts';

let dataDir: string;
let server: ServerProcess;

/** Waits (a guard against a slow machine, not a timing assertion) until the output has `text`. */
async function outputContaining(text: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (!server.output().includes(text) && Date.now() < deadline) await sleep(50);
  return server.output();
}

/** The JSON log lines written so far. */
function logLines(): Array<Record<string, unknown>> {
  return server
    .lines()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  dataDir = await migratedDataDir('server-start-');
  server = await startServerProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server started as npm start starts it', () => {
  it('says in one plain line where the site is and where its data lives', async () => {
    const line = `Coastal Haul is running at http://127.0.0.1:${server.port} (embedded PGlite database in ${dataDir}). Ctrl+C stops it.`;
    expect(await outputContaining(line)).toContain(line);
  });

  it("has written its listening line and the readiness checks' request lines already", async () => {
    await outputContaining('"msg":"request completed"');
    const lines = logLines();
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'server listening',
        url: `http://127.0.0.1:${server.port}`,
        database: 'pglite',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/readyz' }) }),
    );
  });

  it("writes a request's line while the server runs on, with nothing sent after it", async () => {
    const answer = await fetch(`${server.baseUrl}/healthz`);
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id') ?? 'missing';
    await outputContaining(requestId);
    expect(logLines()).toContainEqual(
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ id: requestId }) }),
    );
  });
});
