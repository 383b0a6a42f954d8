// The quote frozen with a booking (spec section 9, "Quote rule"): what the server computed and
// the customer saw, in integer cents, stored beside the booking and never recomputed differently
// afterwards. One definition for the server that stores it, the API that answers it, the browser
// that shows it, the mock API and the e-mails that repeat it.
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
