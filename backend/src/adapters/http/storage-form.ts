// Submitted text in the form it will be stored, before the schema judges it, so what was
// validated is exactly what PostgreSQL keeps: its text holds no NUL character (dropped), and
// UTF-8 has no encoding for a lone surrogate (it becomes U+FFFD, as the driver would store it).
// Found by the reliability fuzzer (docs/reliability.md).
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storageForm(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(loneSurrogate, '\ufffd');
  if (Array.isArray(value)) return value.map(storageForm);
  if (value && typeof value === 'object') {
    // fromEntries defines own properties, so a "__proto__" key stays plain data.
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, storageForm(inner)]));
  }
  return value;
}
