// The real composition (config, container, MikroORM, migrations, Express) listening on an
// ephemeral port, for the reliability suite: requests travel over real sockets, as in production.
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import pino from 'pino';
import type { DatabaseTarget } from '../../adapters/persistence/orm.ts';
import { type Composition, compose } from '../../composition/container.ts';
import { loadConfig } from '../../config.ts';
import { migratedDataDir } from '../../test-support/pglite-template.ts';
import { unfillableFleet } from '../../test-support/unfillable-fleet.ts';

export interface RunningApp {
  readonly composition: Composition;
  readonly baseUrl: string;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

export async function startApp(
  options: { target?: DatabaseTarget; env?: Record<string, string>; site?: RequestHandler } = {},
): Promise<RunningApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_ENABLED: 'false',
    FLEET: unfillableFleet,
    ...options.env,
  });
  // By default a private copy of a migrated embedded database (test-support/pglite-template.ts).
  const ownDataDir = options.target ? undefined : await migratedDataDir();
  const composition = await compose(config, {
    target: options.target ?? { kind: 'pglite', dataDir: ownDataDir as string },
    logger: pino({ level: process.env.RELIABILITY_LOG ?? 'silent' }),
    ...(options.site ? { site: options.site } : {}),
  });
  const server: Server = composition.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    composition,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await composition.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body, or undefined when it is not JSON. */
  readonly json: unknown;
}

/** One request through fetch (keep-alive sockets); the body goes out exactly as given. */
export async function send(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: string | Uint8Array; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(baseUrl + path, {
    method: init.method ?? 'POST',
    headers: init.headers ?? {},
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return send(baseUrl, path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}
