// What customers typed (a name, an address, a city) goes into our texts in GSM-7 only, so one
// emoji or curly quote in a name never halves what a message can hold (decision 0141). Like
// Twilio's "smart encoding", typographic punctuation becomes its plain form; letters keep their
// GSM-7 form where it has one (é, ñ, ü) and otherwise lose their accents (á -> a, ç -> c);
// anything with no GSM-7 reading at all (emoji, other scripts) is left out.
import { gsmSeptets } from './gsm-alphabet.ts';

/** Typographic characters that phones and word processors put in place of plain ones. */
const typographicReplacements: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u00B4': "'",
  '`': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u00B7': '.',
  '\u2044': '/',
  '\u00D7': 'x',
  '\u2116': 'No.',
};

/** Letters with no accent to remove and no GSM-7 form. */
const letterReplacements: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Œ: 'OE',
  œ: 'oe',
  Þ: 'Th',
  þ: 'th',
  ð: 'd',
  ı: 'i',
  ª: 'a',
  º: 'o',
};

/** Only typographic punctuation replaced (staff replies keep their letters and emoji). */
export function plainPunctuation(text: string): string {
  let result = '';
  for (const character of text) {
    result += typographicReplacements[character] ?? (/\p{Zs}/u.test(character) ? ' ' : character);
  }
  return result;
}

function gsmFormOf(character: string): string {
  if (character === '\n' || character === '\r' || character === '\f' || /\p{Zs}|\t/u.test(character)) {
    return ' ';
  }
  if (gsmSeptets(character) !== undefined) return character;
  const replaced = typographicReplacements[character] ?? letterReplacements[character];
  if (replaced !== undefined) return replaced;
  // Compatibility decomposition: 'á' -> 'a' + accent, 'ﬁ' -> 'fi', '²' -> '2', full-width 'Ａ' -> 'A'.
  const decomposed = character.normalize('NFKD').replace(/\p{M}/gu, '');
  if (decomposed === character) return '';
  let result = '';
  for (const part of decomposed) {
    if (gsmSeptets(part) !== undefined && part !== '\n' && part !== '\r' && part !== '\f') result += part;
    else result += typographicReplacements[part] ?? letterReplacements[part] ?? '';
  }
  return result;
}

/**
 * Customer-typed text in GSM-7: on one line, single-spaced, trimmed. The result is always
 * GSM-7 (isGsm7Text) and may be empty when nothing had a GSM-7 reading.
 */
export function toGsm7(text: string): string {
  // NFC first, so 'e' + combining accent becomes the single GSM-7 'é'.
  let result = '';
  for (const character of text.normalize('NFC')) result += gsmFormOf(character);
  return result.replace(/ {2,}/g, ' ').trim();
}
