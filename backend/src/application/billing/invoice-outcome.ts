// What a billing use case answers (decision 0198): the invoice as it is now, or why not, in the
// domain's refusal codes (not_in_this_state is a 409; the others a 400 naming the field).
import type { AdminInvoice, BillingRefusal } from '@dumpster/domain';
import type { Actor } from '../actor.ts';

export type InvoiceOutcome =
  | { readonly ok: true; readonly invoice: AdminInvoice }
  | { readonly ok: false; readonly refusal: 'not_found' }
  | BillingRefusal;

export const notFound = { ok: false, refusal: 'not_found' } as const;

/** Who recorded something, as the invoice's money list names them. */
export function recordedByName(actor: Actor): string {
  return actor.kind === 'staff' ? actor.name : actor.kind;
}
