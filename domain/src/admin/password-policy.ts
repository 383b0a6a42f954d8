// A staff password: at least 12 characters (OWASP ASVS 2.1.1), at most 128, not on the
// common-password list the server ships (checked there; the list is too large for the browser),
// not mostly the account's e-mail or name or the business's name, and not a repeated or
// sequential pattern (decision 0164).
import * as v from 'valibot';
import { business } from '../business/business-facts.ts';

export const passwordMinLength = 12;
export const passwordMaxLength = 128;

export const passwordMessages = {
  tooShort: `Use at least ${passwordMinLength} characters`,
  tooLong: `Use at most ${passwordMaxLength} characters`,
  common: 'This password is on a list of commonly used passwords; choose another',
  context:
    'This password is mostly your email address, your name or the business’s name; add words of your own',
  pattern: 'This password repeats a pattern (like abcabc, 111111 or abcdef); choose one harder to guess',
} as const;

export const newPasswordField = v.pipe(
  v.string(passwordMessages.tooShort),
  v.minLength(passwordMinLength, passwordMessages.tooShort),
  v.maxLength(passwordMaxLength, passwordMessages.tooLong),
);

/** The account a password is for: its own e-mail and name are no secret. */
export interface PasswordContext {
  readonly email?: string;
  readonly name?: string;
}

/** Characters of its own a password keeps once the words anyone could guess are taken out. */
const ownCharactersMin = 8;
/** Words shorter than this are ordinary letters, not a guess worth taking out. */
const contextWordMin = 3;

/** Letters and digits only, lower case: 'Coastal-Haul' and 'coastalhaul' are one guess. */
function compact(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function contextWords(context: PasswordContext): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    const word = compact(text);
    if (word.length >= contextWordMin) words.add(word);
  };
  for (const text of [business.name, business.shortName, ...business.name.split(/\s+/)]) add(text);
  if (context.email) {
    const [local = '', domain = ''] = context.email.split('@');
    for (const text of [context.email, local, ...local.split(/[._+-]/), domain, ...domain.split('.')])
      add(text);
  }
  if (context.name) for (const text of [context.name, ...context.name.split(/\s+/)]) add(text);
  // Longest first, so 'coastalhaul' goes before 'coastal' would leave 'haul' behind.
  return [...words].sort((a, b) => b.length - a.length);
}

/** True when the whole password is one unit repeated ('abcabcabca'), or a run like 'abcdef' or '987654'. */
function isPattern(password: string): boolean {
  const text = password.toLowerCase();
  for (let unit = 1; unit <= text.length / 2; unit += 1) {
    const repeated = text
      .slice(0, unit)
      .repeat(Math.ceil(text.length / unit))
      .slice(0, text.length);
    if (repeated === text) return true;
  }
  return isRun(text, 'abcdefghijklmnopqrstuvwxyz') || isRun(text, '0123456789');
}

function isRun(text: string, alphabet: string): boolean {
  const positions = [...text].map((character) => alphabet.indexOf(character));
  if (positions.some((position) => position < 0)) return false;
  const step = (a: number, b: number) => (b - a + alphabet.length) % alphabet.length;
  const first = step(positions[0] ?? 0, positions[1] ?? 0);
  if (first !== 1 && first !== alphabet.length - 1) return false;
  return positions.every(
    (position, index) => index === 0 || step(positions[index - 1] ?? 0, position) === first,
  );
}

/**
 * Why a new staff password may not be used, the common list aside (the server checks that):
 * its length, then whether it is mostly the account's e-mail or name or the business's name
 * (what an attacker tries first), then whether it is a repeated or sequential pattern.
 */
export function passwordProblemInContext(password: string, context: PasswordContext): string | undefined {
  const length = [...password].length;
  if (length < passwordMinLength) return passwordMessages.tooShort;
  if (length > passwordMaxLength) return passwordMessages.tooLong;
  let own = compact(password);
  const before = own;
  for (const word of contextWords(context)) own = own.split(word).join('');
  if (own !== before && [...own].length < ownCharactersMin) return passwordMessages.context;
  if (isPattern(password) || isPattern(compact(password))) return passwordMessages.pattern;
  return undefined;
}
