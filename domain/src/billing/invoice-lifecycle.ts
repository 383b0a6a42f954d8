// An invoice's life (decision 0138): draft -> final (numbered) -> void (the number kept, with a
// reason). Only a draft changes; a final invoice is never edited: a correction is a credit note
// with its own number. Finalising checks the number the database drew (an invoice number of
// the Florida year of finalising) and that every charge shows its evidence.
import { businessDateAt } from '../calendar/calendar-date.ts';
import { formatUsd } from '../catalog/money.ts';
import { checkedReason } from './billing-reason.ts';
import { type BillingRefusal, billingRefusal } from './billing-refusal.ts';
import { numberingYear, parseDocumentNumber } from './document-number.ts';
import { type InvoiceLine, needsEvidence } from './invoice-line.ts';
import { invoiceTotals } from './invoice-totals.ts';
import { invoiceDueDate } from './payment-terms.ts';

export const invoiceStates = ['draft', 'final', 'void'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export const invoiceLifecycleMessages = {
  finalLocked: 'This invoice is final, so it cannot be changed. To correct it, issue a credit note.',
  voidLocked: 'This invoice is void, so it cannot be changed.',
  notDraft: 'Only a draft can be finalised.',
  empty: 'An invoice needs at least one line.',
  negative: 'An invoice cannot total less than $0.00.',
  evidence: (description: string) =>
    `"${description}" needs the driver's photo or a note before the invoice is finalised.`,
  wrongNumber: (number: string, year: number) =>
    `${number} is not an invoice number of ${year}, the year the invoice is finalised.`,
  voidOnlyFinal: 'Only a final invoice can be voided; a draft is simply changed.',
  alreadyVoid: 'This invoice is already void.',
  voidPaid: (paidCents: number) =>
    `This invoice has ${formatUsd(paidCents)} paid on it. Refund it or move it to another invoice before voiding.`,
  voidCredited:
    'This invoice has a credit note against it, so it cannot be voided. Issue a credit note for the rest instead.',
  voidReason: 'Please give the reason for voiding the invoice',
} as const;

/** Whether the invoice's lines may still change: only while it is a draft. */
export function decideDraftChange(state: InvoiceState): { readonly ok: true } | BillingRefusal {
  if (state === 'draft') return { ok: true };
  return billingRefusal(
    'not_in_this_state',
    state === 'final' ? invoiceLifecycleMessages.finalLocked : invoiceLifecycleMessages.voidLocked,
  );
}

export interface Finalised {
  readonly ok: true;
  readonly number: string;
  /** The Florida date of finalising: the invoice's date. */
  readonly issueDate: string;
  readonly dueDate: string;
}

export function decideFinalise(
  invoice: { readonly state: InvoiceState; readonly lines: readonly InvoiceLine[] },
  { number, now }: { readonly number: string; readonly now: Date },
): Finalised | BillingRefusal {
  if (invoice.state !== 'draft')
    return billingRefusal('not_in_this_state', invoiceLifecycleMessages.notDraft);
  if (invoice.lines.length === 0)
    return billingRefusal('invalid_input', invoiceLifecycleMessages.empty, 'lines');
  const unproven = invoice.lines.find((line) => needsEvidence(line) && line.evidence.length === 0);
  if (unproven)
    return billingRefusal(
      'missing_evidence',
      invoiceLifecycleMessages.evidence(unproven.description),
      'lines',
    );
  if (invoiceTotals(invoice.lines).totalCents < 0)
    return billingRefusal('over_limit', invoiceLifecycleMessages.negative, 'lines');
  const year = numberingYear(now);
  const parsed = parseDocumentNumber(number);
  if (parsed?.kind !== 'invoice' || parsed.year !== year)
    return billingRefusal('wrong_number', invoiceLifecycleMessages.wrongNumber(number, year), 'number');
  const issueDate = businessDateAt(now);
  return { ok: true, number: number.trim().toUpperCase(), issueDate, dueDate: invoiceDueDate(issueDate) };
}

/**
 * Voiding a final invoice: its number stays taken, with the reason. Refused while money sits on
 * it (net payments) or a credit note corrects it, so a void never hides a payment.
 */
export function decideVoid(
  invoice: { readonly state: InvoiceState; readonly netPaidCents: number; readonly creditedCents: number },
  request: { readonly reason: string },
): { readonly ok: true; readonly reason: string } | BillingRefusal {
  if (invoice.state === 'draft')
    return billingRefusal('not_in_this_state', invoiceLifecycleMessages.voidOnlyFinal);
  if (invoice.state === 'void')
    return billingRefusal('not_in_this_state', invoiceLifecycleMessages.alreadyVoid);
  if (invoice.netPaidCents !== 0)
    return billingRefusal('over_limit', invoiceLifecycleMessages.voidPaid(invoice.netPaidCents));
  if (invoice.creditedCents !== 0) return billingRefusal('over_limit', invoiceLifecycleMessages.voidCredited);
  return checkedReason(request.reason, invoiceLifecycleMessages.voidReason);
}
