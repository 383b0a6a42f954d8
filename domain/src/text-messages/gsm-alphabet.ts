// The GSM 03.38 alphabet (3GPP TS 23.038): the 7-bit characters every handset reads. A text made
// only of them travels as GSM-7, 160 characters to a single message; one character outside them
// turns the whole text into UCS-2, 70 to a message (segments.ts). The extension table's
// characters are sent as an escape and the character, so each counts as two.

/** The basic table, less the escape code itself (0x1B). */
const basicCharacters =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The extension table: each is sent as ESC plus the character. */
const extensionCharacters = '\f^{}\\[~]|€';

const basic = new Set(basicCharacters);
const extension = new Set(extensionCharacters);

/** True for a character of the basic table (one septet). */
export function isGsmBasicCharacter(character: string): boolean {
  return basic.has(character);
}

/** True for a character of the extension table (two septets). */
export function isGsmExtensionCharacter(character: string): boolean {
  return extension.has(character);
}

/** Septets one character takes in GSM-7: 1, 2, or undefined when it has no GSM-7 form. */
export function gsmSeptets(character: string): 1 | 2 | undefined {
  if (basic.has(character)) return 1;
  if (extension.has(character)) return 2;
  return undefined;
}

/** The first character (a whole code point) with no GSM-7 form, or undefined when there is none. */
export function firstNonGsmCharacter(text: string): string | undefined {
  for (const character of text) {
    if (gsmSeptets(character) === undefined) return character;
  }
  return undefined;
}

/** True when the whole text can travel as GSM-7. */
export function isGsm7Text(text: string): boolean {
  return firstNonGsmCharacter(text) === undefined;
}
