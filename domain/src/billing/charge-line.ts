// A published charge on an invoice (decision 0135): only a charge of the price list in force,
// at its published price, times a whole quantity, with the photo or note that proves it. A
// code that is not published is refused: the site promises no hidden fees.
import { formatUsd } from '../catalog/money.ts';
import { type BillingRefusal, billingRefusal } from './billing-refusal.ts';
import type { ChargeEvidence, ChargeLine } from './invoice-line.ts';
import { type ChargeUnit, findPublishedCharge, type PriceList } from './price-list.ts';

/** More than this many of one thing is a typing mistake, not a load. */
export const largestChargeQuantity = 99;

export interface ChargeRequest {
  readonly code: string;
  readonly quantity: number;
  readonly evidence: readonly ChargeEvidence[];
}

export const chargeLineMessages = {
  unpublished: (code: string) =>
    `"${code}" is not one of the published charges, so it cannot be put on an invoice`,
  quantity: `The quantity must be a whole number from 1 to ${largestChargeQuantity}`,
  evidence: "Please attach the driver's photo or a note that shows this charge",
} as const;

const unitWords: Readonly<Record<ChargeUnit, string>> = {
  item: 'each',
  load: 'a load',
  permit: 'a permit',
  trip: 'a trip',
};

/** '$25 each', '$150 a load': a published price with its unit. */
export function chargePriceText(priceCents: number, unit: ChargeUnit): string {
  return `${formatUsd(priceCents)} ${unitWords[unit]}`;
}

export function chargeLine(
  list: PriceList,
  request: ChargeRequest,
): { readonly ok: true; readonly line: ChargeLine } | BillingRefusal {
  const charge = findPublishedCharge(list, request.code);
  if (!charge)
    return billingRefusal('unpublished_charge', chargeLineMessages.unpublished(request.code), 'code');
  const { quantity } = request;
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > largestChargeQuantity)
    return billingRefusal('invalid_input', chargeLineMessages.quantity, 'quantity');
  if (request.evidence.length === 0)
    return billingRefusal('missing_evidence', chargeLineMessages.evidence, 'evidence');
  const description =
    quantity === 1
      ? charge.label
      : `${charge.label} (${quantity} at ${chargePriceText(charge.priceCents, charge.unit)})`;
  return {
    ok: true,
    line: {
      kind: 'charge',
      description,
      amountCents: quantity * charge.priceCents,
      chargeCode: charge.code,
      label: charge.label,
      category: charge.category,
      quantity,
      unitPriceCents: charge.priceCents,
      evidence: request.evidence,
    },
  };
}
