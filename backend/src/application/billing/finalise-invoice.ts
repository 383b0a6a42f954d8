// Finalising a draft (decisions 0138, 0196, 0197): the domain checks the draft first (lines,
// evidence, total), then the year's next invoice number is drawn from the counter inside this
// transaction (its row stays locked until commit, so numbers are consecutive with no gaps, and a
// rollback gives the number back), the invoice is numbered and dated, and its e-mail with the PDF
// is queued in the same transaction: a crash leaves both or neither.
import { decideFinalise, formatDocumentNumber, numberingYear } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { invoiceMailFacts } from './invoice-mail-facts.ts';
import { type InvoiceOutcome, notFound } from './invoice-outcome.ts';
import { invoiceContext, invoiceView } from './invoice-view.ts';

export class FinaliseInvoice {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  execute(actor: Actor, id: string): Promise<InvoiceOutcome> {
    const now = this.clock.now();
    const year = numberingYear(now);
    return this.unitOfWork.transaction(async (repositories): Promise<InvoiceOutcome> => {
      const { invoices, outbox, audit } = repositories;
      const invoice = await invoices.find(id, { lock: true });
      if (invoice?.kind !== 'invoice') return notFound;
      // Judged with a stand-in number first: a refused draft never draws (or holds) a number.
      const judged = decideFinalise(invoice, {
        number: formatDocumentNumber({ kind: 'invoice', year, sequence: 1 }),
        now,
      });
      if (!judged.ok) return judged;
      // Everything read before the draw: the counter's row stays locked from the draw to the
      // commit, so only the writes come after it.
      const context = await invoiceContext(repositories, invoice);
      if (!context) return notFound;
      const sequence = await invoices.nextSequence('invoice', year);
      const final = decideFinalise(invoice, {
        number: formatDocumentNumber({ kind: 'invoice', year, sequence }),
        now,
      });
      if (!final.ok) throw new Error(`a drawn invoice number was refused: ${final.message}`);
      await invoices.finalise(id, { ...final, at: now });
      const finalised = {
        ...context,
        invoice: {
          ...invoice,
          state: 'final' as const,
          number: final.number,
          issueDate: final.issueDate,
          dueDate: final.dueDate,
          finalisedAt: now,
        },
      };
      await outbox.enqueue({
        kind: 'invoice-issued',
        booking: context.booking,
        invoice: invoiceMailFacts(finalised, now),
      });
      await audit.append({
        occurredAt: now,
        actor,
        action: 'invoice_finalised',
        subject: { type: 'invoice', id },
        details: { number: final.number, totalCents: invoice.totalCents },
      });
      return { ok: true, invoice: invoiceView(finalised, now) };
    });
  }
}
