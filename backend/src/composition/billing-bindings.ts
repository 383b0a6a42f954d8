// Billing's use cases made from their ports (decisions 0195-0199): one factory for the
// container and the test app, so both hand the routes the same objects. The PDF renderer is
// made on first use: its fonts are parsed once, and a process that renders none pays nothing.
import type { Logger } from 'pino';
import type { BillingUseCases } from '../adapters/http/admin/admin-dependencies.ts';
import { PdfkitInvoicePdfRenderer } from '../adapters/pdf/pdfkit-invoice-pdf-renderer.ts';
import { AddInvoiceAdjustment } from '../application/billing/add-invoice-adjustment.ts';
import { AddInvoiceCharge } from '../application/billing/add-invoice-charge.ts';
import { ExportBillingCsv } from '../application/billing/export-billing-csv.ts';
import { FinaliseInvoice } from '../application/billing/finalise-invoice.ts';
import { IssueCreditNote } from '../application/billing/issue-credit-note.ts';
import { ListReceivables } from '../application/billing/list-receivables.ts';
import { ReadBookingInvoice } from '../application/billing/read-booking-invoice.ts';
import { ReadCustomerStatement } from '../application/billing/read-customer-statement.ts';
import { ReadMyInvoice } from '../application/billing/read-my-invoice.ts';
import { RecordPayment } from '../application/billing/record-payment.ts';
import { RecordRefund } from '../application/billing/record-refund.ts';
import { RemoveInvoiceLine } from '../application/billing/remove-invoice-line.ts';
import { RenderInvoicePdf } from '../application/billing/render-invoice-pdf.ts';
import type { SendOverdueReminders } from '../application/billing/send-overdue-reminders.ts';
import { SetScaleTicket } from '../application/billing/set-scale-ticket.ts';
import { VoidInvoice } from '../application/billing/void-invoice.ts';
import type { AccessLinks } from '../application/my-booking/access-links.ts';
import type { Clock } from '../application/ports/clock.ts';
import type { IdGenerator } from '../application/ports/id-generator.ts';
import type { IdempotencyStore } from '../application/ports/idempotency.ts';
import type { InvoicePdfRenderer } from '../application/ports/invoice-pdf-renderer.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';

let sharedRenderer: PdfkitInvoicePdfRenderer | undefined;

/** The process's one PDF renderer, made (fonts parsed) on the first render. */
export const invoicePdfRenderer: InvoicePdfRenderer = {
  render(document) {
    sharedRenderer ??= new PdfkitInvoicePdfRenderer();
    return sharedRenderer.render(document);
  },
};

export interface BillingPorts {
  readonly unitOfWork: UnitOfWork;
  readonly idempotency: IdempotencyStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly links: AccessLinks;
  readonly renderer?: InvoicePdfRenderer;
}

export function billingUseCases(ports: BillingPorts): {
  readonly admin: BillingUseCases;
  readonly myInvoice: ReadMyInvoice;
} {
  const { unitOfWork, idempotency, clock, ids } = ports;
  const renderPdf = new RenderInvoicePdf(unitOfWork, ports.renderer ?? invoicePdfRenderer, clock);
  return {
    admin: {
      readBookingInvoice: new ReadBookingInvoice(unitOfWork, clock),
      setScaleTicket: new SetScaleTicket(unitOfWork, clock),
      addCharge: new AddInvoiceCharge(unitOfWork, clock),
      addAdjustment: new AddInvoiceAdjustment(unitOfWork, clock),
      removeLine: new RemoveInvoiceLine(unitOfWork, clock),
      finalise: new FinaliseInvoice(unitOfWork, clock),
      void: new VoidInvoice(unitOfWork, clock),
      issueCreditNote: new IssueCreditNote(unitOfWork, clock, ids),
      recordPayment: new RecordPayment(unitOfWork, idempotency, clock, ids),
      recordRefund: new RecordRefund(unitOfWork, idempotency, clock, ids),
      renderPdf,
      receivables: new ListReceivables(unitOfWork, clock),
      statement: new ReadCustomerStatement(unitOfWork),
      exportCsv: new ExportBillingCsv(unitOfWork),
    },
    myInvoice: new ReadMyInvoice(unitOfWork, ports.links, clock, renderPdf),
  };
}

const hourMs = 3_600_000;

/**
 * The overdue reminders, judged hourly (and once at start) on every instance: each invoice's row
 * lock and its last reminder's time keep it to one e-mail a week (decision 0139).
 */
export function startOverdueReminders(reminders: SendOverdueReminders, logger: Logger): () => void {
  const run = async () => {
    try {
      const sent = await reminders.execute();
      if (sent > 0) logger.info({ reminders: sent }, 'overdue invoice reminders queued');
    } catch (error) {
      logger.warn({ err: error }, 'overdue reminders failed; will retry in an hour');
    }
  };
  void run();
  const timer = setInterval(run, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
