// Integer-cent arithmetic for billing (decision 0136). Every figure on an invoice is a whole
// number of cents; a product with a rate (tons x $ per ton, amount x tax rate) is rounded once,
// on the line, half away from zero, so a credit that mirrors a charge rounds to the same cents
// with the opposite sign.

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero
 * (250 / 100 -> 3, -250 / 100 -> -3). Integers only, so no binary fraction is ever rounded.
 */
export function divideRoundingHalfAway(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in whole numbers`);
  // floor(|n| / d + 1/2) as (2|n| + d) div 2d, with the remainder taken out first so the division
  // is exact.
  const dividend = 2 * Math.abs(numerator) + denominator;
  const divisor = 2 * denominator;
  const magnitude = (dividend - (dividend % divisor)) / divisor;
  // Never -0: a credit of nothing must print as 0.00, not -0.00.
  return numerator < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** True for a whole number of cents JavaScript counts exactly. */
export function isWholeCents(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** Adds amounts of cents. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/**
 * Cents as a plain decimal of dollars with two places and no symbol or grouping, the form an
 * accounting import reads: 18700 -> '187.00', -2050 -> '-20.50', 5 -> '0.05'.
 */
export function dollarsDecimal(cents: number): string {
  if (!isWholeCents(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100);
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${dollars}.${rest}`;
}

/**
 * What staff type as dollars ('187.5', '$1,200.00', '40') in whole cents, or undefined for
 * anything else (a negative, more than two places, letters).
 */
export function centsFromDollarsText(text: string): number | undefined {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}
