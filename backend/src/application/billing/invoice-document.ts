// Everything an invoice's or a credit note's PDF shows (decision 0150), as figures the
// domain already worked out: the lines as stored at finalising, the totals, the balance from
// `invoiceBalance`, the terms from `invoiceTermsText`. The renderer lays these out and never
// computes a figure itself, so the PDF, the e-mail and the back office cannot disagree
// (decision 0136: "nothing downstream recomputes a figure").
import {
  business,
  type ChargeEvidence,
  type CreditNoteLine,
  type InvoiceBalance,
  type InvoiceLine,
  type InvoiceTotals,
  lineQuantityAndRate,
  type MoneyMovement,
  needsEvidence,
} from '@dumpster/domain';

/** Who sends the document: the business's facts (domain/src/business/). */
export interface DocumentIssuer {
  readonly name: string;
  /** The postal address as printed, one line each. */
  readonly addressLines: readonly string[];
  readonly phone: string;
  readonly email: string;
}

export const issuerFromBusinessFacts: DocumentIssuer = {
  name: business.name,
  addressLines: [
    business.address.street,
    `${business.address.city}, ${business.address.state} ${business.address.zipCode}`,
  ],
  phone: business.phoneDisplay,
  email: business.email,
};

export interface DocumentCustomer {
  readonly name: string;
  readonly companyName: string | null;
  readonly email: string;
  readonly phone: string;
}

/** Where the dumpster stood: the booking's address. */
export interface DocumentSite {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
}

export interface DocumentLine {
  readonly description: string;
  /** As the invoice shows it: '1', '3' (days), '2.20' (tons). */
  readonly quantity: string;
  readonly unitPriceCents: number;
  /** Before tax; below zero for a discount or a credit. */
  readonly amountCents: number;
  readonly taxCents: number;
  /** What proves the charge, in words the customer reads (the driver's note); null when none. */
  readonly evidenceNote: string | null;
}

/** A JPEG the driver took of the scale ticket, with the words a screen reader says for it. */
export interface TicketPhoto {
  readonly jpeg: Uint8Array;
  readonly altText: string;
}

interface DocumentBase {
  readonly issuer: DocumentIssuer;
  readonly customer: DocumentCustomer;
  readonly site: DocumentSite;
  /** The booking's reference (CH-7K3M-9Q2P): what the customer quotes when they call. */
  readonly bookingReference: string;
  readonly number: string;
  /** The Florida date the document was finalised, YYYY-MM-DD. */
  readonly issueDate: string;
  readonly lines: readonly DocumentLine[];
  readonly totals: InvoiceTotals;
}

/** A credit note taken off the invoice, as the invoice lists it. */
export interface DocumentCreditNote {
  readonly number: string;
  readonly issueDate: string;
  readonly totalCents: number;
}

/** A final invoice (open, paid, overdue or void). A draft has no number and is never sent. */
export interface InvoiceDocumentOfInvoice extends DocumentBase {
  readonly kind: 'invoice';
  readonly dueDate: string;
  /** From `invoiceBalance`: the status, the balance and any credit kept for the customer. */
  readonly balance: InvoiceBalance & { readonly status: 'open' | 'paid' | 'overdue' | 'void' };
  readonly creditNotes: readonly DocumentCreditNote[];
  /** Payments, refunds and credit moved, in date order. */
  readonly movements: readonly MoneyMovement[];
  /** `invoiceTermsText`: payment terms and the spec's 7-day written dispute window. */
  readonly terms: string;
  /** A page where the customer can pay online; shown only while money is owed. */
  readonly paymentUrl: string | null;
  /** Why the invoice was voided; required exactly when the status is void. */
  readonly voidReason: string | null;
  readonly ticketPhoto: TicketPhoto | null;
}

export interface InvoiceDocumentOfCreditNote extends DocumentBase {
  readonly kind: 'credit_note';
  /** The invoice it corrects. */
  readonly invoiceNumber: string;
  readonly reason: string;
}

export type InvoiceDocument = InvoiceDocumentOfInvoice | InvoiceDocumentOfCreditNote;

/** The words for a line's proof when staff gave no note of their own. */
export function evidenceWords(evidence: readonly ChargeEvidence[]): string | null {
  if (evidence.some((item) => item.kind === 'photo')) return "Shown in the driver's photo";
  return evidence.length > 0 ? "Recorded in the driver's note" : null;
}

/** An invoice line as the PDF shows it; `evidenceNote` replaces the default words for its proof. */
export function documentLineOf(line: InvoiceLine, evidenceNote?: string): DocumentLine {
  const { quantity, rateCents } = lineQuantityAndRate(line);
  return {
    description: line.description,
    quantity,
    unitPriceCents: rateCents,
    amountCents: line.amountCents,
    taxCents: line.taxCents,
    evidenceNote: evidenceNote ?? (needsEvidence(line) ? evidenceWords(line.evidence) : null),
  };
}

/** A credit note's line: one amount given back. */
export function documentLineOfCreditNote(line: CreditNoteLine): DocumentLine {
  return {
    description: line.description,
    quantity: '1',
    unitPriceCents: line.amountCents,
    amountCents: line.amountCents,
    taxCents: line.taxCents,
    evidenceNote: null,
  };
}
