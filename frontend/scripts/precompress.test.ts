import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies of text assets that decompress to the original', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const js = 'console.log("a dumpster");\n'.repeat(100);
    writeFileSync(path.join(dir, 'app.js'), js);
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'app.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(dir, 'app.js.gz'))).toString()).toBe(js);
  });

  it('skips tiny files and binary formats', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
    await precompress(dir);
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.webp.gz'))).toBe(false);
  });
});
