// Taking a charge, a discount or a credit off a draft, by its place on the invoice. The rental
// and the overweight come from the booking and the ticket: they are changed there, not removed.
import { billingRefusal } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { DraftChange, type DraftInputs } from './draft-change.ts';
import type { InvoiceOutcome } from './invoice-outcome.ts';

export const removeLineMessage =
  'Only a charge, a discount or a credit can be taken off; the rental and the weight come from the booking and the ticket.';

export class RemoveInvoiceLine extends DraftChange {
  execute(actor: Actor, id: string, position: number): Promise<InvoiceOutcome> {
    return this.change(actor, id, 'invoice_line_removed', { position }, (inputs, invoice) => {
      const line = invoice.lines[position];
      if (!line || (line.kind !== 'charge' && line.kind !== 'discount' && line.kind !== 'credit'))
        return billingRefusal('invalid_input', removeLineMessage, 'position');
      // The line's index among its own kind: charges and adjustments keep their invoice order.
      const sameKindBefore = invoice.lines
        .slice(0, position)
        .filter((other) =>
          line.kind === 'charge'
            ? other.kind === 'charge'
            : other.kind === 'discount' || other.kind === 'credit',
        ).length;
      const next: DraftInputs =
        line.kind === 'charge'
          ? { ...inputs, charges: inputs.charges.filter((_, index) => index !== sameKindBefore) }
          : { ...inputs, adjustments: inputs.adjustments.filter((_, index) => index !== sameKindBefore) };
      return next;
    });
  }
}
