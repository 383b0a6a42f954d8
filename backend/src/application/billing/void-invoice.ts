// Voiding a final invoice (decision 0138): the number stays taken, with the reason; refused
// while money sits on it or a credit note corrects it (the domain's decideVoid).
import { businessDateAt, decideVoid } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { type InvoiceOutcome, notFound } from './invoice-outcome.ts';
import { balanceOf, freshView, invoiceContext } from './invoice-view.ts';

export class VoidInvoice {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  execute(actor: Actor, id: string, request: { readonly reason: string }): Promise<InvoiceOutcome> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async (repositories): Promise<InvoiceOutcome> => {
      const invoice = await repositories.invoices.find(id, { lock: true });
      if (invoice?.kind !== 'invoice') return notFound;
      const context = await invoiceContext(repositories, invoice);
      if (!context) return notFound;
      const balance = balanceOf(context, now);
      const decision = decideVoid(
        { state: invoice.state, netPaidCents: balance.netPaidCents, creditedCents: balance.creditedCents },
        request,
      );
      if (!decision.ok) return decision;
      await repositories.invoices.markVoid(id, { reason: decision.reason, on: businessDateAt(now) });
      await repositories.audit.append({
        occurredAt: now,
        actor,
        action: 'invoice_voided',
        subject: { type: 'invoice', id },
        details: { number: invoice.number, reason: decision.reason },
      });
      const view = await freshView(repositories, id, now);
      return view ? { ok: true, invoice: view } : notFound;
    });
  }
}
