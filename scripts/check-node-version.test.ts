// The Node version check that `npm install` and `npm start` run first: it refuses an older (or
// newer) Node.js with a message naming both versions and how to get the right one.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const check = path.join(root, 'scripts/check-node-version.mjs');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** Runs the check as if Node.js `version` were running it; resolves with its exit code and output. */
async function runCheck(version?: string) {
  return promisify(execFile)(process.execPath, version ? [check, version] : [check]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

describe('the Node version check', () => {
  it('stops Node 20 with the required version, the one found and how to get Node 24', async () => {
    const { code, stderr } = await runCheck('v20.11.1');
    expect(code).toBe(1);
    expect(stderr).toContain(
      `This project needs Node.js 24 (package.json engines: "${packageJson.engines.node}"), but found Node.js v20.11.1.`,
    );
    expect(stderr).toContain('nvm install && nvm use');
    expect(stderr).toContain('https://nodejs.org/en/download');
  });

  it.each(['v18.20.4', 'v23.11.0', 'v25.0.0'])('stops Node %s too', async (version) => {
    const { code, stderr } = await runCheck(version);
    expect(code).toBe(1);
    expect(stderr).toContain(`found Node.js ${version}`);
  });

  it.each(['v24.0.0', 'v24.21.0'])('lets Node %s through without a word', async (version) => {
    expect(await runCheck(version)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('passes the Node.js 24 that runs these tests', async () => {
    expect((await runCheck()).code).toBe(0);
  });

  it('runs first for npm install and npm start', () => {
    expect(packageJson.scripts.preinstall).toBe('node scripts/check-node-version.mjs');
    expect(packageJson.scripts.start).toMatch(/^node scripts\/check-node-version\.mjs && /);
  });
});
