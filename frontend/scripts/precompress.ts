// Brotli and gzip copies of every text asset, made once at build time at the highest levels
// (too slow per request, free at build), so the server only picks a file by Accept-Encoding.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const textExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
  '.ico',
]);
/** Below this a compressed copy saves less than a packet and costs a file. */
const minimumBytes = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressResult {
  readonly files: number;
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

export async function precompress(dir: string): Promise<PrecompressResult> {
  const result = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const file of files(dir)) {
    if (!textExtensions.has(path.extname(file))) continue;
    const content = await readFile(file);
    if (content.length < minimumBytes) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    result.files += 1;
    result.bytes += content.length;
    result.brotliBytes += br.length;
    result.gzipBytes += gz.length;
  }
  return result;
}
