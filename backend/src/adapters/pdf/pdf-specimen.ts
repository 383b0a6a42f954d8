// A specimen invoice the renderer draws, and throws away, when the process starts
// (`PdfkitInvoicePdfRenderer.warmUp`). The first renders of a process run PDFKit's and fontkit's
// code unoptimised and decode the fonts' layout tables: about 150 ms of CPU for the first, near
// 15 ms from the tenth on (docs/performance.md). Warming up moves that cost off the request
// that first asks for an invoice. Never sent to anyone.
import { invoiceTermsText } from '@dumpster/domain';
import {
  type InvoiceDocumentOfInvoice,
  issuerFromBusinessFacts,
} from '../../application/billing/invoice-document.ts';

const line = (description: string, quantity: string, unitPriceCents: number, amountCents: number) => ({
  description,
  quantity,
  unitPriceCents,
  amountCents,
  taxCents: 0,
  evidenceNote: amountCents > 0 && quantity !== '1' ? "Shown in the driver's photo" : null,
});

export const specimenInvoice: InvoiceDocumentOfInvoice = {
  kind: 'invoice',
  issuer: issuerFromBusinessFacts,
  customer: {
    name: 'Specimen Customer',
    companyName: null,
    email: 'specimen@example.com',
    phone: '(904) 555-0100',
  },
  site: { street: '100 Specimen St', city: 'Jacksonville', state: 'FL', zipCode: '32202' },
  bookingReference: 'CH-0000-0000',
  number: 'INV-2000-000001',
  issueDate: '2000-01-03',
  dueDate: '2000-01-18',
  lines: [
    line('15 Yard Dumpster, 7-day rental', '1', 40_000, 40_000),
    line('3 extra days at $60 a day', '3', 6_000, 18_000),
    line('Overweight: 2.20 tons above the 3 tons included', '2.20', 8_500, 18_700),
    line('Discount: specimen', '1', -2_000, -2_000),
  ],
  totals: { subtotalCents: 74_700, taxCents: 0, totalCents: 74_700 },
  balance: {
    status: 'open',
    totalCents: 74_700,
    creditedCents: 0,
    netPaidCents: 10_000,
    netCreditInCents: 0,
    balanceCents: 64_700,
    creditCents: 0,
    daysOverdue: 0,
  },
  creditNotes: [],
  movements: [{ kind: 'payment', date: '2000-01-04', amountCents: 10_000, tender: { method: 'cash' } }],
  terms: invoiceTermsText,
  paymentUrl: 'https://example.com/pay',
  voidReason: null,
  ticketPhoto: null,
};
