// Overweight (decision 0136): the scale ticket's tons above the size's included tons (the
// catalogue's 2, 3 and 4), times the published rate per ton. Tons are counted in hundredths;
// the line's cents are rounded once, half up: 2.20 tons at $85 is $187.00, 0.01 ton at $85 is
// $0.85, 0.01 ton at $12.50 is $0.13.
import { type DumpsterSizeValue, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { formatUsd } from '../catalog/money.ts';
import type { ChargeEvidence, OverweightLine } from './invoice-line.ts';
import { divideRoundingHalfAway } from './money-arithmetic.ts';
import { tonsText, wholeTonsInHundredths } from './tons.ts';

/** Hundredths of a ton above what the size includes, never below 0. */
export function overTonHundredths(ticketTonHundredths: number, includedTons: number): number {
  return Math.max(0, ticketTonHundredths - wholeTonsInHundredths(includedTons));
}

/** The charge for that weight: hundredths x rate / 100, rounded to the cent half up. */
export function overweightCents(overHundredths: number, ratePerTonCents: number): number {
  return divideRoundingHalfAway(overHundredths * ratePerTonCents, 100);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The overweight line for a ticket, or undefined when the load is within the included tons. */
export function overweightLine(input: {
  readonly dumpsterSize: DumpsterSizeValue;
  readonly ticketTonHundredths: number;
  readonly ratePerTonCents: number;
  readonly evidence: readonly ChargeEvidence[];
}): OverweightLine | undefined {
  const includedTons = getDumpsterSize(input.dumpsterSize).includedTons;
  const over = overTonHundredths(input.ticketTonHundredths, includedTons);
  if (over === 0) return undefined;
  return {
    kind: 'overweight',
    description:
      `Overweight: ${tonsText(over)} tons above the ${plural(includedTons, 'ton')} included ` +
      `(scale ticket ${tonsText(input.ticketTonHundredths)} tons) at ${formatUsd(input.ratePerTonCents)} a ton`,
    amountCents: overweightCents(over, input.ratePerTonCents),
    ticketTonHundredths: input.ticketTonHundredths,
    includedTons,
    overTonHundredths: over,
    ratePerTonCents: input.ratePerTonCents,
    evidence: input.evidence,
  };
}
