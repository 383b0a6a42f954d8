// Staff enter the landfill's scale ticket on a draft (decision 0195): until the driver's app
// sends it, the office types the tons; the overweight line follows at the published rate.
import type { ScaleTicketInput } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { DraftChange } from './draft-change.ts';
import type { InvoiceOutcome } from './invoice-outcome.ts';

export class SetScaleTicket extends DraftChange {
  execute(actor: Actor, id: string, ticket: ScaleTicketInput): Promise<InvoiceOutcome> {
    const scaleTicket = { tonHundredths: ticket.tons, evidence: ticket.evidence };
    return this.change(actor, id, 'invoice_ticket_set', { tonHundredths: ticket.tons }, (inputs) => ({
      ...inputs,
      scaleTicket,
    }));
  }
}
