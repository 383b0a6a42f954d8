// A migrated PGlite data folder made once and copied for each test that needs an embedded
// database. Creating a PGlite cluster from nothing takes PGlite many seconds of WASM work (19 s
// on this busy 2-core machine); opening a copy of a ready folder takes about one. The template
// lives in the OS temp folder, named after the PGlite version and the migration list, so a new
// migration or a PGlite upgrade makes a new one.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsList } from '../adapters/persistence/migrations/migrations-list.ts';
import { migrate, openOrm } from '../adapters/persistence/orm.ts';

const readyMarker = '.template-ready';

/** The installed PGlite's version (its package.json is not among the package's exports). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (
    (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? ''
  );
}

function templateName(): string {
  const key = createHash('sha256')
    .update(JSON.stringify([pgliteVersion(), migrationsList.map((migration) => migration.name)]))
    .digest('hex')
    .slice(0, 16);
  return path.join(tmpdir(), `dumpster-pglite-template-${key}`);
}

async function templateDir(): Promise<string> {
  const dir = templateName();
  if (existsSync(path.join(dir, readyMarker))) return dir;
  // Built aside and renamed into place, so a parallel worker never copies half a folder.
  const building = mkdtempSync(`${dir}-building-`);
  const orm = await openOrm({ kind: 'pglite', dataDir: building });
  await migrate(orm);
  await orm.close(true);
  writeFileSync(path.join(building, readyMarker), '');
  try {
    renameSync(building, dir);
  } catch {
    // Another worker finished first: use theirs.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** A fresh, migrated, private PGlite data folder; the caller removes it. */
export async function migratedDataDir(prefix = 'reliability-pglite-'): Promise<string> {
  const template = await templateDir();
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(template, dir, { recursive: true, filter: (source) => path.basename(source) !== readyMarker });
  return dir;
}
