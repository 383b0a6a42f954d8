// A published charge with its evidence on a draft (decision 0135): a code that is not on the
// price list the booking was made under is refused by the domain.
import type { ChargeInput } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { DraftChange } from './draft-change.ts';
import type { InvoiceOutcome } from './invoice-outcome.ts';

export class AddInvoiceCharge extends DraftChange {
  execute(actor: Actor, id: string, charge: ChargeInput): Promise<InvoiceOutcome> {
    return this.change(
      actor,
      id,
      'invoice_charge_added',
      { code: charge.code, quantity: charge.quantity },
      (inputs) => ({ ...inputs, charges: [...inputs.charges, charge] }),
    );
  }
}
