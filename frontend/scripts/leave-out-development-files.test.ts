// The production build leaves the mock service worker out, and keeps the other public files.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaveOutDevelopmentFiles } from './leave-out-development-files.ts';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'leave-out-'));
  mkdirSync(path.join(root, 'public'));
  writeFileSync(path.join(root, 'public/mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(root, 'public/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/main.js"></script>',
  );
  writeFileSync(path.join(root, 'main.js'), 'document.title = "built";');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the production build', () => {
  it('leaves /mockServiceWorker.js out and copies the other public files', async () => {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [leaveOutDevelopmentFiles()],
      build: { outDir: 'dist', emptyOutDir: true },
    });
    expect(existsSync(path.join(root, 'dist/favicon.svg'))).toBe(true);
    expect(existsSync(path.join(root, 'dist/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'dist/mockServiceWorker.js'))).toBe(false);
  });

  it('is the build the site uses (scripts/build.ts)', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(path.join(import.meta.dirname, 'build.ts'), 'utf8');
    expect(source).toMatch(/plugins: \[leaveOutDevelopmentFiles\(\)\]/);
  });
});
