// The quote frozen with a booking (spec section 9, "Quote rule"): what the server computed and
// the customer saw, in integer cents, stored beside the booking and never recomputed differently
// afterwards. One definition for the server that stores it, the API that answers it, the browser
// that shows it, the mock API and the e-mails that repeat it.
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';
import { chargedRentalDays, type QuoteOptions, quoteRental } from '../quote/extra-day-quote.ts';

export interface FrozenQuote {
  readonly basePriceCents: number;
  readonly includedDays: number;
  readonly extraDays: number;
  readonly extraDayRateCents: number;
  readonly extraCostCents: number;
  readonly totalCents: number;
}

/**
 * The quote to freeze for this size and these dates: exactly the fields that are stored. With
 * the business's calendar, the closed days right before the pickup are not charged (decision
 * 0131); the frozen fields keep their meaning (total = base + extra days x rate).
 */
export function frozenQuote(
  rental: {
    readonly dumpsterSize: DumpsterSizeValue;
    readonly deliveryDate: string;
    readonly pickupDate: string;
  },
  options: QuoteOptions = {},
): FrozenQuote {
  const quote = quoteRental(rental, options);
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
  options: QuoteOptions = {},
): FrozenQuote {
  const chargedDays = chargedRentalDays(rental.deliveryDate, rental.pickupDate, options);
  const extraDays = Math.max(0, chargedDays - quote.includedDays);
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
