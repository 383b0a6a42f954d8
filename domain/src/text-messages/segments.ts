// How many messages (segments) a text becomes, as carriers and Twilio count them. GSM-7: 160
// septets in one message, 153 per part once it is split (the rest carries the part header), an
// extension character (^ { } \ [ ~ ] | € and form feed) being two septets that are never split
// across parts. UCS-2, as soon as one character is outside GSM-7: 70 UTF-16 units in one
// message, 67 per part, a character outside the Basic Multilingual Plane (most emoji) being two
// units that are never split either.
import { firstNonGsmCharacter, gsmSeptets } from './gsm-alphabet.ts';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const smsSegmentSizes = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const satisfies Record<SmsEncoding, { single: number; part: number }>;

export interface SmsSegmentCount {
  readonly encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  readonly units: number;
  /** Messages the text is sent as; 0 for an empty text. */
  readonly segments: number;
  /** Units still free in the last segment before one more is needed. */
  readonly unitsLeftInLastSegment: number;
  /** The first character that forced UCS-2, for the warning staff read. */
  readonly firstNonGsmCharacter?: string;
}

/** Packs costs into parts of `part` units without splitting any one character's units. */
function packedParts(costs: readonly number[], part: number): { parts: number; lastFill: number } {
  let parts = 1;
  let fill = 0;
  for (const cost of costs) {
    if (fill + cost > part) {
      parts += 1;
      fill = 0;
    }
    fill += cost;
  }
  return { parts, lastFill: fill };
}

export function countSmsSegments(text: string): SmsSegmentCount {
  const nonGsm = firstNonGsmCharacter(text);
  const encoding: SmsEncoding = nonGsm === undefined ? 'GSM-7' : 'UCS-2';
  const costs = Array.from(text, (character) =>
    encoding === 'GSM-7' ? (gsmSeptets(character) ?? 1) : character.length,
  );
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const sizes = smsSegmentSizes[encoding];
  const extra = nonGsm === undefined ? {} : { firstNonGsmCharacter: nonGsm };
  if (units === 0) return { encoding, units, segments: 0, unitsLeftInLastSegment: sizes.single, ...extra };
  if (units <= sizes.single) {
    return { encoding, units, segments: 1, unitsLeftInLastSegment: sizes.single - units, ...extra };
  }
  const { parts, lastFill } = packedParts(costs, sizes.part);
  return { encoding, units, segments: parts, unitsLeftInLastSegment: sizes.part - lastFill, ...extra };
}
