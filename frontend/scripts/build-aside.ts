// One checkout's site build, shared by every instance started from it (docs/decisions/0124).
// Instances started together must not build into the one folder at once: Vite empties its output
// folder first, so each build deleted what another was writing and the servers reading
// (ERR_MODULE_NOT_FOUND). Here one process at a time holds a lock file beside the build (its pid
// inside; a dead holder's lock is taken over), builds into a folder of its own beside the target,
// and renames it into place, so the target is only ever a whole build.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The folders and the lock of a build of `target`: dot-names, so no source scan counts them. */
function sideNames(target: string) {
  const parent = path.dirname(target);
  const name = path.basename(target);
  return {
    parent,
    lock: path.join(parent, `.${name}.build-lock`),
    building: path.join(parent, `.${name}-building-${process.pid}`),
    replaced: path.join(parent, `.${name}-replaced-${process.pid}`),
    leftoverPrefixes: [`.${name}-building-`, `.${name}-replaced-`],
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` holding the build lock of `target`, waiting while another live process holds it.
 * A lock whose process died (a build killed halfway) is taken over, and what that build left
 * beside the target is removed.
 */
export async function withBuildLock<T>(
  target: string,
  work: () => Promise<T> | T,
  options: { pollMs?: number; onWait?: (holder: number) => void } = {},
): Promise<T> {
  const { parent, lock, leftoverPrefixes } = sideNames(target);
  mkdirSync(parent, { recursive: true });
  let told = false;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lock);
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
      if (!told) options.onWait?.(holder);
      told = true;
      await sleep(options.pollMs ?? 250);
      continue;
    }
    // The holder died (or the file is from a write cut short): take it over. Two waiters that
    // both see it dead may both take it; each then builds into its own folder, and the later
    // rename wins with a whole build all the same.
    rmSync(lock, { force: true });
  }
  try {
    for (const entry of readdirSync(parent)) {
      if (leftoverPrefixes.some((prefix) => entry.startsWith(prefix)))
        rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
    return await work();
  } finally {
    if (holderOf(lock) === process.pid) rmSync(lock, { force: true });
  }
}

/**
 * Builds into a fresh folder beside `target` with `build(into)`, then renames it into place: the
 * old build is renamed aside first (a folder cannot be renamed onto a full one) and removed after.
 * A failed build leaves the target as it was. Call it holding the lock (withBuildLock).
 */
export async function buildAside(
  target: string,
  build: (into: string) => Promise<void> | void,
): Promise<void> {
  const { building, replaced } = sideNames(target);
  rmSync(building, { recursive: true, force: true });
  try {
    await build(building);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  let hadOld = true;
  try {
    renameSync(target, replaced);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadOld = false;
  }
  renameSync(building, target);
  if (hadOld) rmSync(replaced, { recursive: true, force: true });
}
