// The quote rule (spec section 9, "Quote rule"): the standard rental includes 7 days; each day
// past the seventh costs $60; total = base price + extra days x $60.

import { daysBetween } from '../calendar/calendar-date.ts';
import { type DumpsterSizeValue, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { extraDayRateCents, includedRentalDays } from './rental-terms.ts';

export interface RentalQuote {
  readonly dumpsterSize: DumpsterSizeValue;
  readonly basePriceCents: number;
  readonly includedDays: number;
  readonly includedTons: number;
  /** Days between delivery and pickup. */
  readonly rentalDays: number;
  readonly extraDays: number;
  readonly extraDayRateCents: number;
  readonly extraCostCents: number;
  readonly totalCents: number;
}

/**
 * Extra days = whole days between delivery and pickup minus 7, never below 0. Dates are
 * calendar dates, so the "rounded up" of the spec never has a fraction to round.
 */
export function extraRentalDays(deliveryDate: string, pickupDate: string): number {
  return Math.max(0, daysBetween(deliveryDate, pickupDate) - includedRentalDays);
}

export function quoteRental(input: {
  dumpsterSize: DumpsterSizeValue;
  deliveryDate: string;
  pickupDate: string;
}): RentalQuote {
  const size = getDumpsterSize(input.dumpsterSize);
  const extraDays = extraRentalDays(input.deliveryDate, input.pickupDate);
  const extraCostCents = extraDays * extraDayRateCents;
  return {
    dumpsterSize: size.value,
    basePriceCents: size.priceCents,
    includedDays: includedRentalDays,
    includedTons: size.includedTons,
    rentalDays: Math.max(0, daysBetween(input.deliveryDate, input.pickupDate)),
    extraDays,
    extraDayRateCents,
    extraCostCents,
    totalCents: size.priceCents + extraCostCents,
  };
}
