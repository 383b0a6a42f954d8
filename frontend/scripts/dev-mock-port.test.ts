// `npm run dev:mock` (the site and back office on the mock API) listens on PORT when it is set,
// like `npm start`, and answers /admin with the back office's page there.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, it } from 'vitest';

const frontendDir = path.resolve(import.meta.dirname, '..');

/** node:http, not fetch: this project's tests run in jsdom. */
function get(url: string): Promise<{ status: number; body: string } | undefined> {
  return new Promise((resolve) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', () => resolve(undefined));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

it('listens on PORT and serves the back office at /admin', { timeout: 90_000 }, async () => {
  const port = await freePort();
  const vite = spawn(
    process.execPath,
    [path.join(frontendDir, '../node_modules/vite/bin/vite.js'), '--mode', 'mock'],
    {
      cwd: frontendDir,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  vite.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  vite.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    const deadline = Date.now() + 60_000;
    let answer: { status: number; body: string } | undefined;
    while (!answer && Date.now() < deadline) {
      answer = await get(`http://localhost:${port}/admin`);
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answer?.status, output).toBe(200);
    expect(answer?.body).toContain('/src/entry-admin.tsx');
  } finally {
    vite.kill('SIGTERM');
    await once(vite, 'exit');
  }
});
