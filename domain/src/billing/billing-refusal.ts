// Why billing refuses a change, as a code the server maps to a status and a sentence staff read
// as it is (decision 0138). `not_in_this_state` is a 409 (the invoice moved on: finalised,
// voided); every other code is a 400 naming the field when there is one.
export type BillingRefusalCode =
  | 'unpublished_charge'
  | 'missing_evidence'
  | 'invalid_input'
  | 'over_limit'
  | 'not_in_this_state'
  | 'wrong_number';

export interface BillingRefusal {
  readonly ok: false;
  readonly refusal: BillingRefusalCode;
  readonly message: string;
  /** The input field the message belongs under, when there is one. */
  readonly field?: string;
}

export function billingRefusal(refusal: BillingRefusalCode, message: string, field?: string): BillingRefusal {
  return field === undefined ? { ok: false, refusal, message } : { ok: false, refusal, message, field };
}
