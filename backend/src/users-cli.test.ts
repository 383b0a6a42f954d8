// The users command on the embedded database while a server holds it: refused, naming the
// holder and what to do, before anything is opened (PGlite is one process's database). And the
// end of input where a password was asked for (Ctrl-D at the prompt, or nothing on a pipe): a
// plain refusal, never a Node warning.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

const noPassword = 'No password was given (the input ended); nothing was changed.';
const addOwner = ['add', '--email', 'olive@example.com', '--name', 'Olive Owner', '--role', 'owner'];

function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'users-cli-'));
  folders.push(dataDir);
  return dataDir;
}

describe('npm run users when the password never comes', () => {
  it('says so and exits 1 when standard input is closed with nothing on it', () => {
    const run = spawnSync(process.execPath, [cli, ...addOwner], {
      env: { ...process.env, DATA_DIR: freshDataDir(), DATABASE_URL: '', NODE_ENV: 'test' },
      input: '',
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toContain(noPassword);
    expect(run.stderr).not.toMatch(/Warning|at least 12/);
    expect(run.status).toBe(1);
  });

  // `script` gives the command a terminal, where the password is prompted for without echo.
  it.runIf(existsSync('/usr/bin/script'))(
    'says so and exits 1 on Ctrl-D at the terminal prompt',
    { timeout: 90_000 },
    async () => {
      const command = [process.execPath, cli, ...addOwner].map((part) => `'${part}'`).join(' ');
      const child = spawn('/usr/bin/script', ['-qec', command, '/dev/null'], {
        env: { ...process.env, DATA_DIR: freshDataDir(), DATABASE_URL: '', NODE_ENV: 'test' },
      });
      let output = '';
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no prompt within 60 s:\n${output}`)), 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (output.includes('Password: ')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      // As a person would, a moment after the prompt: the terminal is switched to no-echo first.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      child.stdin.write('\u0004');
      const code = await Promise.race([
        exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 20_000)),
      ]);
      if (code === 'hung') child.kill('SIGKILL');
      child.stdin.end();
      expect(output).toContain(noPassword);
      expect(output).not.toContain('Warning');
      // `script` -e passes on the command's exit code.
      expect(code).toBe(1);
    },
  );
});
