// PostgreSQL's text cannot hold U+0000 and its jsonb refuses the \u0000 escape, yet JSON and the
// domain's schemas allow the character: it is dropped from every string of a value written
// (JSON objects' keys included) rather than failing the write (docs/reliability.md). Most values
// hold none and are returned as they are.

const nul = '\u0000';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(nul);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.entries(value).some(([key, item]) => key.includes(nul) || holdsNul(item));
  return false;
}

function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll(nul, '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key.replaceAll(nul, ''), withoutNul(item)]),
    );
  return value;
}

/** `value` as PostgreSQL can store it: without U+0000 in any string. */
export function storable<T>(value: T): T {
  return holdsNul(value) ? (withoutNul(value) as T) : value;
}
