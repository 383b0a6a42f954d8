// The quote frozen with a booking (spec section 9, "Quote rule"): what the server computed and
// the customer saw, in integer cents, stored beside the booking and never recomputed differently
// afterwards. One definition for the server that stores it, the API that answers it, the browser
// that shows it, the mock API and the e-mails that repeat it.
import { daysBetween } from '../calendar/calendar-date.ts';
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';
import { quoteRental } from '../quote/extra-day-quote.ts';

export interface FrozenQuote {
  readonly basePriceCents: number;
  readonly includedDays: number;
  readonly extraDays: number;
  readonly extraDayRateCents: number;
  readonly extraCostCents: number;
  readonly totalCents: number;
}

/** The quote to freeze for this size and these dates: exactly the fields that are stored. */
export function frozenQuote(rental: {
  readonly dumpsterSize: DumpsterSizeValue;
  readonly deliveryDate: string;
  readonly pickupDate: string;
}): FrozenQuote {
  const quote = quoteRental(rental);
  return {
    basePriceCents: quote.basePriceCents,
    includedDays: quote.includedDays,
    extraDays: quote.extraDays,
    extraDayRateCents: quote.extraDayRateCents,
    extraCostCents: quote.extraCostCents,
    totalCents: quote.totalCents,
  };
}

/**
 * The quote for other dates on a frozen quote's own terms (base price, included days, rate per
 * extra day): what an extension is charged, so a customer who extends pays the $60 a day they
 * were quoted even if the catalogue changed since (decision 0065).
 */
export function requoteOnFrozenTerms(
  quote: FrozenQuote,
  rental: { readonly deliveryDate: string; readonly pickupDate: string },
): FrozenQuote {
  const rentalDays = Math.max(0, daysBetween(rental.deliveryDate, rental.pickupDate));
  const extraDays = Math.max(0, rentalDays - quote.includedDays);
  const extraCostCents = extraDays * quote.extraDayRateCents;
  return {
    basePriceCents: quote.basePriceCents,
    includedDays: quote.includedDays,
    extraDays,
    extraDayRateCents: quote.extraDayRateCents,
    extraCostCents,
    totalCents: quote.basePriceCents + extraCostCents,
  };
}
