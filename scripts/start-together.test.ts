// Several instances started at once from one checkout (a process manager restarting them all,
// `docker compose up --scale`) on a stale site build: the first builds, the others wait for it,
// and every one comes up serving the built site. The build goes into a folder of its own and is
// renamed into place under a lock (docs/decisions/0124); before, each started its own build
// into the one folder, emptying what the others were writing and reading (ERR_MODULE_NOT_FOUND).
// The build is real (about a minute on a loaded machine), into a temporary FRONTEND_DIST_DIR.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migratedDataDir } from '../backend/src/entries/database-tools.ts';
import {
  type ServerProcess,
  serverEntries,
  startServerProcess,
} from '../backend/src/test-support/server-process.ts';

const instances = 3;
const parent = mkdtempSync(path.join(tmpdir(), 'start-together-'));
const distDir = path.join(parent, 'dist');
const folders: string[] = [parent];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it(`brings up ${instances} instances started at once on a stale build`, {
  timeout: 15 * 60_000,
}, async () => {
  const dataDirs = await Promise.all(
    Array.from({ length: instances }, () => migratedDataDir('start-together-data-')),
  );
  folders.push(...dataDirs);
  const started = await Promise.allSettled(
    dataDirs.map((dataDir) =>
      startServerProcess({
        entry: serverEntries.production,
        env: {
          FRONTEND_DIST_DIR: distDir,
          DATA_DIR: dataDir,
          SITE_URL: 'http://localhost:3000',
          SITE_BUILD: '',
        },
        readyWithinMs: 12 * 60_000,
      }),
    ),
  );
  for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
  const failures = started.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String((outcome.reason as Error).message).slice(-3000)] : [],
  );
  expect(failures).toEqual([]);

  for (const server of servers) {
    const home = await fetch(`${server.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<main');
  }
  // One build in place; nothing of a build left beside it.
  expect(existsSync(path.join(distDir, 'client/.vite/build-info.json'))).toBe(true);
  expect(existsSync(path.join(distDir, 'server/entry-server.js'))).toBe(true);
  expect(readdirSync(parent)).toEqual(['dist']);
  // Only one of them built: the others found the build fresh once the lock was theirs.
  const builders = servers.filter((server) => server.output().includes('Building the site'));
  expect(builders).toHaveLength(1);
});
