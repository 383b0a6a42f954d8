// The rest of what a hostile client could use (decisions 0060, 0121), against the production entry
// (scripts/start.ts) on a fixture build that holds a source map: no source map is served; a
// client's own X-Request-Id is ignored unless it comes through a trusted proxy (TRUST_PROXY);
// X-Frame-Options agrees with frame-ancestors 'none'; OPTIONS is the JSON 404 everywhere, the
// health checks included; only a page that exists gets the trailing-slash redirect; and requests
// Node itself refuses still get the API's error shape.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectWellFormed } from './support/answer-checks.ts';
import { type ProductionServer, productionServerForFile } from './support/production-server.ts';
import { rawExchange } from './support/raw-http.ts';
import { send } from './support/running-app.ts';

const clientsId = 'someone-elses-request-id-0001';
const plain = productionServerForFile({ LOG_LEVEL: 'info' });
const behindProxy = productionServerForFile({ LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' });

const get = (server: ProductionServer, url: string, headers: Record<string, string> = {}) =>
  send(server.baseUrl, url, { method: 'GET', headers });

describe('source maps', () => {
  it('are never served, though the build folder holds one', async () => {
    const code = await get(plain(), '/assets/app-1a2b3c.js');
    expect(code.status).toBe(200);
    for (const url of ['/assets/app-1a2b3c.js.map', '/assets/app-1a2b3c.js.map?x=1']) {
      const map = await get(plain(), url);
      expect(map.status, url).toBe(404);
      expect(map.text).toContain('404 Page Not Found');
      expect(map.text).not.toContain('sourcesContent');
    }
  });

  it('are not made by the real build, nor pointed to by its code', () => {
    const frontend = path.resolve(import.meta.dirname, '../../../frontend');
    const built = path.join(frontend, 'dist/client');
    const builtAt = path.join(built, '.vite/build-info.json');
    // A build made before the current build settings is stale: `npm start` rebuilds it first.
    if (
      !existsSync(builtAt) ||
      statSync(builtAt).mtimeMs < statSync(path.join(frontend, 'vite.config.ts')).mtimeMs
    ) {
      console.info(
        `hostile headers: no current frontend build at ${built}; the map check ran on the fixture only`,
      );
      return;
    }
    const files = readdirSync(built, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /\.map(\.(br|gz))?$/.test(file))).toEqual([]);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(path.join(built, file), 'utf8'), file).not.toContain('sourceMappingURL');
    }
  });
});

describe('headers and methods', () => {
  const server = plain;

  it("send X-Frame-Options: DENY, as frame-ancestors 'none' says, on API answers and pages", async () => {
    for (const url of ['/healthz', '/api/nothing', '/', '/no-such-page']) {
      const answer = await get(server(), url);
      expect(answer.headers.get('x-frame-options'), url).toBe('DENY');
      expect(answer.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
    }
  });

  it('answer OPTIONS with the JSON 404 on every path, the health checks included', async () => {
    for (const url of ['/healthz', '/readyz', '/api/bookings', '/api/contact', '/', '/tampa']) {
      const answer = await send(server().baseUrl, url, { method: 'OPTIONS' });
      expectWellFormed(answer, [404]);
      expect(answer.headers.get('allow'), url).toBeNull();
    }
  });

  it('redirect a trailing slash only to a page that exists; any other such path is not found', async () => {
    const page = await fetch(`${server().baseUrl}/tampa/?utm_source=x`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/tampa?utm_source=x');
    for (const url of ['/no-such-page/', '/tampa/no-such-page/', '/assets/']) {
      const answer = await fetch(server().baseUrl + url, { redirect: 'manual' });
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get('location'), url).toBeNull();
    }
    expectWellFormed(await get(server(), '/api/'), [404]);
  });

  it('answer what is not HTTP, and headers over 16 KB, in the API error shape, then close', async () => {
    for (const [request, status, error] of [
      ['NOT HTTP AT ALL\r\n\r\n', 400, 'bad_request'],
      [
        'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
        400,
        'bad_request',
      ],
      [
        `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'headers_too_large',
      ],
    ] as const) {
      const exchange = await rawExchange(server().port, (client) => client.send(request));
      expect(exchange.status).toBe(status);
      expect(exchange.json).toMatchObject({ error, requestId: exchange.headers['x-request-id'] });
      expect(exchange.headers['x-frame-options']).toBe('DENY');
      expect(exchange.closedAfterMs).toBeDefined();
    }
  });
});

// Last: each test stops its server to read the whole log.
describe('X-Request-Id', () => {
  it("is the server's own when no proxy is trusted: a client's is neither echoed nor logged", async () => {
    const health = await get(plain(), '/healthz', { 'X-Request-Id': clientsId });
    const refused = await send(plain().baseUrl, '/api/contact', {
      body: '{}',
      headers: { 'content-type': 'application/json', 'X-Request-Id': clientsId },
    });
    const ids = [health, refused].map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((refused.json as { requestId: string }).requestId).toBe(ids[1]);
    await plain().stop();
    const logged = plain().lines().join('\n');
    for (const id of ids) expect(logged).toContain(`"id":"${id}"`);
    expect(logged).not.toContain(clientsId);
  });

  it('is kept, echoed and logged when it comes through a trusted proxy', async () => {
    const answer = await get(behindProxy(), '/healthz', { 'X-Request-Id': clientsId });
    expect(answer.headers.get('x-request-id')).toBe(clientsId);
    await behindProxy().stop();
    expect(behindProxy().lines().join('\n')).toContain(`"id":"${clientsId}"`);
  });
});
