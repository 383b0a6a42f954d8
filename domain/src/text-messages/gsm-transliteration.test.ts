import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGsm7Text } from './gsm-alphabet.ts';
import { plainPunctuation, toGsm7 } from './gsm-transliteration.ts';

describe('customer text in GSM-7', () => {
  it('makes curly quotes, dashes and ellipses plain', () => {
    expect(toGsm7('O’Brien “Bob” – 12 Oak St…')).toBe('O\'Brien "Bob" - 12 Oak St...');
  });

  it('keeps letters GSM-7 has and takes the accent off the others', () => {
    expect(toGsm7('José Núñez Müller')).toBe('José Nuñez Müller');
    expect(toGsm7('François Łukasz Ørsted')).toBe('Francois Lukasz Ørsted');
  });

  it('composes a letter typed as a base and a combining accent', () => {
    expect(toGsm7('Jose\u0301')).toBe('José');
  });

  it('leaves out emoji and scripts with no GSM-7 reading, and tidies the spaces left behind', () => {
    expect(toGsm7('Ana 😀 🏗️ Smith')).toBe('Ana Smith');
    expect(toGsm7('王伟')).toBe('');
    expect(toGsm7('  12\tOak\nSt  ')).toBe('12 Oak St');
  });

  it('reads compatibility characters (ligatures, full-width letters)', () => {
    expect(toGsm7('ﬁeld Ａve')).toBe('field Ave');
  });

  it('always gives GSM-7, trimmed and single-spaced, and changes nothing the second time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const once = toGsm7(text);
        expect(isGsm7Text(once)).toBe(true);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/ {2}|[\n\r\f]/);
        expect(toGsm7(once)).toBe(once);
      }),
    );
  });

  it('leaves plain GSM-7 words as they are', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9#.,'-]+( [A-Za-z0-9#.,'-]+)*$/), (text) => {
        expect(toGsm7(text)).toBe(text);
      }),
    );
  });
});

describe('plain punctuation for staff replies', () => {
  it('replaces typographic punctuation but keeps letters and emoji', () => {
    expect(plainPunctuation('It’s at 2 — see you 👍 mañana, está bien')).toBe(
      "It's at 2 - see you 👍 mañana, está bien",
    );
  });
});
