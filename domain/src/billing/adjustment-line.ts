// Discounts and credits (decision 0136): an amount staff give back on a draft, always with the
// reason the customer reads on the invoice ("Discount: repeat customer"). A discount lowers a
// price; a credit gives back money owed to the customer (a goodwill credit, a credit moved from
// another invoice). Both are below zero on the invoice.
import { checkedReason } from './billing-reason.ts';
import { type BillingRefusal, billingRefusal } from './billing-refusal.ts';
import type { AdjustmentLine } from './invoice-line.ts';

export const adjustmentMessages = {
  amount: 'The amount must be more than $0.00, in whole cents',
  reason: 'Please give the reason the customer will read',
} as const;

export interface AdjustmentRequest {
  readonly kind: 'discount' | 'credit';
  /** What is given back, in cents, above zero. */
  readonly amountCents: number;
  readonly reason: string;
}

export function adjustmentLine(
  request: AdjustmentRequest,
): { readonly ok: true; readonly line: AdjustmentLine } | BillingRefusal {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
    return billingRefusal('invalid_input', adjustmentMessages.amount, 'amountCents');
  const checked = checkedReason(request.reason, adjustmentMessages.reason);
  if (!checked.ok) return checked;
  const { reason } = checked;
  const word = request.kind === 'discount' ? 'Discount' : 'Credit';
  return {
    ok: true,
    line: {
      kind: request.kind,
      description: `${word}: ${reason}`,
      amountCents: -request.amountCents,
      reason,
    },
  };
}
