// A fresh idempotency key in every copy of a page with a public form (decision 0051). The form
// posts natively before (or without) its script, and its hidden key field is what makes a
// double click or a resent post store one booking: the prerendered file has it empty, and each
// answer gets a key of its own. Such a page is therefore compressed per answer (quality 5 brotli,
// about a millisecond for the home page), never revalidated by ETag and never stored by caches.
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { formKeyField } from '@dumpster/domain';
import type { ContentCoding } from './accept-encoding.ts';

const emptyKeyField = `name="${formKeyField}" value=""`;

export interface KeyedPage {
  readonly before: string;
  readonly after: string;
}

/** The page split around its empty key field, or undefined when it has no form. */
export function keyedPage(html: string): KeyedPage | undefined {
  const at = html.indexOf(emptyKeyField);
  if (at < 0) return undefined;
  const valueAt = at + emptyKeyField.length - 1;
  return { before: html.slice(0, valueAt), after: html.slice(valueAt) };
}

/** One answer's copy of the page, with a new key, in the coding the client takes. */
export function keyedPageBody(page: KeyedPage, coding: ContentCoding, key: string = randomUUID()): Buffer {
  const html = Buffer.from(`${page.before}${key}${page.after}`, 'utf8');
  if (coding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (coding === 'gzip') return gzipSync(html, { level: 6 });
  return html;
}
