// The rental on the invoice: exactly the quote frozen with the booking (its base price for the
// included 7 days and the extra days at the frozen day rate; an extension re-quotes the stored
// quote on its own terms, so extensions are in it), never a day the business was late
// (decision 0136). `lateDays` are days of the stored rental the business caused, e.g. a pickup
// staff moved later because no truck could go: they come off the extra days, never off the
// base price. Days a pickup ran past the stored date are in no quote, so they are never billed.
import type { FrozenQuote } from '../booking/frozen-quote.ts';
import { type DumpsterSizeValue, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { formatUsd } from '../catalog/money.ts';
import type { ExtraDaysLine, RentalLine } from './invoice-line.ts';

export interface RentalToBill {
  readonly dumpsterSize: DumpsterSizeValue;
  /** The booking's stored quote (extensions included). */
  readonly quote: FrozenQuote;
  /** Whole days of that quote the business caused; 0 when it was on time. */
  readonly lateDays: number;
}

/** Extra days charged: the quote's, less the days the business caused, never below 0. */
export function billableExtraDays(quote: FrozenQuote, lateDays: number): number {
  if (!Number.isSafeInteger(lateDays) || lateDays < 0)
    throw new RangeError(`Late days must be a whole number of days, not ${lateDays}`);
  return Math.max(0, quote.extraDays - lateDays);
}

/** The rental line, then the extra days line when any extra day is charged. */
export function rentalLines({ dumpsterSize, quote, lateDays }: RentalToBill): (RentalLine | ExtraDaysLine)[] {
  const days = billableExtraDays(quote, lateDays);
  const rental: RentalLine = {
    kind: 'rental',
    description: `${getDumpsterSize(dumpsterSize).label}, ${quote.includedDays}-day rental`,
    amountCents: quote.basePriceCents,
    dumpsterSize,
    includedDays: quote.includedDays,
    lateDaysNotCharged: Math.min(lateDays, quote.extraDays),
  };
  if (days === 0) return [rental];
  const extraDays: ExtraDaysLine = {
    kind: 'extra_days',
    description: `${days} extra ${days === 1 ? 'day' : 'days'} at ${formatUsd(quote.extraDayRateCents)} a day`,
    amountCents: days * quote.extraDayRateCents,
    days,
    rateCents: quote.extraDayRateCents,
  };
  return [rental, extraDays];
}
