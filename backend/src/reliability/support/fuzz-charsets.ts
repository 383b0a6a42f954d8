// The same valid bodies in other encodings and under other declared charsets (decision 0061): UTF-8
// with or without a byte order mark, UTF-16 both ways, Latin-1, and UTF-7 (where "<" is
// "+ADw-"), each declared as anything from no charset to a wrong or unknown one. The oracle
// says what the server must make of it: 415 unless the charset is UTF-8 (or absent) and the
// bytes are UTF-8; otherwise the text is judged as JSON, never decoded any other way.
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import type { Judgement } from './fuzz-structures.ts';

export interface CharsetCase {
  readonly body: Uint8Array;
  readonly contentType: string;
  readonly encoding: string;
}

const encoders: Record<string, (text: string) => Buffer> = {
  'utf-8': (text) => Buffer.from(text, 'utf8'),
  'utf-8 with BOM': (text) => Buffer.from(`\ufeff${text}`, 'utf8'),
  'utf-16le': (text) => Buffer.from(text, 'utf16le'),
  'utf-16le with BOM': (text) => Buffer.from(`\ufeff${text}`, 'utf16le'),
  'utf-16be with BOM': (text) => Buffer.from(`\ufeff${text}`, 'utf16le').swap16(),
  latin1: (text) => Buffer.from(text, 'latin1'),
  'utf-7': (text) =>
    Buffer.from(text.replaceAll('+', '+-').replaceAll('<', '+ADw-').replaceAll('>', '+AD4-')),
};

const declared = [
  undefined,
  'utf-8',
  'UTF-8',
  'utf8',
  '"utf-8"',
  'utf-16',
  'utf-16le',
  'utf-16be',
  'utf-7',
  'iso-8859-1',
  'latin1',
  'windows-1252',
  'us-ascii',
  'x-unknown',
  '',
];

export function charsetCases(validText: fc.Arbitrary<string>): fc.Arbitrary<CharsetCase> {
  return fc
    .tuple(validText, fc.constantFrom(...Object.keys(encoders)), fc.constantFrom(...declared))
    .map(([text, encoding, charset]) => ({
      body: (encoders[encoding] as (text: string) => Buffer)(text),
      contentType: charset === undefined ? 'application/json' : `application/json; charset=${charset}`,
      encoding,
    }));
}

/**
 * What the server must answer: 415 unless the charset is UTF-8 (or absent) and the bytes are
 * UTF-8; then 400 for text that is not JSON, else the schema's verdict on it.
 */
export function charsetVerdict(
  c: CharsetCase,
  judge: (value: unknown) => Judgement,
): { readonly status: 201 | 400 | 415; readonly judged?: unknown } {
  const charset = /;\s*charset=("?)([^";]*)\1/i.exec(c.contentType)?.[2];
  if (charset !== undefined && !['utf-8', 'utf8'].includes(charset.toLowerCase())) return { status: 415 };
  if (!isUtf8(c.body)) return { status: 415 };
  const text = Buffer.from(c.body).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('\ufeff') ? text.slice(1) : text);
  } catch {
    return { status: 400 };
  }
  const judged = judge(parsed);
  return judged.success ? { status: 201, judged: judged.output } : { status: 400 };
}
