// What `npm start` runs before the server (docs/decisions/0032): builds the site when the build
// is missing, older than any source under frontend/ or domain/, or made for another SITE_URL.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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

/** Builds the site in a child process when it is stale; throws when the build fails. */
export function ensureSiteBuilt(): void {
  // A deployment that ships a finished build (and no dev dependencies) starts with SITE_BUILD=skip.
  if (process.env.SITE_BUILD === 'skip') return;
  const reason = staleReason();
  if (!reason) return;
  console.log(`Building the site: ${reason}...`);
  const result = spawnSync(process.execPath, [path.join(frontendDir, 'scripts/build.ts')], {
    cwd: frontendDir,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`The site build failed (exit ${result.status ?? result.signal})`);
}
