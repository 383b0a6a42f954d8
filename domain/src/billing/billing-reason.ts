// A reason staff give for a discount, a credit, a credit note, a refund or a void: the customer
// or the bookkeeper reads it later, so it is required, trimmed and at most 500 characters.
import { type BillingRefusal, billingRefusal } from './billing-refusal.ts';

export const billingReasonMaxLength = 500;

export const reasonTooLongMessage = `Please keep the reason under ${billingReasonMaxLength} characters`;

/** The reason trimmed, or a refusal with `requiredMessage` (empty) under `field`. */
export function checkedReason(
  text: string,
  requiredMessage: string,
  field = 'reason',
): { readonly ok: true; readonly reason: string } | BillingRefusal {
  const reason = text.trim();
  if (reason.length === 0) return billingRefusal('invalid_input', requiredMessage, field);
  if (reason.length > billingReasonMaxLength)
    return billingRefusal('invalid_input', reasonTooLongMessage, field);
  return { ok: true, reason };
}
