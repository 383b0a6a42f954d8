// A long response written at the client's pace, on a real socket: while the client reads
// nothing, the writer stops producing (the server holds what the kernel's buffers hold, not the
// whole answer); once it reads, every byte arrives; when it leaves, the writer is told and stops.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { writeWithBackpressure } from './write-with-backpressure.ts';

const chunkBytes = 256 * 1024;
const chunks = 200; // 50 MiB in all
const chunk = 'x'.repeat(chunkBytes);

let server: Server | undefined;
let client: Socket | undefined;
afterEach(async () => {
  client?.destroy();
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server?.close(resolve));
});

/** A server writing `chunks` chunks; `produced` counts them, `finished` says how the writer ended. */
async function serve() {
  const state = { produced: 0, finished: undefined as undefined | 'all' | 'client left' };
  server = createServer(async (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    for (let i = 0; i < chunks; i += 1) {
      state.produced += 1;
      if (!(await writeWithBackpressure(res, chunk))) {
        state.finished = 'client left';
        return;
      }
    }
    state.finished = 'all';
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { state, port };
}

/** A client that sends its request and does not read until told to. */
async function pausedClient(port: number): Promise<Socket> {
  client = connect(port, '127.0.0.1');
  await once(client, 'connect');
  client.pause();
  client.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  return client;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('writing at the client pace', () => {
  it('stops producing while the client reads nothing, then delivers every byte', async () => {
    const { state, port } = await serve();
    const socket = await pausedClient(port);
    await settle(500);
    const producedWhilePaused = state.produced;
    // The kernel's socket buffers take a few MiB; the other ~40 MiB were never produced.
    expect(producedWhilePaused).toBeLessThan(chunks / 5);
    expect(state.finished).toBeUndefined();
    await settle(300);
    expect(state.produced).toBe(producedWhilePaused);

    let received = 0;
    socket.on('data', (data: Buffer) => {
      received += data.length;
    });
    socket.resume();
    await once(socket, 'end');
    expect(state.finished).toBe('all');
    expect(received).toBeGreaterThan(chunks * chunkBytes);
  });

  it('stops when the client leaves while the writer waits', async () => {
    const { state, port } = await serve();
    const socket = await pausedClient(port);
    await settle(300);
    expect(state.finished).toBeUndefined();
    socket.destroy();
    for (let i = 0; i < 50 && !state.finished; i += 1) await settle(20);
    expect(state.finished).toBe('client left');
    expect(state.produced).toBeLessThan(chunks / 5);
  });
});
