// Submitted text in the form it will be stored, before the schema judges it, so what was
// validated is exactly what PostgreSQL keeps: its text holds no NUL character (dropped), and
// UTF-8 has no encoding for a lone surrogate (it becomes U+FFFD, as the driver would store it).
// Found by the reliability fuzzer (docs/reliability.md).
import { ownProperty } from './own-property.ts';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Any surrogate, paired or not: most submitted text has none, nor a NUL, and needs no change. */
const surrogate = /[\ud800-\udfff]/;

export function storageForm(value: unknown): unknown {
  if (typeof value === 'string') {
    if (!value.includes('\u0000') && !surrogate.test(value)) return value;
    return value.replaceAll('\u0000', '').replace(loneSurrogate, '\ufffd');
  }
  if (Array.isArray(value)) return value.map(storageForm);
  if (value && typeof value === 'object') {
    const stored: Record<string, unknown> = {};
    // Own enumerable keys, as Object.entries; a "__proto__" key stays plain data.
    for (const key of Object.keys(value)) {
      ownProperty(stored, key, storageForm((value as Record<string, unknown>)[key]));
    }
    return stored;
  }
  return value;
}
