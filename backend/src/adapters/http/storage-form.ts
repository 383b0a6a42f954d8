// Submitted text in the form it will be stored, before the schema judges it, so what was
// validated is exactly what PostgreSQL keeps: its text holds no NUL character (dropped), and
// UTF-8 has no encoding for a lone surrogate (it becomes U+FFFD, as the driver would store it).
// Found by the reliability fuzzer (docs/reliability.md).
import { copyTree } from './value-tree.ts';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Any surrogate, paired or not: most submitted text has none, nor a NUL, and needs no change. */
const surrogate = /[\ud800-\udfff]/;

function storableText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (!value.includes('\u0000') && !surrogate.test(value)) return value;
  return value.replaceAll('\u0000', '').replace(loneSurrogate, '\ufffd');
}

export function storageForm(value: unknown): unknown {
  return copyTree(value, storableText);
}
