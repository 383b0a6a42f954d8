// The site build under a lock, built aside and renamed into place (decision 0124). The race of
// whole starts is scripts/start-together.test.ts; these are its rules one by one.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAside, withBuildLock } from './build-aside.ts';

let parent: string;
let target: string;
const lock = () => path.join(parent, '.dist.build-lock');

beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'build-aside-'));
  target = path.join(parent, 'dist');
  mkdirSync(path.join(target, 'client'), { recursive: true });
  writeFileSync(path.join(target, 'client/index.html'), 'old');
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('buildAside', () => {
  it('puts the new build in place of the old one and leaves nothing beside it', async () => {
    await buildAside(target, (into) => {
      // The old build stays whole while the new one is made.
      expect(readFileSync(path.join(target, 'client/index.html'), 'utf8')).toBe('old');
      mkdirSync(path.join(into, 'client'), { recursive: true });
      writeFileSync(path.join(into, 'client/index.html'), 'new');
    });
    expect(readFileSync(path.join(target, 'client/index.html'), 'utf8')).toBe('new');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('leaves the old build as it was when the build fails', async () => {
    await expect(
      buildAside(target, (into) => {
        mkdirSync(into);
        throw new Error('vite failed');
      }),
    ).rejects.toThrow('vite failed');
    expect(readFileSync(path.join(target, 'client/index.html'), 'utf8')).toBe('old');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('builds where there was no build yet', async () => {
    rmSync(target, { recursive: true });
    await buildAside(target, (into) => mkdirSync(into));
    expect(existsSync(target)).toBe(true);
  });
});

describe('withBuildLock', () => {
  it('waits while a live process holds the lock, then runs and releases it', async () => {
    // This test's parent process stands for another start building: alive, and not this one.
    writeFileSync(lock(), String(process.ppid));
    const waitedFor: number[] = [];
    let ran = false;
    const running = withBuildLock(
      target,
      () => {
        ran = true;
      },
      { pollMs: 20, onWait: (holder) => waitedFor.push(holder) },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).toBe(false);
    expect(waitedFor).toEqual([process.ppid]);

    rmSync(lock());
    await running;
    expect(ran).toBe(true);
    expect(existsSync(lock())).toBe(false);
  });

  it("takes over a dead process's lock and removes what its build left", async () => {
    writeFileSync(lock(), String(deadPid()));
    mkdirSync(path.join(parent, '.dist-building-4242'));
    mkdirSync(path.join(parent, '.dist-replaced-4242'));
    const holder = await withBuildLock(target, () => readFileSync(lock(), 'utf8'));
    expect(holder).toBe(String(process.pid));
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('releases the lock when the work fails', async () => {
    await expect(
      withBuildLock(target, () => {
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(existsSync(lock())).toBe(false);
  });
});
