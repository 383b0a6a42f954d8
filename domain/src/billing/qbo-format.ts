// How values are written for QuickBooks Online's CSV import (decision 0139): amounts as plain
// dollars with two places ('187.00', '-20.00'), dates as MM/DD/YYYY (the US date format the
// import screen offers), and the names of the products/services and payment methods the
// bookkeeper creates once in QuickBooks so every row finds its match.
import { isIsoDate } from '../calendar/calendar-date.ts';
import type { InvoiceLineKind } from './invoice-line.ts';
import type { Tender } from './money-movement.ts';
import type { ChargeCategory } from './price-list.ts';

export { dollarsDecimal as qboAmount } from './money-arithmetic.ts';

/** A column of an export: its header and whether its cells are numbers (never neutralised). */
export interface QboColumn {
  readonly header: string;
  readonly numeric: boolean;
}

export function qboColumns(headers: readonly string[], numeric: readonly string[]): readonly QboColumn[] {
  return headers.map((header) => ({ header, numeric: numeric.includes(header) }));
}

/** '2026-12-01' -> '12/01/2026'. */
export function qboDate(iso: string): string {
  if (!isIsoDate(iso)) throw new RangeError(`Not a calendar date: ${iso}`);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/** Products/services in QuickBooks, one per kind of line (charges by category). */
export const qboItemNames = {
  rental: 'Dumpster rental',
  extra_days: 'Extra rental days',
  overweight: 'Overweight',
  discount: 'Discount',
  credit: 'Customer credit',
  permit: 'Street permit',
  prohibited_item: 'Prohibited item',
  trip: 'Trip charge',
} as const satisfies Record<Exclude<InvoiceLineKind, 'charge'> | ChargeCategory, string>;

export function qboItemName(line: {
  readonly kind: InvoiceLineKind;
  readonly category?: ChargeCategory;
}): string {
  if (line.kind === 'charge') return qboItemNames[line.category ?? 'prohibited_item'];
  return qboItemNames[line.kind];
}

/** 'TAX' on a taxed line, 'NON' otherwise: QuickBooks US's two sales tax codes. */
export function qboTaxCode(taxCents: number): 'TAX' | 'NON' {
  return taxCents === 0 ? 'NON' : 'TAX';
}

/** The payment methods to create in QuickBooks: the spec's cash, check, credit and debit card. */
export function qboPaymentMethod(tender: Tender): string {
  switch (tender.method) {
    case 'cash':
      return 'Cash';
    case 'check':
      return 'Check';
    case 'card':
      return tender.cardType === 'credit' ? 'Credit Card' : 'Debit Card';
  }
}

/** The check's number or the card terminal's reference; nothing for cash. */
export function qboReferenceNo(tender: Tender): string {
  switch (tender.method) {
    case 'cash':
      return '';
    case 'check':
      return tender.checkNumber;
    case 'card':
      return tender.terminalReference;
  }
}

/** The bookkeeper's accounts: where payments wait for the bank deposit, where refunds come from. */
export interface QboAccounts {
  readonly depositTo: string;
  readonly refundFrom: string;
}

export const defaultQboAccounts: QboAccounts = { depositTo: 'Undeposited Funds', refundFrom: 'Checking' };
