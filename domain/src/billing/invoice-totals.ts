// An invoice's (or a credit note's) totals: the sum of its lines and of their taxes, each
// already rounded on its line (decision 0137), so the totals never round again.
import { sumCents } from './money-arithmetic.ts';

export interface InvoiceTotals {
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
}

export function invoiceTotals(
  lines: readonly { readonly amountCents: number; readonly taxCents: number }[],
): InvoiceTotals {
  const subtotalCents = sumCents(lines.map((line) => line.amountCents));
  const taxCents = sumCents(lines.map((line) => line.taxCents));
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
