// A credit note (decision 0138): the one way to correct a final invoice. It has its own number
// (CN-2026-000007), names the invoice it corrects, says why, and gives back amounts line by
// line, each taxed at the rate of the kind of line it corrects so the tax comes back too. All
// credit notes on an invoice together never give back more than the invoice's total.
import { businessDateAt } from '../calendar/calendar-date.ts';
import { formatUsd } from '../catalog/money.ts';
import { checkedReason } from './billing-reason.ts';
import { type BillingRefusal, billingRefusal } from './billing-refusal.ts';
import { numberingYear, parseDocumentNumber } from './document-number.ts';
import type { InvoiceState } from './invoice-lifecycle.ts';
import type { InvoiceLineKind } from './invoice-line.ts';
import { invoiceTotals } from './invoice-totals.ts';
import { type SalesTaxRates, taxOnCents } from './sales-tax.ts';

export interface CreditNoteLineRequest {
  /** The kind of invoice line this gives back (its tax rate applies). */
  readonly correctsKind: InvoiceLineKind;
  readonly description: string;
  /** Given back, in cents, above zero. */
  readonly amountCents: number;
}

export interface CreditNoteLine extends CreditNoteLineRequest {
  readonly taxCents: number;
}

export interface CreditNote {
  readonly number: string;
  readonly invoiceNumber: string;
  readonly issueDate: string;
  readonly reason: string;
  readonly lines: readonly CreditNoteLine[];
  readonly subtotalCents: number;
  readonly taxCents: number;
  /** What the credit note takes off the invoice's balance. */
  readonly totalCents: number;
}

export const creditNoteMessages = {
  notFinal:
    'A credit note corrects a final invoice; a draft is simply changed and a void invoice owes nothing.',
  noLines: 'A credit note needs at least one line.',
  lineAmount: 'Each amount must be more than $0.00, in whole cents',
  lineDescription: 'Please say what each line gives back',
  reason: 'Please give the reason for the credit note',
  tooMuch: (leftCents: number) =>
    `A credit note can give back at most ${formatUsd(leftCents)}: the invoice's total less its earlier credit notes.`,
  wrongNumber: (number: string, year: number) => `${number} is not a credit note number of ${year}.`,
} as const;

export interface CreditedInvoice {
  readonly state: InvoiceState;
  readonly number: string;
  readonly totalCents: number;
  /** The totals of the credit notes already issued against it. */
  readonly creditedCents: number;
}

export function decideCreditNote(
  invoice: CreditedInvoice,
  request: { readonly reason: string; readonly lines: readonly CreditNoteLineRequest[] },
  {
    number,
    now,
    salesTax,
  }: { readonly number: string; readonly now: Date; readonly salesTax: SalesTaxRates },
): ({ readonly ok: true } & CreditNote) | BillingRefusal {
  if (invoice.state !== 'final') return billingRefusal('not_in_this_state', creditNoteMessages.notFinal);
  const checked = checkedReason(request.reason, creditNoteMessages.reason);
  if (!checked.ok) return checked;
  const { reason } = checked;
  if (request.lines.length === 0) return billingRefusal('invalid_input', creditNoteMessages.noLines, 'lines');
  const lines: CreditNoteLine[] = [];
  for (const [index, line] of request.lines.entries()) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents <= 0)
      return billingRefusal('invalid_input', creditNoteMessages.lineAmount, `lines.${index}.amountCents`);
    const description = line.description.trim();
    if (description.length === 0)
      return billingRefusal(
        'invalid_input',
        creditNoteMessages.lineDescription,
        `lines.${index}.description`,
      );
    const taxCents = taxOnCents(line.amountCents, salesTax[line.correctsKind]);
    lines.push({ correctsKind: line.correctsKind, description, amountCents: line.amountCents, taxCents });
  }
  const totals = invoiceTotals(lines);
  const leftCents = invoice.totalCents - invoice.creditedCents;
  if (totals.totalCents > leftCents)
    return billingRefusal('over_limit', creditNoteMessages.tooMuch(Math.max(0, leftCents)), 'lines');
  const year = numberingYear(now);
  const parsed = parseDocumentNumber(number);
  if (parsed?.kind !== 'credit_note' || parsed.year !== year)
    return billingRefusal('wrong_number', creditNoteMessages.wrongNumber(number, year), 'number');
  return {
    ok: true,
    number: number.trim().toUpperCase(),
    invoiceNumber: invoice.number,
    issueDate: businessDateAt(now),
    reason,
    lines,
    ...totals,
  };
}
