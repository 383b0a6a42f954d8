// Use cases stay free of Node (decision 0116): dependency-cruiser refuses their imports of Node
// built-ins (scripts/layer-rules.test.ts), and Biome refuses the globals an import would not show
// (Buffer, process, ...). A copy of biome.json lints a small planted tree: the globals are
// reported in application/ and nowhere else, its tests and the adapters included.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');

const usesNode = [
  "export const token = Buffer.from('a').toString('base64url');",
  'export const port = process.env.PORT;',
].join('\n');

const tree: Record<string, string> = {
  // Planted: a use case on Node's globals.
  'backend/src/application/admin/cursor.ts': usesNode,
  // Allowed: the same in a use case's test and in an adapter.
  'backend/src/application/admin/cursor.test.ts': usesNode,
  'backend/src/adapters/system/base64url.ts': usesNode,
};

interface Diagnostic {
  category: string;
  location: { path: string };
}

let fixture: string;
let reported: string[];

beforeAll(async () => {
  fixture = mkdtempSync(path.join(tmpdir(), 'node-globals-'));
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(path.join(fixture, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(fixture, file), `${text}\n`);
  }
  copyFileSync(path.join(root, 'biome.json'), path.join(fixture, 'biome.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(fixture, 'node_modules'), 'dir');
  const { stdout } = await promisify(execFile)(
    biome,
    ['lint', '--vcs-enabled=false', '--reporter=json', 'backend'],
    { cwd: fixture },
  ).catch((failed: { stdout: string }) => failed);
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
  reported = report.diagnostics
    .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedGlobals')
    .map((diagnostic) => diagnostic.location.path);
});

afterAll(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
});

describe('Node globals in use cases', () => {
  it('are refused in application/: Buffer and process, each where it is used', () => {
    expect(reported).toEqual([
      'backend/src/application/admin/cursor.ts',
      'backend/src/application/admin/cursor.ts',
    ]);
  });
});
