// A discount or a credit with the reason the customer reads, on a draft (decision 0136).
import type { AdjustmentInput } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { DraftChange } from './draft-change.ts';
import type { InvoiceOutcome } from './invoice-outcome.ts';

export class AddInvoiceAdjustment extends DraftChange {
  execute(actor: Actor, id: string, adjustment: AdjustmentInput): Promise<InvoiceOutcome> {
    return this.change(
      actor,
      id,
      'invoice_adjustment_added',
      { kind: adjustment.kind, amountCents: adjustment.amountCents, reason: adjustment.reason },
      (inputs) => ({ ...inputs, adjustments: [...inputs.adjustments, adjustment] }),
    );
  }
}
