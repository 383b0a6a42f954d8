// Every text we write stays within two segments (decision 0141). The fixed wording is plain
// GSM-7; what the customer typed is made GSM-7 (gsm-transliteration.ts), so a text is never sent
// as UCS-2, and 2 segments are 306 septets. When the customer's details would not fit, they give
// way in this order: the greeting's name is dropped, then the city, then the street address is
// shortened (ending in "..."), and last the address is left out. Links, dates and the opt-out
// line are never cut.

import { toGsm7 } from './gsm-transliteration.ts';
import { countSmsSegments } from './segments.ts';

export const maxTextSegments = 2;

/**
 * The longest link a text may carry: a My booking link is the site's address, '/my-booking/' and
 * a 43-character token, about 75 characters for https://www.coastalhaul.example.
 */
export const maxTextLinkLength = 100;

/** The shortest street address worth showing once shortened. */
const shortestUsefulAddress = 10;

const longestGreetingName = 20;

const titles = /^(MR|MRS|MS|MISS|MX|DR|SIR)\.?$/i;

export interface TextCustomer {
  /** The name as typed on the booking. */
  readonly name: string;
  readonly address: string;
  readonly city: string;
}

export interface PersonalParts {
  /** The given name to greet, or null. */
  readonly firstName: string | null;
  /** Where the box goes ("12 Oak St, Jacksonville"), or null when it had to be left out. */
  readonly place: string | null;
}

/** The first word of the name that is not a title, in GSM-7, at most 20 characters; or null. */
export function greetingName(name: string): string | null {
  const words = toGsm7(name)
    .split(' ')
    .map((word) => word.replace(/[^\p{L}\p{N}'-]+$/u, ''))
    .filter((word) => word !== '' && !titles.test(word));
  const first = words[0];
  if (first === undefined || !/\p{L}/u.test(first)) return null;
  return first.length > longestGreetingName ? first.slice(0, longestGreetingName) : first;
}

function fits(text: string): boolean {
  return countSmsSegments(text).segments <= maxTextSegments;
}

/** The longest "street..." that still lets the text fit, or null when it would be too short. */
function shortenedAddress(address: string, render: (place: string) => string): string | null {
  const characters = Array.from(address);
  let low = 0;
  let high = characters.length;
  // Find the most characters that fit; the text grows with the prefix, so the search is sound.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(render(`${characters.slice(0, middle).join('').trimEnd()}...`))) low = middle;
    else high = middle - 1;
  }
  const kept = characters
    .slice(0, low)
    .join('')
    .replace(/[\s,.;:-]+$/, '');
  return kept.length >= shortestUsefulAddress ? `${kept}...` : null;
}

/**
 * The text `render` writes, with as much of the customer's details as fits in two segments.
 * Throws when even the text without them does not fit: a catalogue wording too long for its
 * links, which the tests catch.
 */
export function fitWithinTwoSegments(
  render: (parts: PersonalParts) => string,
  customer: TextCustomer,
): string {
  const firstName = greetingName(customer.name);
  const address = toGsm7(customer.address);
  const city = toGsm7(customer.city);
  const fullPlace = [address, city].filter((part) => part !== '').join(', ') || null;
  const candidates: PersonalParts[] = [
    { firstName, place: fullPlace },
    { firstName: null, place: fullPlace },
    { firstName: null, place: address || null },
  ];
  for (const parts of candidates) {
    const text = render(parts);
    if (fits(text)) return text;
  }
  const shortened = shortenedAddress(address, (place) => render({ firstName: null, place }));
  const last = render({ firstName: null, place: shortened });
  if (!fits(last)) throw new RangeError(`A text does not fit in ${maxTextSegments} segments: ${last}`);
  return last;
}
