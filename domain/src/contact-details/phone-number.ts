// Phone numbers read once, in the domain, into E.164 (decision 0133), with libphonenumber-js and
// its "min" metadata (the smallest: number lengths and leading digits per country, and number
// types where they are plain from the leading digits, as for the US and Canada). A number that
// cannot be read never refuses a booking: the reading says so, with a note staff can keep.
// Server-side and back-office code imports this module; the public booking form does not need
// it (its phone field is checked by validation/common-fields.ts), so the library stays out of
// the public pages.
import { type CountryCode, type NumberType, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Florida's business: a number written without a country code is a US number. */
export const defaultPhoneCountry: CountryCode = 'US';

/**
 * Whether the number can take text messages, as far as the metadata tells:
 * - 'yes': a mobile number, or a number in a range shared by mobiles and landlines (every
 *   geographic US and Canadian number: only the carrier knows which, and the text provider's
 *   refusal tells);
 * - 'no': a landline, toll-free, premium-rate, shared-cost, pager, voicemail or UAN number;
 * - 'cannot_tell': the metadata holds no type for this number (the "min" metadata has none for
 *   many countries) or the type may go either way (VoIP, personal numbers). Texts are tried, and
 *   the provider's answer decides; staff are not warned.
 */
export type TextCapability = 'yes' | 'no' | 'cannot_tell';

export type PhoneNumberReading =
  | {
      readonly ok: true;
      /** '+19045550142'. */
      readonly e164: string;
      /** Digits after 'ext.', or null. */
      readonly extension: string | null;
      /** ISO 3166 code, null when the number's country code is shared and the digits do not say. */
      readonly country: string | null;
      /** '(904) 555-0142' for a US number, '+44 20 7946 0958' for any other. */
      readonly display: string;
      readonly texts: TextCapability;
      /** The kind of line the metadata names, for notes: 'toll-free number', 'mobile number'. */
      readonly kind: string | null;
    }
  | {
      readonly ok: false;
      /** The number as typed (trimmed, control characters removed, at most 60 characters). */
      readonly typed: string;
      /** A sentence for the booking's staff note. */
      readonly note: string;
    };

const textsByType: Record<NonNullable<NumberType>, TextCapability> = {
  MOBILE: 'yes',
  FIXED_LINE_OR_MOBILE: 'yes',
  FIXED_LINE: 'no',
  TOLL_FREE: 'no',
  PREMIUM_RATE: 'no',
  SHARED_COST: 'no',
  PAGER: 'no',
  UAN: 'no',
  VOICEMAIL: 'no',
  VOIP: 'cannot_tell',
  PERSONAL_NUMBER: 'cannot_tell',
};

const kindByType: Record<NonNullable<NumberType>, string> = {
  MOBILE: 'mobile number',
  FIXED_LINE_OR_MOBILE: 'mobile or landline number',
  FIXED_LINE: 'landline',
  TOLL_FREE: 'toll-free number',
  PREMIUM_RATE: 'premium-rate number',
  SHARED_COST: 'shared-cost number',
  PAGER: 'pager number',
  UAN: 'company switchboard (UAN) number',
  VOICEMAIL: 'voicemail number',
  VOIP: 'internet (VoIP) number',
  PERSONAL_NUMBER: 'personal forwarding number',
};

/** What is kept of an unreadable number: no control characters, one line, bounded. */
function keptAsTyped(typed: string): string {
  return typed
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, 60);
}

export function readPhoneNumber(
  typed: string,
  { defaultCountry = defaultPhoneCountry }: { defaultCountry?: CountryCode } = {},
): PhoneNumberReading {
  const number = parsePhoneNumberFromString(typed, defaultCountry);
  if (!number?.isValid()) {
    const kept = keptAsTyped(typed);
    return {
      ok: false,
      typed: kept,
      note: `The phone number "${kept}" could not be read as a number we can call or text: please check it with the customer.`,
    };
  }
  const type = number.getType();
  return {
    ok: true,
    e164: number.number,
    extension: number.ext ?? null,
    country: number.country ?? null,
    display: number.country === defaultCountry ? number.formatNational() : number.formatInternational(),
    texts: type ? textsByType[type] : 'cannot_tell',
    kind: type ? kindByType[type] : null,
  };
}

/**
 * The note staff keep on a booking about its phone number, or null when there is nothing to say:
 * the number could not be read, or it is a kind of number that cannot take texts. The booking
 * itself is never refused for either.
 */
export function phoneNumberNote(reading: PhoneNumberReading): string | null {
  if (!reading.ok) return reading.note;
  if (reading.texts === 'no') return `${reading.display} is a ${reading.kind}, which cannot take texts.`;
  return null;
}
