// Runs the Playwright test runner as a child process with the pass's server address.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export function runPlaywright(
  root: string,
  args: string[],
  env: Record<string, string>,
  onStart: (child: ChildProcess) => void = () => {},
): Promise<number> {
  const cli = createRequire(path.join(root, 'package.json')).resolve('@playwright/test/cli');
  const child = spawn(
    process.execPath,
    [cli, 'test', '--config', path.join(root, 'e2e/playwright.config.ts'), ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    },
  );
  onStart(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
