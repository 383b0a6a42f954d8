// The production entry, `node scripts/start.ts` (what `npm start` runs), as a child process for
// the hostile-client tests: SITE_BUILD=skip and FRONTEND_DIST_DIR on a small fixture build (so no
// site build runs inside `npm test`), on a private copy of a migrated PGlite folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { migratedDataDir } from '../../test-support/pglite-template.ts';
import { type ServerProcess, serverEntries, startServerProcess } from '../../test-support/server-process.ts';
import { unfillableFleet } from '../../test-support/unfillable-fleet.ts';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><h1>${title}</h1></body></html>`;

/** What a build made with source maps would hold: pages, an asset, and its map beside it. */
const fixtureFiles: Record<string, string> = {
  'index.html': page('Home'),
  'tampa/index.html': page('Tampa'),
  '404.html': page('404 Page Not Found'),
  'assets/app-1a2b3c.js': 'console.log("app");\n//# sourceMappingURL=app-1a2b3c.js.map\n',
  'assets/app-1a2b3c.js.map':
    '{"version":3,"sources":["../src/app.ts"],"sourcesContent":["// internal comment\\n"],"mappings":"AAAA"}',
};

/** How long a test file's hook may wait for one: a loaded 2-core machine can need a minute. */
export const productionStartMs = 180_000;

export interface ProductionServer extends ServerProcess {
  /** Its PGlite folder, to read once the process has stopped (one process per folder). */
  readonly dataDir: string;
  /** Stops the process and removes its folders. */
  dispose(): Promise<void>;
}

export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'hostile-site-'));
  for (const [relative, content] of Object.entries(fixtureFiles)) {
    const file = path.join(distDir, 'client', relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const dataDir = await migratedDataDir('hostile-data-');
  const server = await startServerProcess({
    entry: serverEntries.production,
    env: {
      SITE_BUILD: 'skip',
      FRONTEND_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: 'false',
      FLEET: unfillableFleet,
      ...env,
    },
  });
  return {
    ...server,
    dataDir,
    async dispose() {
      await server.stop();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A production server for one test file: started before its tests, disposed of after them, even
 * when the start outlasted the hook (a loaded machine), so no server outlives its test run.
 * Returns the running server (tests call it once the hook is done).
 */
export function productionServerForFile(env: Record<string, string> = {}): () => ProductionServer {
  let starting: Promise<ProductionServer> | undefined;
  let running: ProductionServer | undefined;
  beforeAll(async () => {
    starting = startProductionServer(env);
    running = await starting;
  }, productionStartMs);
  afterAll(async () => {
    await (await starting?.catch(() => undefined))?.dispose();
  }, productionStartMs);
  return () => {
    if (!running) throw new Error('The production server did not start');
    return running;
  };
}
