// PGlite is one process's database: two servers writing one data folder would corrupt it, and
// PGlite itself does not stop them. A lock file with the owner's pid does.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockName = '.dumpster-server.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process, or throws naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  // PGlite does not create parent folders, so the folder is made here, before the lock.
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, lockName);
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder}. Stop it, or give this server another DATA_DIR.`,
      );
    }
    // A stale lock left by a process that died: take it over.
    writeFileSync(path, String(process.pid));
  }
  return () => rmSync(path, { force: true });
}
