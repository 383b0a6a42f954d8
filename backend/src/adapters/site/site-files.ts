// The built site (frontend/dist/client) read once at start into an index by URL path: each
// file with its ETag and its precompressed .br/.gz siblings. The build never changes under a
// running server (a new build means a restart), so nothing is stat-ed per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentCoding } from './accept-encoding.ts';

export interface SiteFileVariant {
  readonly body: Buffer;
  readonly etag: string;
}

export interface SiteFile {
  /** The extension that decides the Content-Type, e.g. '.js'. */
  readonly extension: string;
  readonly variants: ReadonlyMap<ContentCoding, SiteFileVariant>;
}

const precompressed: Record<string, ContentCoding> = { '.br': 'br', '.gz': 'gzip' };

function etagOf(body: Buffer, coding: ContentCoding): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;
}

/**
 * Source maps are never served (decision 0060): they would publish every source file with its
 * comments. The build makes none; one left in the folder by another build stays private too.
 */
const neverServed = (relative: string) =>
  relative.split(path.sep).some((segment) => segment.startsWith('.')) || /\.map(\.(br|gz))?$/.test(relative);

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !neverServed(relative));
}

/** Every servable file of `root` keyed by its URL path ('/assets/index-abc.js', '/tampa/index.html'). */
export function loadSiteFiles(root: string): Map<string, SiteFile> {
  const relatives = listFiles(root);
  const present = new Set(relatives);
  const files = new Map<string, SiteFile>();
  for (const relative of relatives) {
    const extension = path.extname(relative);
    // A .br/.gz beside its original is a variant of it, not a file of its own.
    if (extension in precompressed && present.has(relative.slice(0, -extension.length))) continue;
    const variants = new Map<ContentCoding, SiteFileVariant>();
    const read = (file: string, coding: ContentCoding) => {
      const body = readFileSync(path.join(root, file));
      variants.set(coding, { body, etag: etagOf(body, coding) });
    };
    read(relative, 'identity');
    for (const [suffix, coding] of Object.entries(precompressed)) {
      if (present.has(relative + suffix)) read(relative + suffix, coding);
    }
    files.set(`/${relative.split(path.sep).join('/')}`, { extension, variants });
  }
  return files;
}
