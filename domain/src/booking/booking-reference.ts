// The booking's reference: what the customer reads on the phone and staff type into a search box
// ("CH-7K3M-9Q2P"). The id (a UUID) stays the key; the reference is short, unambiguous when read
// aloud (Crockford's base32: no I, L, O or U), and random, so it says nothing about how many
// bookings exist. 40 random bits: a clash is rare, and the database's unique index catches it.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How many random bytes one reference takes. */
export const bookingReferenceBytes = 5;

export const bookingReferencePattern = /^CH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The reference for 5 random bytes: 40 bits, 8 base32 characters. */
export function bookingReferenceFrom(bytes: Uint8Array): string {
  if (bytes.length < bookingReferenceBytes) {
    throw new RangeError(`a booking reference needs ${bookingReferenceBytes} random bytes`);
  }
  let bits = 0n;
  for (let index = 0; index < bookingReferenceBytes; index += 1) {
    bits = (bits << 8n) | BigInt(bytes[index] ?? 0);
  }
  let characters = '';
  for (let index = 0; index < 8; index += 1) {
    characters = alphabet[Number(bits & 31n)] + characters;
    bits >>= 5n;
  }
  return `CH-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/**
 * A reference as a person typed it, in its stored form, or undefined when it cannot be one:
 * case and separators are forgiven, and the letters people confuse with digits (O, I, L) read
 * as the digits they look like, as Crockford's alphabet intends.
 */
export function normalizeBookingReference(input: string): string | undefined {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/^CH/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(compact)) return undefined;
  return `CH-${compact.slice(0, 4)}-${compact.slice(4)}`;
}
