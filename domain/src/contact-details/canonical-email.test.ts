import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './canonical-email.ts';

describe('the canonical form of an e-mail address', () => {
  it('trims and lower-cases an ASCII address', () => {
    expect(canonicalEmail('  Owner@CoastalHaul.Example \n')).toBe('owner@coastalhaul.example');
  });

  it("makes 'İ' and dotless 'ı' the 'i' they stand for: one account, one sign-in limit", () => {
    expect(canonicalEmail('admİn@coastalhaul.example')).toBe('admin@coastalhaul.example');
    expect(canonicalEmail('ADMİN@COASTALHAUL.EXAMPLE')).toBe('admin@coastalhaul.example');
    expect(canonicalEmail('admın@coastalhaul.example')).toBe('admin@coastalhaul.example');
    expect(canonicalEmail('admi\u0307n@coastalhaul.example')).toBe('admin@coastalhaul.example');
    expect(canonicalEmail('İİİ@x.example')).toBe('iii@x.example');
  });

  it('folds compatibility and case variants to one form', () => {
    const plain = 'kiss.office@example.com';
    for (const variant of [
      'ｋｉｓｓ．ｏｆｆｉｃｅ＠ｅｘａｍｐｌｅ．ｃｏｍ', // fullwidth
      '\u212aiss.office@example.com', // Kelvin sign
      'ki\u017f\u017f.office@example.com', // long s
      'kiß.office@example.com', // sharp s: upper case is SS
      'kiss.o\ufb03ce@example.com', // ffi ligature
      '𝐤𝐢𝐬𝐬.office@example.com', // mathematical bold
    ])
      expect(canonicalEmail(variant)).toBe(plain);
  });

  it('makes composed and decomposed accents, and both sigmas, one form', () => {
    expect(canonicalEmail('Jose\u0301@example.com')).toBe(canonicalEmail('jos\u00e9@example.com'));
    expect(canonicalEmail('ΟΔΟΣ@example.com')).toBe(canonicalEmail('οδος@example.com'));
    expect(canonicalEmail('οδος@example.com')).toBe('οδοσ@example.com');
  });

  it('keeps letters that only look alike apart (Cyrillic а is not Latin a)', () => {
    expect(canonicalEmail('\u0430dmin@example.com')).not.toBe(canonicalEmail('admin@example.com'));
  });
});

// The lower-casings a database may apply: the C locale's (ASCII only), a per-character simple
// mapping like glibc's towlower ('İ' -> 'i'), and a full mapping like ICU's (JavaScript's).
const databaseLowerCasings: Record<string, (text: string) => string> = {
  ascii: (text) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase()),
  simple: (text) =>
    [...text].map((character) => String.fromCodePoint(character.toLowerCase().codePointAt(0) ?? 0)).join(''),
  full: (text) => text.toLowerCase(),
};

// Any code points, and text built from the letters casing treats specially, many times over.
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'İıiIßẞſKkΣσςΐŉǅǄǆﬁﬃ̇́e@.'), maxLength: 20 }),
);
const manyRuns = { numRuns: 2_000 };
const confusable: Record<string, readonly string[]> = {
  i: ['I', 'İ', 'ı', 'ｉ', 'i\u0307'],
  k: ['K', '\u212a', 'ｋ'],
  s: ['S', '\u017f', 'ｓ'],
  a: ['A', 'ａ', '𝐚'],
  '@': ['＠'],
  '.': ['．'],
};
const asciiAddress = fc
  .tuple(fc.stringMatching(/^[a-z0-9.+_-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,15}\.[a-z]{2,6}$/))
  .map(([local, domain]) => `${local}@${domain}`);

describe('the canonical form, for any text', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const canonical = canonicalEmail(text);
        expect(canonicalEmail(canonical)).toBe(canonical);
      }),
      manyRuns,
    );
  });

  it('is left alone by every lower-casing a database may apply, so distinct forms stay distinct there', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const canonical = canonicalEmail(text);
        for (const lower of Object.values(databaseLowerCasings)) expect(lower(canonical)).toBe(canonical);
        expect(canonical.normalize('NFC')).toBe(canonical);
      }),
      manyRuns,
    );
  });

  it('gives one form to two spellings that upper or lower case makes equal', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(canonicalEmail(text.toUpperCase())).toBe(canonicalEmail(text));
        expect(canonicalEmail(text.toLowerCase())).toBe(canonicalEmail(text));
      }),
      manyRuns,
    );
  });

  it('is SQL lower(btrim()) for an ASCII address, so stored ASCII rows can be filled in SQL', () => {
    fc.assert(
      fc.property(asciiAddress, fc.boolean(), (address, shout) => {
        const typed = ` ${shout ? address.toUpperCase() : address} `;
        expect(canonicalEmail(typed)).toBe(databaseLowerCasings.ascii?.(typed.trim()));
      }),
    );
  });

  it('folds confusable variants of an address into its own form, and keeps different addresses apart', () => {
    fc.assert(
      fc.property(asciiAddress, asciiAddress, fc.infiniteStream(fc.nat()), (address, other, picks) => {
        const variant = [...address]
          .map((character) => {
            const options = confusable[character];
            const pick = picks.next().value as number;
            return options && pick % 3 !== 0 ? (options[pick % options.length] as string) : character;
          })
          .join('');
        expect(canonicalEmail(variant)).toBe(address);
        if (other !== address) expect(canonicalEmail(other)).not.toBe(canonicalEmail(address));
      }),
    );
  });
});
