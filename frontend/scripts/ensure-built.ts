// What `npm start` runs before the server (docs/decisions/0032, 0124): builds the site when the
// build is missing, older than any source under frontend/ or domain/, or made for another
// SITE_URL, one start at a time, into a folder of its own renamed into place.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildAside, withBuildLock } from './build-aside.ts';
import { distDir } from './dist-dir.ts';
import { canonicalOrigin } from './sitemap.ts';

const frontendDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(frontendDir, '..');
export const siteClientDir = path.join(distDir(), 'client');

const skipped = new Set(['node_modules', 'dist', 'coverage', '.vite']);

/** The newest modification time (ms) of the files under `dir`, build output and dependencies aside. */
export function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else if (entry.isFile()) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

export interface BuildState {
  readonly clientDir: string;
  readonly sourceDirs: readonly string[];
  readonly siteUrl: string | undefined;
  /** Names the address when SITE_URL is unset (the server's PORT). */
  readonly port?: string | undefined;
}

const defaultState = (): BuildState => ({
  clientDir: siteClientDir,
  sourceDirs: [frontendDir, path.join(repoRoot, 'domain')],
  siteUrl: process.env.SITE_URL,
  port: process.env.PORT,
});

/** Why the site needs a build, or undefined when the current build is up to date. */
export function staleReason(state: BuildState = defaultState()): string | undefined {
  const infoFile = path.join(state.clientDir, '.vite/build-info.json');
  if (!existsSync(infoFile) || !existsSync(path.join(state.clientDir, 'index.html'))) return 'no build yet';
  const builtAt = statSync(infoFile).mtimeMs;
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { siteUrl?: string };
  const origin = canonicalOrigin(state.siteUrl, state.port);
  if (info.siteUrl !== origin) return `SITE_URL is now ${origin} (built for ${info.siteUrl})`;
  for (const dir of state.sourceDirs) {
    if (newestSourceTime(dir) > builtAt) return `files under ${path.basename(dir)}/ changed since the build`;
  }
  return undefined;
}

/** Runs the site build (scripts/build.ts) in a child process into `into`; throws when it fails. */
function runBuild(into: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(frontendDir, 'scripts/build.ts')], {
      cwd: frontendDir,
      stdio: 'inherit',
      env: { ...process.env, FRONTEND_DIST_DIR: into },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The site build failed (exit ${code ?? signal})`)),
    );
  });
}

/**
 * Builds the site when it is stale; throws when the build fails. Instances started together
 * from one checkout take turns (build-aside.ts): the first builds beside the current build and
 * renames it into place, the others wait and then find it fresh.
 */
export async function ensureSiteBuilt(): Promise<void> {
  // A deployment that ships a finished build (and no dev dependencies) starts with SITE_BUILD=skip.
  if (process.env.SITE_BUILD === 'skip') return;
  if (!staleReason()) return;
  const target = distDir();
  await withBuildLock(
    target,
    async () => {
      // Another start may have built it while this one waited for the lock.
      const reason = staleReason();
      if (!reason) return;
      console.log(`Building the site: ${reason}...`);
      await buildAside(target, runBuild);
    },
    { onWait: (holder) => console.log(`Waiting for the site build of process ${holder}...`) },
  );
}
