// The users command on the embedded database while a server holds it: refused, naming the
// holder and what to do, before anything is opened (PGlite is one process's database).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const cli = path.join(import.meta.dirname, 'users-cli.ts');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('npm run users on PGlite', () => {
  it('refuses while a running process holds the data folder, and opens nothing', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'users-cli-'));
    folders.push(dataDir);
    // This test's own process stands for the running server: alive, and not the command's.
    writeFileSync(path.join(dataDir, '.dumpster-server.lock'), String(process.pid));

    const run = spawnSync(process.execPath, [cli, 'disable', 'nobody@example.com'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`is in use by process ${process.pid}`);
    expect(run.stderr).toContain('stop the server, run this command, then start the server again');
    expect(readdirSync(dataDir)).toEqual(['.dumpster-server.lock']);
  });
});
