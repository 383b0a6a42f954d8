// The quote rule (spec section 9, "Quote rule"): the standard rental includes 7 days; each day
// past the seventh costs $60; total = base price + extra days x $60. With the business's
// calendar, the closed days right before the pickup are not charged (decision 0131).

import type { BusinessCalendar } from '../business-calendar/business-calendar.ts';
import { closedDaysBeforePickup } from '../business-calendar/rental-days.ts';
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
  /** Closed days right before the pickup, not charged (0 without a calendar). */
  readonly unchargedClosedDays: number;
  readonly extraDays: number;
  readonly extraDayRateCents: number;
  readonly extraCostCents: number;
  readonly totalCents: number;
}

/** The quote's rules without a calendar, or with one: its closed days before a pickup are free. */
export interface QuoteOptions {
  readonly calendar?: BusinessCalendar | undefined;
}

/** Days between delivery and pickup that are charged: all of them, less the free closed days. */
export function chargedRentalDays(
  deliveryDate: string,
  pickupDate: string,
  { calendar }: QuoteOptions = {},
): number {
  const days = Math.max(0, daysBetween(deliveryDate, pickupDate));
  return calendar ? days - closedDaysBeforePickup(calendar, deliveryDate, pickupDate) : days;
}

/**
 * Extra days = whole days between delivery and pickup minus 7, never below 0 (with a calendar,
 * the charged days minus 7). Dates are calendar dates, so the "rounded up" of the spec never has
 * a fraction to round.
 */
export function extraRentalDays(
  deliveryDate: string,
  pickupDate: string,
  options: QuoteOptions = {},
): number {
  return Math.max(0, chargedRentalDays(deliveryDate, pickupDate, options) - includedRentalDays);
}

export function quoteRental(
  input: {
    dumpsterSize: DumpsterSizeValue;
    deliveryDate: string;
    pickupDate: string;
  },
  options: QuoteOptions = {},
): RentalQuote {
  const size = getDumpsterSize(input.dumpsterSize);
  const rentalDays = Math.max(0, daysBetween(input.deliveryDate, input.pickupDate));
  const extraDays = extraRentalDays(input.deliveryDate, input.pickupDate, options);
  const extraCostCents = extraDays * extraDayRateCents;
  return {
    dumpsterSize: size.value,
    basePriceCents: size.priceCents,
    includedDays: includedRentalDays,
    includedTons: size.includedTons,
    rentalDays,
    unchargedClosedDays: rentalDays - chargedRentalDays(input.deliveryDate, input.pickupDate, options),
    extraDays,
    extraDayRateCents,
    extraCostCents,
    totalCents: size.priceCents + extraCostCents,
  };
}
