import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency-claim.ts';
import { storageForm } from './storage-form.ts';
import { copyTree, nestedDeeperThan } from './value-tree.ts';

/** `levels` arrays, each holding the next: [[[...]]]. */
function nestedArrays(levels: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < levels; i += 1) value = [value];
  return value;
}

function nestedObjects(levels: number): unknown {
  let value: unknown = {};
  for (let i = 1; i < levels; i += 1) value = { a: value };
  return value;
}

describe('nestedDeeperThan', () => {
  it('counts each array or object as one level, scalars as none', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan({ name: 'Jane', smsOptIn: true }, 1)).toBe(false);
    expect(nestedDeeperThan({ name: 'Jane' }, 0)).toBe(true);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
  });

  it('finds the one deep branch among wide shallow ones', () => {
    const wide = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, [i]]));
    expect(nestedDeeperThan({ ...wide, deep: nestedArrays(32) }, 32)).toBe(true);
    expect(nestedDeeperThan({ ...wide, deep: nestedArrays(31) }, 32)).toBe(false);
  });

  it('walks a million levels without exhausting the call stack', () => {
    expect(nestedDeeperThan(nestedArrays(1_000_000), 32)).toBe(true);
    expect(nestedDeeperThan(nestedObjects(1_000_000), 1_000_000)).toBe(false);
  });
});

describe('copyTree and what is built on it', () => {
  it('copies every level, leaves changed and keys in the order asked', () => {
    const copy = copyTree({ b: [' x', { d: 'y', c: 1 }], a: null }, (leaf) =>
      typeof leaf === 'string' ? leaf.trim() : leaf,
    );
    expect(copy).toEqual({ b: ['x', { d: 'y', c: 1 }], a: null });
    const sorted = copyTree(
      { b: 1, a: { d: 1, c: 2 } },
      (leaf) => leaf,
      (o) => Object.keys(o).sort(),
    );
    expect(JSON.stringify(sorted)).toBe('{"a":{"c":2,"d":1},"b":1}');
  });

  it('puts 100,000 nested levels in storage form without exhausting the call stack', () => {
    let copy = storageForm(nestedObjects(100_000)) as { a?: unknown };
    let levels = 1;
    while (copy.a) {
      copy = copy.a as { a?: unknown };
      levels += 1;
    }
    expect(levels).toBe(100_000);
  });

  it('hashes the same request the same whatever its key order, and another request otherwise', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: [3] } })).toBe(requestHash({ b: { d: [3], c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});
