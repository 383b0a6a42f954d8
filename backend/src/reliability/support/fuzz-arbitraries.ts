// Generators of hostile request bodies for the fuzz tests: valid bodies, then the same bodies
// with fields deleted, retyped, blown up or joined by fields nobody asked for, and raw bodies
// that are not JSON at all. Bodies are built as JSON text from key/value entries so keys such as
// `__proto__` travel as real own keys, the way an attacker would send them.
import fc from 'fast-check';

export type Entry = readonly [key: string, value: unknown];

/** Keys that try prototype pollution or mass assignment of server-owned columns. */
export const dangerousKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'id',
  'status',
  'createdAt',
  'created_at',
  'isContacted',
  'is_contacted',
  'quote',
  'totalCents',
  'total_cents',
  'basePriceCents',
  'extraCostCents',
  'includedDays',
] as const;

const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '€', '𝕵', '\u0000', '<b>x</b>', '"', '\\'),
    fc.integer({ min: 100, max: 12_000 }),
  )
  .map(([unit, times]) => unit.repeat(times));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Any code point, control characters and lone surrogates included.
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Jane\u0000Carter',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "'; drop table bookings; --",
    '\u202eesrever',
    '\ud800',
    '👩‍👩‍👧‍👦👩‍👩‍👧‍👦',
    'null',
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
    '${7*7}',
    '../../etc/passwd',
  ),
  hugeString,
);

export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...dangerousKeys, 'x'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

export const invalidDate = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '0000-00-00',
    '9999-12-31',
    '1970-01-01',
    '2026-11-22T00:00:00Z',
    'tomorrow',
    '',
    '  ',
    '2026/11/24',
    '+275760-09-13',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.integer().map(String),
);

export const invalidSize = fc.oneof(
  fc.constantFrom('5-yard', '40-yard', '10-YARD', '10 yard', '10', '', 'yard', '-1-yard', '1e309-yard'),
  fc.integer().map((n) => `${n}-yard`),
);

export type Mutation =
  | { readonly kind: 'delete'; readonly key: string }
  | { readonly kind: 'set'; readonly key: string; readonly value: unknown }
  | { readonly kind: 'extra'; readonly key: string; readonly value: unknown }
  /** A character PostgreSQL cannot store as given (NUL, a lone surrogate) or a control one. */
  | { readonly kind: 'taint'; readonly key: string; readonly char: string; readonly at: number };

export const taintChars = ['\u0000', '\ud800', '\udfff', '\u0007', '\u001b', '\u202e', '\ufeff'];

export function mutations(
  keys: readonly string[],
  fieldInvalids: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<Mutation[]> {
  const keyArb = fc.constantFrom(...keys);
  const setOne = keyArb.chain((key) =>
    (fieldInvalids[key] ? fc.oneof(fieldInvalids[key], weirdValue) : weirdValue).map(
      (value): Mutation => ({ kind: 'set', key, value }),
    ),
  );
  const mutation = fc.oneof(
    keyArb.map((key): Mutation => ({ kind: 'delete', key })),
    { weight: 3, arbitrary: setOne },
    fc
      .tuple(
        fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...dangerousKeys) }, fc.string({ maxLength: 12 })),
        weirdValue,
      )
      .map(([key, value]): Mutation => ({ kind: 'extra', key, value })),
    fc
      .tuple(keyArb, fc.constantFrom(...taintChars), fc.nat({ max: 40 }))
      .map(([key, char, at]): Mutation => ({ kind: 'taint', key, char, at })),
  );
  return fc.oneof(
    // A share of untouched bodies, so the happy path is fuzzed too (unicode names, all sizes).
    { weight: 3, arbitrary: fc.constant<Mutation[]>([]) },
    { weight: 7, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }) },
  );
}

export function applyMutations(body: Record<string, unknown>, changes: readonly Mutation[]): Entry[] {
  let entries: Entry[] = Object.entries(body);
  for (const change of changes) {
    if (change.kind === 'delete') entries = entries.filter(([key]) => key !== change.key);
    else if (change.kind === 'set')
      entries = entries.map(([key, value]) => (key === change.key ? [key, change.value] : [key, value]));
    else if (change.kind === 'taint')
      entries = entries.map(([key, value]) =>
        key === change.key && typeof value === 'string'
          ? [key, value.slice(0, change.at) + change.char + value.slice(change.at)]
          : [key, value],
      );
    else entries = [...entries, [change.key, change.value]];
  }
  return entries;
}

/** JSON text of an object with these own keys, in this order (duplicates kept: last wins). */
export function objectText(entries: readonly Entry[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/**
 * True when every string in the value can be stored exactly as given: PostgreSQL text holds
 * no NUL character, and UTF-8 has no encoding for a lone surrogate.
 */
/**
 * What the API is to make of submitted text before judging it (docs/reliability.md): PostgreSQL
 * text holds no NUL character, so NULs are dropped, and UTF-8 cannot encode a lone surrogate, so
 * it becomes U+FFFD. The schema must judge this form, since it is the one stored.
 */
export function storageForm(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .replaceAll('\u0000', '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  }
  if (Array.isArray(value)) return value.map(storageForm);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, storageForm(inner)]));
  }
  return value;
}

export interface RawCase {
  readonly body: string | Uint8Array;
  readonly headers: Readonly<Record<string, string>>;
}

const jsonTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/problem+json',
  'APPLICATION/JSON',
];
const otherTypes = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/jsonx',
  'json',
  '',
];

/** Bodies that are not a JSON object under a JSON type: broken JSON, other types, bytes. */
export function rawCases(validText: fc.Arbitrary<string>): fc.Arbitrary<RawCase> {
  const anyText = fc.oneof(
    validText,
    validText.chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '',
      'null',
      '[]',
      '[{}]',
      '"x"',
      '42',
      'true',
      '{',
      '{"a":}',
      "{'a':1}",
      'name=Jane&email=x',
      '\ufeff{}',
    ),
    hugeString.map((s) => JSON.stringify({ name: s, filler: s })),
  );
  const cases: fc.Arbitrary<RawCase>[] = [
    fc
      .tuple(anyText, fc.constantFrom(...jsonTypes))
      .map(([body, type]) => ({ body, headers: { 'content-type': type } })),
    fc.tuple(anyText, fc.constantFrom(...otherTypes)).map(
      ([body, type]): RawCase => ({
        body: new TextEncoder().encode(body),
        headers: type ? { 'content-type': type } : {},
      }),
    ),
    fc.tuple(validText, fc.constantFrom('latin1', 'utf-16', 'x-unknown')).map(([body, charset]) => ({
      body,
      headers: { 'content-type': `application/json; charset=${charset}` },
    })),
    fc
      .tuple(validText, fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'identity'))
      .map(([body, encoding]) => ({
        body,
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      })),
    fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => ({ body: bytes, headers: { 'content-type': 'application/json' } })),
  ];
  return fc.oneof(...cases);
}
