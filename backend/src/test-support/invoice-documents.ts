// Invoice documents for the PDF's tests and benchmark, built through the domain's own rules
// (the draft from a frozen quote, the published price list, the balance from the movements), so
// every figure is one the billing engine would produce.
import { readFileSync } from 'node:fs';
import {
  buildInvoiceDraft,
  type ChargeRequest,
  defaultPriceList,
  frozenQuote,
  type InvoiceDraft,
  invoiceBalance,
  invoiceTermsText,
  type MoneyMovement,
  noSalesTax,
  type SalesTaxRates,
} from '@dumpster/domain';
import {
  documentLineOf,
  type InvoiceDocumentOfCreditNote,
  type InvoiceDocumentOfInvoice,
  issuerFromBusinessFacts,
} from '../application/billing/invoice-document.ts';

/** A 1200 x 1600 phone photo of a scale ticket (123 KB), made for these tests. */
export const ticketJpeg: Uint8Array = readFileSync(new URL('./scale-ticket.jpg', import.meta.url));

const photo = { kind: 'photo', ref: 'photo-ticket-1' } as const;
const note = { kind: 'note', ref: 'note-1' } as const;

/** $200 by check #1042 on Dec 12. */
export const checkPayment = {
  kind: 'payment',
  date: '2026-12-12',
  amountCents: 20_000,
  tender: { method: 'check', checkNumber: '1042' },
} as const satisfies MoneyMovement;

const mattressFound: ChargeRequest = { code: 'prohibited-mattress', quantity: 1, evidence: [photo, note] };

/**
 * The draft of a 15-yard kept 10 days ($400 + 3 x $60) with 5.2 tons on the ticket (2.2 over the
 * 3 included, $187), the charges asked for (a mattress, $50, unless told) and a $20
 * repeat-customer discount, in that order.
 */
export function sampleDraft(
  options: { readonly charges?: readonly ChargeRequest[]; readonly salesTax?: SalesTaxRates } = {},
): InvoiceDraft {
  const draft = buildInvoiceDraft({
    rental: {
      dumpsterSize: '15-yard',
      quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-12-01', pickupDate: '2026-12-11' }),
      lateDays: 0,
    },
    priceList: defaultPriceList,
    salesTax: options.salesTax ?? noSalesTax,
    scaleTicket: { tonHundredths: 520, evidence: [photo] },
    charges: options.charges ?? [mattressFound],
    adjustments: [{ kind: 'discount', amountCents: 2_000, reason: 'Repeat customer' }],
  });
  if (!draft.ok) throw new Error(`Sample invoice refused: ${draft.message}`);
  return draft;
}

interface InvoiceOptions {
  readonly customerName?: string;
  readonly charges?: readonly ChargeRequest[];
  readonly movements?: readonly MoneyMovement[];
  readonly salesTax?: SalesTaxRates;
  readonly voidReason?: string;
  readonly ticketPhoto?: boolean;
  readonly paymentUrl?: string | null;
  readonly today?: string;
}

/** The sample draft finalised as INV-2026-000123: $797 with the mattress, due Dec 26. */
export function invoiceDocument(options: InvoiceOptions = {}): InvoiceDocumentOfInvoice {
  const draft = sampleDraft(options);
  const voided = options.voidReason !== undefined;
  const movements = options.movements ?? [];
  const balance = invoiceBalance(
    {
      state: voided ? 'void' : 'final',
      totalCents: draft.totalCents,
      dueDate: '2026-12-26',
      creditedCents: 0,
      movements,
    },
    { today: options.today ?? '2026-12-14' },
  );
  if (balance.status === 'draft') throw new Error('A final invoice has no draft status');
  return {
    kind: 'invoice',
    issuer: issuerFromBusinessFacts,
    customer: {
      name: options.customerName ?? 'Dana Whitfield',
      companyName: 'Whitfield Renovations LLC',
      email: 'dana@whitfield.example',
      phone: '(904) 555-0187',
    },
    site: { street: '1234 Riverside Ave', city: 'Jacksonville', state: 'FL', zipCode: '32204' },
    bookingReference: 'CH-7K3M-9Q2P',
    number: 'INV-2026-000123',
    issueDate: '2026-12-11',
    dueDate: '2026-12-26',
    // The driver's own words for the mattress; the other lines get the default words for their proof.
    lines: draft.lines.map((line) =>
      line.kind === 'charge' && line.chargeCode === 'prohibited-mattress' && !options.charges
        ? documentLineOf(line, 'Driver: mattress under the shingles, photo 2')
        : documentLineOf(line),
    ),
    totals: { subtotalCents: draft.subtotalCents, taxCents: draft.taxCents, totalCents: draft.totalCents },
    balance: { ...balance, status: balance.status },
    creditNotes: [],
    movements,
    terms: invoiceTermsText,
    paymentUrl:
      options.paymentUrl === undefined
        ? 'https://pay.coastalhaul.example/i/INV-2026-000123'
        : options.paymentUrl,
    voidReason: options.voidReason ?? null,
    ticketPhoto:
      options.ticketPhoto === false
        ? null
        : { jpeg: ticketJpeg, altText: 'Photo of the scale ticket: net weight 5.20 tons, December 8, 2026' },
  };
}

/** 40 lines: the rental, extra days, overweight, 36 published charges and the discount. */
export function longInvoiceDocument(): InvoiceDocumentOfInvoice {
  const codes = ['prohibited-tire', 'prohibited-mattress', 'prohibited-battery', 'prohibited-auto-part'];
  const charges = Array.from({ length: 36 }, (_, index) => ({
    code: codes[index % codes.length] ?? 'prohibited-tire',
    quantity: (index % 3) + 1,
    evidence: [photo],
  }));
  return invoiceDocument({ charges });
}

/** A $187 credit note giving back the overweight charge on INV-2026-000123. */
export function creditNoteDocument(): InvoiceDocumentOfCreditNote {
  const invoice = invoiceDocument();
  return {
    kind: 'credit_note',
    issuer: invoice.issuer,
    customer: invoice.customer,
    site: invoice.site,
    bookingReference: invoice.bookingReference,
    number: 'CN-2026-000007',
    issueDate: '2026-12-15',
    invoiceNumber: invoice.number,
    reason: 'The scale ticket belonged to another truck',
    lines: [
      {
        description: 'Overweight charge given back',
        quantity: '1',
        unitPriceCents: 18_700,
        amountCents: 18_700,
        taxCents: 0,
        evidenceNote: null,
      },
    ],
    totals: { subtotalCents: 18_700, taxCents: 0, totalCents: 18_700 },
  };
}
