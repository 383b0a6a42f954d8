// Bodies shaped to break a parser or a walk over the parsed value (decision 0061): a valid body that
// also carries values nested from 1 to 20,000 levels deep (arrays, objects, both), arrays
// thousands wide, objects with thousands of keys (duplicates and `__proto__` among them), or the
// whole body wrapped in arrays. Each case knows its own depth and size, for the oracle: over
// 32 KB is 413, deeper than 32 levels is 400, anything else is the schema's verdict.
import fc from 'fast-check';
import { dangerousKeys } from './fuzz-arbitraries.ts';

export const bodyLimitBytes = 32 * 1024;
export const nestingLimit = 32;
export const tooDeepMessage = `The request body nests more than ${nestingLimit} levels deep.`;

export interface StructureCase {
  readonly text: string;
  /** How many arrays or objects the deepest value of the parsed body sits in, itself counting one. */
  readonly depth: number;
}

interface Piece {
  readonly text: string;
  readonly depth: number;
}

type Style = 'arrays' | 'objects' | 'mixed';

function nested(depth: number, style: Style): Piece {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level += 1) {
    const array = style === 'arrays' || (style === 'mixed' && level % 2 === 0);
    open += array ? '[' : '{"k":';
    close = (array ? ']' : '}') + close;
  }
  // The innermost level holds a scalar (or is empty), so it still counts as one level.
  const inner = open.endsWith(':') ? '0' : '';
  return { text: open + inner + close, depth };
}

const nestedPiece: fc.Arbitrary<Piece> = fc
  .tuple(
    fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }) }, fc.integer({ min: 41, max: 20_000 })),
    fc.constantFrom<Style>('arrays', 'objects', 'mixed'),
  )
  .map(([depth, style]) => nested(depth, style));

const widePiece: fc.Arbitrary<Piece> = fc
  .integer({ min: 0, max: 8_000 })
  .map((width) => ({ text: `[${Array.from({ length: width }, (_, i) => i % 10).join(',')}]`, depth: 1 }));

const manyKeysPiece: fc.Arbitrary<Piece> = fc
  .tuple(fc.integer({ min: 0, max: 4_000 }), fc.constantFrom('distinct', 'repeated', 'dangerous'))
  .map(([count, keys]) => {
    const key = (i: number) =>
      keys === 'distinct'
        ? `k${i}`
        : keys === 'repeated'
          ? `k${i % 5}`
          : dangerousKeys[i % dangerousKeys.length];
    const entries = Array.from({ length: count }, (_, i) => `${JSON.stringify(key(i))}:${i}`);
    return { text: `{${entries.join(',')}}`, depth: 1 };
  });

const scalarPiece: fc.Arbitrary<Piece> = fc.jsonValue({ maxDepth: 0 }).map((value) => ({
  text: JSON.stringify(value),
  depth: 0,
}));

const piece = fc.oneof({ weight: 4, arbitrary: nestedPiece }, widePiece, manyKeysPiece, scalarPiece);

/**
 * A valid body with pieces added under new keys or in place of its own fields (the later
 * duplicate key wins), sometimes wrapped in arrays as a whole.
 */
export function structureCases(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<StructureCase> {
  return valid.chain((body) => {
    const ownKeys = Object.keys(body);
    const key = fc.oneof(
      fc.constantFrom(...ownKeys),
      fc.constantFrom(...dangerousKeys),
      fc.string({ maxLength: 8 }),
    );
    return fc
      .tuple(
        fc.array(fc.tuple(key, piece), { minLength: 1, maxLength: 3 }),
        fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 40 })),
      )
      .map(([added, wraps]) => {
        const entries = [
          ...Object.entries(body).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`),
          ...added.map(([name, { text }]) => `${JSON.stringify(name)}:${text}`),
        ];
        const object = `{${entries.join(',')}}`;
        // A repeated key keeps only its last value (JSON.parse), so only that one's depth counts.
        const depthOfKey = new Map(ownKeys.map((name) => [name, 0]));
        for (const [name, { depth }] of added) depthOfKey.set(name, depth);
        const depth = wraps + 1 + Math.max(...depthOfKey.values());
        return { text: '['.repeat(wraps) + object + ']'.repeat(wraps), depth };
      });
  });
}

export type Judgement = { readonly success: boolean; readonly output?: unknown };

/** What the server must answer: by size first, then depth, then the schema on the parsed text. */
export function structureVerdict(
  { text, depth }: StructureCase,
  judge: (value: unknown) => Judgement,
): { readonly status: 201 | 400 | 413; readonly tooDeep: boolean; readonly judged?: unknown } {
  if (Buffer.byteLength(text) > bodyLimitBytes) return { status: 413, tooDeep: false };
  if (depth > nestingLimit) return { status: 400, tooDeep: true };
  const judged = judge(JSON.parse(text));
  return judged.success
    ? { status: 201, tooDeep: false, judged: judged.output }
    : { status: 400, tooDeep: false };
}
