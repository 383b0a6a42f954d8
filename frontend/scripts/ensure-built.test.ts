import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestSourceTime, staleReason } from './ensure-built.ts';

let root: string;
let clientDir: string;
let sourceDir: string;

const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);
function write(file: string, content: string, seconds: number) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  at(file, seconds);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ensure-built-'));
  clientDir = path.join(root, 'frontend/dist/client');
  sourceDir = path.join(root, 'frontend');
  write(path.join(sourceDir, 'src/App.tsx'), 'x', 1_000);
  write(path.join(clientDir, 'index.html'), '<html>', 2_000);
  write(
    path.join(clientDir, '.vite/build-info.json'),
    JSON.stringify({ siteUrl: 'http://localhost:3000' }),
    2_000,
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const state = (siteUrl?: string, port?: string) => ({ clientDir, sourceDirs: [sourceDir], siteUrl, port });

describe('whether npm start must build the site', () => {
  it('needs no build when the build is newer than every source and made for the same SITE_URL', () => {
    expect(staleReason(state())).toBeUndefined();
  });

  it('builds when there is no build yet', () => {
    rmSync(path.join(clientDir, '.vite/build-info.json'));
    expect(staleReason(state())).toBe('no build yet');
  });

  it('builds when a source file changed after the build', () => {
    at(path.join(sourceDir, 'src/App.tsx'), 3_000);
    expect(staleReason(state())).toMatch(/changed since the build/);
  });

  it('ignores the build output itself and node_modules when looking for changes', () => {
    write(path.join(sourceDir, 'node_modules/x/index.js'), 'x', 5_000);
    write(path.join(clientDir, 'assets/new.js'), 'x', 5_000);
    expect(newestSourceTime(sourceDir)).toBe(1_000_000);
    expect(staleReason(state())).toBeUndefined();
  });

  it('builds when SITE_URL differs from the origin the pages were built with', () => {
    expect(staleReason(state('https://coastalhaul.example'))).toMatch(
      /SITE_URL is now https:\/\/coastalhaul.example/,
    );
  });

  it('builds when PORT changed the address the pages name (no SITE_URL)', () => {
    expect(staleReason(state(undefined, '4201'))).toMatch(/SITE_URL is now http:\/\/localhost:4201/);
    expect(staleReason(state(undefined, '3000'))).toBeUndefined();
  });
});
