// The customer's invoice on My booking (decision 0198): the booking's final or void invoice as
// figures, and its PDF, opened by the token of their link. A draft is not shown: it may change.
import type { MyInvoice } from '@dumpster/domain';
import { AccessLinkUseCase } from '../my-booking/access-link-use-case.ts';
import type { AccessLinks } from '../my-booking/access-links.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { balanceOf, invoiceContext } from './invoice-view.ts';
import type { InvoicePdf, RenderInvoicePdf } from './render-invoice-pdf.ts';

export class ReadMyInvoice extends AccessLinkUseCase {
  private readonly pdf: RenderInvoicePdf;

  constructor(unitOfWork: UnitOfWork, links: AccessLinks, clock: Clock, pdf: RenderInvoicePdf) {
    super(unitOfWork, links, clock);
    this.pdf = pdf;
  }

  private invoiceIdFor(token: string): Promise<{ id: string; view: MyInvoice } | undefined> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async (repositories) => {
      const bookingId = await this.links.bookingIdFor(repositories.accessTokens, token, now);
      if (!bookingId) return undefined;
      const invoice = await repositories.invoices.latestInvoiceOf(bookingId);
      if (!invoice || invoice.state === 'draft' || !invoice.number) return undefined;
      const context = await invoiceContext(repositories, invoice);
      if (!context) return undefined;
      const balance = balanceOf(context, now);
      return {
        id: invoice.id,
        view: {
          number: invoice.number,
          status: balance.status,
          issueDate: invoice.issueDate ?? '',
          dueDate: invoice.dueDate ?? '',
          totalCents: invoice.totalCents,
          paidCents: balance.netPaidCents + balance.netCreditInCents,
          balanceCents: balance.balanceCents,
        },
      };
    });
  }

  /** Undefined for a token that opens nothing, or a booking without a final invoice. */
  async execute(token: string): Promise<MyInvoice | undefined> {
    return (await this.invoiceIdFor(token))?.view;
  }

  async pdfOf(token: string): Promise<InvoicePdf | undefined> {
    const found = await this.invoiceIdFor(token);
    return found ? this.pdf.execute(found.id) : undefined;
  }
}
