// `npm install` under a Node.js other than 24 must stop at once with a short message naming the
// versions, not print a warning per dependency for most of a minute before the project's own
// check runs (npm runs the root preinstall after it has fetched the packages). The test runs the
// machine's own older npm and node (any on PATH that is not Node 24) on a copy of the manifest.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A folder on PATH with a node that is not Node 24, and the npm beside it. */
function olderNode(): { dir: string; version: string } | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const node = path.join(dir, 'node');
    if (!dir || !existsSync(node) || !existsSync(path.join(dir, 'npm'))) continue;
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    if (!version.startsWith('v24.')) return { dir, version };
  }
  return undefined;
}

const older = olderNode();

describe.runIf(older)('npm install under an older Node.js', () => {
  it('stops at once, in a few lines naming the versions, before fetching anything', () => {
    const { dir, version } = older as NonNullable<typeof older>;
    const copy = mkdtempSync(path.join(tmpdir(), 'install-old-node-'));
    try {
      for (const file of [
        'package.json',
        'package-lock.json',
        '.npmrc',
        '.nvmrc',
        'scripts/check-node-version.mjs',
      ]) {
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        if (existsSync(path.join(root, file))) copyFileSync(path.join(root, file), path.join(copy, file));
      }
      for (const workspace of ['domain', 'backend', 'frontend']) {
        mkdirSync(path.join(copy, workspace));
        copyFileSync(path.join(root, workspace, 'package.json'), path.join(copy, workspace, 'package.json'));
      }
      const started = performance.now();
      const run = spawnSync(path.join(dir, 'npm'), ['install', '--no-audit', '--no-fund'], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH}` },
        // Today's install fetches for most of a minute: the bound is the failure, not a measure.
        timeout: 30_000,
      });
      const seconds = (performance.now() - started) / 1000;
      const output = `${run.stdout}${run.stderr}`;
      const lines = output.split('\n').filter((line) => line.trim() !== '');
      expect(run.signal, `still running after ${seconds} s:\n${output}`).toBeNull();
      expect(run.status).not.toBe(0);
      expect(lines.length, output).toBeLessThanOrEqual(12);
      expect(output).toContain('>=24 <25');
      expect(output).toContain(version);
      expect(existsSync(path.join(copy, 'node_modules'))).toBe(false);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
