// The facts an invoice's e-mail carries (decision 0197), from the same context the screens read.
import type { InvoiceMailFacts } from '../ports/outbox.ts';
import { balanceOf, type InvoiceContext, invoiceView } from './invoice-view.ts';

export function invoiceMailFacts(context: InvoiceContext, now: Date): InvoiceMailFacts {
  const view = invoiceView(context, now);
  const balance = balanceOf(context, now);
  return {
    id: context.invoice.id,
    number: context.invoice.number ?? '',
    issueDate: context.invoice.issueDate ?? '',
    dueDate: context.invoice.dueDate ?? '',
    totalCents: context.invoice.totalCents,
    balanceCents: balance.balanceCents,
    changes: view.changes,
    daysOverdue: balance.daysOverdue,
  };
}
