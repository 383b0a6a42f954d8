// The lines of an invoice (decision 0136): the rental as frozen at booking, the extra days the
// customer agreed to, the weight above the size's included tons, the owner's published charges
// with their evidence, and discounts and credits with a reason. Amounts are signed cents
// (discounts and credits below zero); each line carries its own sales tax, rounded on the line.
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';
import type { ChargeCategory } from './price-list.ts';
import { tonsText } from './tons.ts';

export const invoiceLineKinds = [
  'rental',
  'extra_days',
  'overweight',
  'charge',
  'discount',
  'credit',
] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

/** What proves a charge: the driver's photo or a note (the driver's or staff's), by its id. */
export const chargeEvidenceKinds = ['photo', 'note'] as const;
export interface ChargeEvidence {
  readonly kind: (typeof chargeEvidenceKinds)[number];
  readonly ref: string;
}

interface LineAmount {
  readonly description: string;
  /** Before tax, in cents; below zero for a discount or a credit. */
  readonly amountCents: number;
}

export interface RentalLine extends LineAmount {
  readonly kind: 'rental';
  readonly dumpsterSize: DumpsterSizeValue;
  readonly includedDays: number;
  /** Days of the stored rental the business caused (a pickup we moved later): never charged. */
  readonly lateDaysNotCharged: number;
}

export interface ExtraDaysLine extends LineAmount {
  readonly kind: 'extra_days';
  readonly days: number;
  readonly rateCents: number;
}

export interface OverweightLine extends LineAmount {
  readonly kind: 'overweight';
  readonly ticketTonHundredths: number;
  readonly includedTons: number;
  readonly overTonHundredths: number;
  readonly ratePerTonCents: number;
  /** The scale ticket's photo (it may come later the same day) or a note. */
  readonly evidence: readonly ChargeEvidence[];
}

export interface ChargeLine extends LineAmount {
  readonly kind: 'charge';
  readonly chargeCode: string;
  readonly category: ChargeCategory;
  /** The published charge's name ('Tire'); the description adds the count. */
  readonly label: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly evidence: readonly ChargeEvidence[];
}

export interface AdjustmentLine extends LineAmount {
  readonly kind: 'discount' | 'credit';
  readonly reason: string;
}

/** A line before its sales tax is worked out. */
export type UntaxedInvoiceLine = RentalLine | ExtraDaysLine | OverweightLine | ChargeLine | AdjustmentLine;

export type InvoiceLine = UntaxedInvoiceLine & {
  /** Sales tax on this line, in cents, rounded on the line (0 while the rate is 0). */
  readonly taxCents: number;
};

/** The quantity as an invoice shows it and the price of one unit. */
export function lineQuantityAndRate(line: UntaxedInvoiceLine): { quantity: string; rateCents: number } {
  switch (line.kind) {
    case 'extra_days':
      return { quantity: String(line.days), rateCents: line.rateCents };
    case 'overweight':
      return { quantity: tonsText(line.overTonHundredths), rateCents: line.ratePerTonCents };
    case 'charge':
      return { quantity: String(line.quantity), rateCents: line.unitPriceCents };
    default:
      return { quantity: '1', rateCents: line.amountCents };
  }
}

/** Lines that bill something the driver saw and must show what proves it. */
export function needsEvidence(line: UntaxedInvoiceLine): line is OverweightLine | ChargeLine {
  return line.kind === 'overweight' || line.kind === 'charge';
}
