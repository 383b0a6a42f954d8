// Sales tax as a setting per kind of line (decision 0137). Default: none on any line. Whether a
// roll-off rental, a disposal charge or a permit is taxable in Florida, and at which county's
// rate, is the owner's accountant's call, not the software's; once decided it is set here as a
// rate per line kind. Tax is worked out and rounded on each line, half away from zero, so a
// credit note that reverses a line reverses its tax to the cent.
import * as v from 'valibot';
import type { InvoiceLine, InvoiceLineKind, UntaxedInvoiceLine } from './invoice-line.ts';
import { invoiceLineKinds } from './invoice-line.ts';
import { divideRoundingHalfAway } from './money-arithmetic.ts';

/** Rates in basis points (hundredths of a percent): 700 is 7%. */
export type SalesTaxRates = Readonly<Record<InvoiceLineKind, number>>;

/** The default: no sales tax on any line until the owner's accountant sets a rate. */
export const noSalesTax: SalesTaxRates = {
  rental: 0,
  extra_days: 0,
  overweight: 0,
  charge: 0,
  discount: 0,
  credit: 0,
};

/** 20% is far above any Florida rate; a larger figure is a typing mistake. */
export const highestSalesTaxBasisPoints = 2_000;

export const salesTaxMessage =
  'A sales tax rate is a whole number of hundredths of a percent from 0 to 2000 (0% to 20%)';

const rateField = v.pipe(
  v.number(salesTaxMessage),
  v.safeInteger(salesTaxMessage),
  v.minValue(0, salesTaxMessage),
  v.maxValue(highestSalesTaxBasisPoints, salesTaxMessage),
);

export const salesTaxRatesSchema = v.object(
  Object.fromEntries(invoiceLineKinds.map((kind) => [kind, rateField])) as Record<
    InvoiceLineKind,
    typeof rateField
  >,
);

/** Tax on an amount at a rate in basis points, rounded to the cent half away from zero. */
export function taxOnCents(amountCents: number, basisPoints: number): number {
  return divideRoundingHalfAway(amountCents * basisPoints, 10_000);
}

/** The line with its sales tax at the rate set for its kind. */
export function withSalesTax(line: UntaxedInvoiceLine, rates: SalesTaxRates): InvoiceLine {
  return { ...line, taxCents: taxOnCents(line.amountCents, rates[line.kind]) };
}
