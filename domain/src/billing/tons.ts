// Weights on a scale ticket, kept as whole hundredths of a ton (decision 0136): 5.2 tons is
// 520. A ticket printed with more places (5.237) is rounded half up to the hundredth (5.24)
// before anything is charged, so the invoice, the PDF and the export show the same figure.

/** The heaviest ticket the office may enter: more than a loaded roll-off truck may carry. */
export const heaviestTicketTons = 30;

const decimalTons = /^(\d{1,3})(?:\.(\d+))?$/;

/**
 * Tons as written (the driver's '5.2', a number 5.237) in hundredths of a ton, rounded half up;
 * undefined for anything that is not a plain non-negative decimal.
 */
export function tonHundredthsFrom(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = decimalTons.exec(text);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const roundsUp = Number(fraction[2]) >= 5 ? 1 : 0;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + roundsUp;
}

/** Hundredths of a ton as tons with two places: 520 -> '5.20'. */
export function tonsText(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0)
    throw new RangeError(`Not a weight in hundredths of a ton: ${hundredths}`);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Whole tons (a size's included weight) in hundredths. */
export function wholeTonsInHundredths(tons: number): number {
  return tons * 100;
}
