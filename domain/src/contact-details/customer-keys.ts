// How a customer is recognised (decision 0171): by the canonical form of an e-mail address and by
// a phone number in E.164, each a key of its own ('email:jane@example.com', 'phone:+19045550142').
// A customer may hold several keys (a new phone, a second address); one key belongs to one
// customer. The keys are computed here, once, for the server's booking and contact writes and for
// the back office's look-up, so a number typed '(904) 555-0142' or '904.555.0142' finds the same
// customer.
import { canonicalEmail } from './canonical-email.ts';
import { readPhoneNumber } from './phone-number.ts';

export const customerKeyPrefixes = { email: 'email:', phone: 'phone:' } as const;

/** The e-mail key, or null for a blank address. */
export function emailKey(email: string): string | null {
  const canonical = canonicalEmail(email);
  return canonical ? `${customerKeyPrefixes.email}${canonical}` : null;
}

/** The phone key, or null when the number cannot be read (it is kept as typed on the booking). */
export function phoneKey(phone: string): string | null {
  const reading = readPhoneNumber(phone);
  return reading.ok ? `${customerKeyPrefixes.phone}${reading.e164}` : null;
}

/** The keys of a booking's or a request's contact details, the e-mail's first (it decides a match). */
export function customerKeys(contact: { readonly email: string; readonly phone: string }): string[] {
  return [emailKey(contact.email), phoneKey(contact.phone)].filter((key): key is string => key !== null);
}

/** The shortest look-up the back office runs: fewer characters would match half the customers. */
export const customerLookupMinLength = 3;

/**
 * What a look-up typed by staff searches: a phone number (read into E.164) finds that number
 * exactly; anything else is the start of an e-mail address (canonical), so 'jane@' finds
 * 'jane@example.com'. Null when the text is too short to search.
 */
export function customerLookup(
  typed: string,
):
  | { readonly kind: 'phone'; readonly key: string }
  | { readonly kind: 'email-prefix'; readonly prefix: string }
  | null {
  const text = typed.trim();
  if (text.length < customerLookupMinLength) return null;
  if (!text.includes('@') && /\d/.test(text)) {
    const key = phoneKey(text);
    if (key) return { kind: 'phone', key };
  }
  return { kind: 'email-prefix', prefix: `${customerKeyPrefixes.email}${canonicalEmail(text)}` };
}
