// A credit note against a final invoice (decision 0138): judged by the domain, numbered from the
// year's credit-note counter in this transaction (gapless, like invoices, decision 0196), stored
// as a document of its own naming the invoice, with an audit line.
import {
  type CreditNoteInput,
  decideCreditNote,
  formatDocumentNumber,
  numberingYear,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { salesTaxRates } from './billing-settings.ts';
import { type InvoiceOutcome, notFound } from './invoice-outcome.ts';
import { balanceOf, freshView, invoiceContext } from './invoice-view.ts';

export class IssueCreditNote {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;

  constructor(unitOfWork: UnitOfWork, clock: Clock, ids: IdGenerator) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
    this.ids = ids;
  }

  execute(actor: Actor, id: string, request: CreditNoteInput): Promise<InvoiceOutcome> {
    const now = this.clock.now();
    const year = numberingYear(now);
    return this.unitOfWork.transaction(async (repositories): Promise<InvoiceOutcome> => {
      const { invoices } = repositories;
      const invoice = await invoices.find(id, { lock: true });
      if (invoice?.kind !== 'invoice') return notFound;
      const context = await invoiceContext(repositories, invoice);
      if (!context) return notFound;
      const credited = {
        state: invoice.state,
        number: invoice.number ?? '',
        totalCents: invoice.totalCents,
        creditedCents: balanceOf(context, now).creditedCents,
      };
      const judge = (sequence: number) =>
        decideCreditNote(credited, request, {
          number: formatDocumentNumber({ kind: 'credit_note', year, sequence }),
          now,
          salesTax: salesTaxRates,
        });
      const judged = judge(1);
      if (!judged.ok) return judged;
      const note = judge(await invoices.nextSequence('credit_note', year));
      if (!note.ok) throw new Error(`a drawn credit note number was refused: ${note.message}`);
      const noteId = this.ids.next();
      await invoices.add({
        id: noteId,
        bookingId: invoice.bookingId,
        kind: 'credit_note',
        state: 'final',
        number: note.number,
        correctsInvoiceId: invoice.id,
        customer: invoice.customer,
        lines: [],
        creditLines: note.lines,
        subtotalCents: note.subtotalCents,
        taxCents: note.taxCents,
        totalCents: note.totalCents,
        scaleTicket: null,
        issueDate: note.issueDate,
        dueDate: null,
        finalisedAt: now,
        reason: note.reason,
        voidReason: null,
        voidedOn: null,
        lastReminderSentAt: null,
        createdAt: now,
      });
      await repositories.audit.append({
        occurredAt: now,
        actor,
        action: 'credit_note_issued',
        subject: { type: 'invoice', id },
        details: { number: note.number, totalCents: note.totalCents, reason: note.reason },
      });
      const view = await freshView(repositories, id, now);
      return view ? { ok: true, invoice: view } : notFound;
    });
  }
}
