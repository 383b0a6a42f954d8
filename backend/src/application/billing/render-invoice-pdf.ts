// The PDF of a final (or void) invoice or a credit note (decisions 0150, 0197), made from the
// stored records whenever it is asked for: for staff's download, the customer's, and the
// e-mail's attachment as the e-mail is sent. A draft is never rendered: it is never sent.
import { invoiceTermsText } from '@dumpster/domain';
import type { InvoicePdfRenderer } from '../ports/invoice-pdf-renderer.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';
import {
  documentLineOf,
  documentLineOfCreditNote,
  type InvoiceDocument,
  issuerFromBusinessFacts,
} from './invoice-document.ts';
import type { InvoiceRecord } from './invoice-record.ts';
import { balanceOf, invoiceContext } from './invoice-view.ts';

export interface InvoicePdf {
  readonly number: string;
  readonly bytes: Uint8Array;
}

function base(invoice: InvoiceRecord, bookingReference: string) {
  const { customer } = invoice;
  return {
    issuer: issuerFromBusinessFacts,
    customer: {
      name: customer.name,
      companyName: customer.companyName,
      email: customer.email,
      phone: customer.phone,
    },
    site: { street: customer.street, city: customer.city, state: customer.state, zipCode: customer.zipCode },
    bookingReference,
    number: invoice.number ?? '',
    issueDate: invoice.issueDate ?? '',
    totals: {
      subtotalCents: invoice.subtotalCents,
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
    },
  };
}

/** The document of a stored invoice or credit note; undefined for a draft or an unknown id. */
export async function invoiceDocumentOf(
  repositories: Pick<TransactionRepositories, 'invoices' | 'bookings'>,
  id: string,
  now: Date,
): Promise<InvoiceDocument | undefined> {
  const invoice = await repositories.invoices.find(id);
  if (!invoice || invoice.state === 'draft' || !invoice.number) return undefined;
  if (invoice.kind === 'credit_note') {
    const corrected = invoice.correctsInvoiceId
      ? await repositories.invoices.find(invoice.correctsInvoiceId)
      : undefined;
    const booking = await repositories.bookings.findById(invoice.bookingId);
    return {
      ...base(invoice, booking?.reference ?? ''),
      kind: 'credit_note',
      lines: invoice.creditLines.map(documentLineOfCreditNote),
      invoiceNumber: corrected?.number ?? '',
      reason: invoice.reason ?? '',
    };
  }
  const context = await invoiceContext(repositories, invoice);
  if (!context) return undefined;
  const balance = balanceOf(context, now);
  if (balance.status === 'draft') return undefined;
  return {
    ...base(invoice, context.booking.reference),
    kind: 'invoice',
    lines: invoice.lines.map((line) => documentLineOf(line)),
    dueDate: invoice.dueDate ?? '',
    balance: { ...balance, status: balance.status },
    creditNotes: context.creditNotes.map((note) => ({
      number: note.number ?? '',
      issueDate: note.issueDate ?? '',
      totalCents: note.totalCents,
    })),
    movements: context.movements.map((record) => record.movement),
    terms: invoiceTermsText,
    // Online card payment waits for a provider (the issue keeps room for the link).
    paymentUrl: null,
    voidReason: invoice.state === 'void' ? (invoice.voidReason ?? '') : null,
    ticketPhoto: null,
  };
}

export class RenderInvoicePdf {
  private readonly unitOfWork: UnitOfWork;
  private readonly renderer: InvoicePdfRenderer;
  private readonly now: () => Date;

  constructor(unitOfWork: UnitOfWork, renderer: InvoicePdfRenderer, clock: { now(): Date }) {
    this.unitOfWork = unitOfWork;
    this.renderer = renderer;
    this.now = () => clock.now();
  }

  async execute(id: string): Promise<InvoicePdf | undefined> {
    const document = await this.unitOfWork.transaction((repositories) =>
      invoiceDocumentOf(repositories, id, this.now()),
    );
    if (!document) return undefined;
    return { number: document.number, bytes: await this.renderer.render(document) };
  }
}
