import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstNonGsmCharacter, gsmSeptets, isGsm7Text } from './gsm-alphabet.ts';
import { countSmsSegments } from './segments.ts';

const gsmBasic = fc.constantFrom(
  ...'@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡AZÄÖÑÜ§¿azäöñüà',
);
const gsmExtension = fc.constantFrom(...'^{}\\[~]|€');

describe('the GSM-7 alphabet', () => {
  it('counts the basic table as one septet and the extension table as two', () => {
    expect(gsmSeptets('a')).toBe(1);
    expect(gsmSeptets('@')).toBe(1);
    expect(gsmSeptets('é')).toBe(1);
    expect(gsmSeptets('€')).toBe(2);
    expect(gsmSeptets('[')).toBe(2);
    expect(gsmSeptets('á')).toBeUndefined();
    expect(gsmSeptets('’')).toBeUndefined();
    expect(gsmSeptets('😀')).toBeUndefined();
  });

  it('names the first character outside GSM-7, emoji whole', () => {
    expect(firstNonGsmCharacter('Hello there')).toBeUndefined();
    expect(firstNonGsmCharacter('It’s 😀')).toBe('’');
    expect(firstNonGsmCharacter('ok 😀')).toBe('😀');
    expect(isGsm7Text('Caf\u00e9 {ok}')).toBe(true);
  });
});

describe('segment counting', () => {
  it('fits 160 GSM-7 characters in one message and splits 161 into two of at most 153', () => {
    expect(countSmsSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSmsSegments('a'.repeat(161))).toMatchObject({
      units: 161,
      segments: 2,
      unitsLeftInLastSegment: 145,
    });
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts extension characters twice', () => {
    expect(countSmsSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(countSmsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('never splits an escape and its character across two parts', () => {
    // 152 septets, then '€' (2) would straddle the 153 boundary: it moves whole to part two.
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}`;
    expect(countSmsSegments(text)).toMatchObject({ units: 306, segments: 3 });
  });

  it('switches the whole text to UCS-2 for one character outside GSM-7: 70, then 67 per part', () => {
    expect(countSmsSegments(`${'a'.repeat(69)}’`)).toMatchObject({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      firstNonGsmCharacter: '’',
    });
    expect(countSmsSegments(`${'a'.repeat(70)}’`)).toMatchObject({ units: 71, segments: 2 });
    expect(countSmsSegments(`${'a'.repeat(133)}’`)).toMatchObject({ units: 134, segments: 2 });
    expect(countSmsSegments(`${'a'.repeat(134)}’`)).toMatchObject({ units: 135, segments: 3 });
  });

  it('counts an emoji as two UTF-16 units and never splits it', () => {
    expect(countSmsSegments('😀').units).toBe(2);
    // 66 units, then an emoji (2) would straddle 67: it opens part two.
    const text = `${'a'.repeat(66)}😀${'a'.repeat(66)}`;
    expect(countSmsSegments(text)).toMatchObject({ units: 134, segments: 3 });
  });

  it('counts an empty text as no message', () => {
    expect(countSmsSegments('')).toMatchObject({ segments: 0, units: 0 });
  });

  it('agrees with the plain formula for any GSM-7 text without extension characters', () => {
    fc.assert(
      fc.property(fc.array(gsmBasic, { maxLength: 1000 }), (characters) => {
        const text = characters.join('');
        const count = countSmsSegments(text);
        expect(count.encoding).toBe('GSM-7');
        expect(count.units).toBe(characters.length);
        const expected =
          characters.length === 0 ? 0 : characters.length <= 160 ? 1 : Math.ceil(characters.length / 153);
        expect(count.segments).toBe(expected);
      }),
    );
  });

  it('packs every GSM-7 text into parts of at most 153 septets, never more parts than needed plus the escapes moved', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(gsmBasic, gsmExtension), { maxLength: 800 }), (characters) => {
        const count = countSmsSegments(characters.join(''));
        const units = characters.reduce((sum, character) => sum + (gsmSeptets(character) ?? 0), 0);
        expect(count.units).toBe(units);
        if (units > 160) {
          expect(count.segments).toBeGreaterThanOrEqual(Math.ceil(units / 153));
          // Each part loses at most one septet to an escape pair moved whole.
          expect(count.segments).toBeLessThanOrEqual(Math.ceil(units / 152));
        }
      }),
    );
  });

  it('counts UTF-16 units for any text with a character outside GSM-7', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const withEmoji = `${text}😀`;
        const count = countSmsSegments(withEmoji);
        expect(count.encoding).toBe('UCS-2');
        expect(count.units).toBe(withEmoji.length);
        if (count.units <= 70) expect(count.segments).toBe(1);
        else expect(count.segments).toBeGreaterThanOrEqual(Math.ceil(count.units / 67));
      }),
    );
  });
});
