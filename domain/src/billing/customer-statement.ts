// A customer's statement for a period (decision 0139): the balance brought forward, then every
// invoice, credit note, payment, refund and void in date order with a running balance (above
// zero: the customer owes; below: the business owes them credit). Credit moved between the
// customer's own invoices leaves their total unchanged, so it is not listed.
import { compareDates } from '../calendar/calendar-date.ts';
import type { MoneyMovement } from './money-movement.ts';
import { tenderLabel } from './money-movement.ts';

export interface StatementInvoice {
  readonly number: string;
  readonly issueDate: string;
  readonly totalCents: number;
  readonly voided?: { readonly on: string; readonly reason: string };
}

export interface StatementCreditNote {
  readonly number: string;
  readonly invoiceNumber: string;
  readonly issueDate: string;
  readonly totalCents: number;
}

export interface StatementMovement {
  readonly invoiceNumber: string;
  readonly movement: MoneyMovement;
}

export const statementEntryKinds = ['invoice', 'credit_note', 'payment', 'refund', 'void'] as const;
export type StatementEntryKind = (typeof statementEntryKinds)[number];

export interface StatementEntry {
  readonly date: string;
  readonly kind: StatementEntryKind;
  /** The document the entry belongs to. */
  readonly reference: string;
  readonly description: string;
  /** Above zero adds to what the customer owes, below zero takes off. */
  readonly amountCents: number;
  readonly balanceCents: number;
}

export interface CustomerStatement {
  readonly from: string;
  readonly to: string;
  readonly openingBalanceCents: number;
  readonly entries: readonly StatementEntry[];
  readonly closingBalanceCents: number;
}

type Entry = Omit<StatementEntry, 'balanceCents'>;

function entriesOf(documents: {
  readonly invoices: readonly StatementInvoice[];
  readonly creditNotes: readonly StatementCreditNote[];
  readonly movements: readonly StatementMovement[];
}): Entry[] {
  const entries: Entry[] = [];
  for (const invoice of documents.invoices) {
    const { number, totalCents } = invoice;
    entries.push({
      date: invoice.issueDate,
      kind: 'invoice',
      reference: number,
      description: `Invoice ${number}`,
      amountCents: totalCents,
    });
    if (invoice.voided)
      entries.push({
        date: invoice.voided.on,
        kind: 'void',
        reference: number,
        description: `Invoice ${number} voided: ${invoice.voided.reason}`,
        amountCents: -totalCents,
      });
  }
  for (const note of documents.creditNotes)
    entries.push({
      date: note.issueDate,
      kind: 'credit_note',
      reference: note.number,
      description: `Credit note ${note.number} for ${note.invoiceNumber}`,
      amountCents: -note.totalCents,
    });
  for (const { invoiceNumber, movement } of documents.movements) {
    if (movement.kind === 'payment')
      entries.push({
        date: movement.date,
        kind: 'payment',
        reference: invoiceNumber,
        description: `Payment, ${tenderLabel(movement.tender)}, for ${invoiceNumber}`,
        amountCents: -movement.amountCents,
      });
    if (movement.kind === 'refund')
      entries.push({
        date: movement.date,
        kind: 'refund',
        reference: invoiceNumber,
        description: `Refund, ${tenderLabel(movement.tender)}, from ${invoiceNumber}: ${movement.reason}`,
        amountCents: movement.amountCents,
      });
  }
  return entries;
}

/** Date, then invoice before its corrections and the money against it, then the reference. */
function byDateThenKind(a: Entry, b: Entry): number {
  return (
    compareDates(a.date, b.date) ||
    statementEntryKinds.indexOf(a.kind) - statementEntryKinds.indexOf(b.kind) ||
    a.reference.localeCompare(b.reference)
  );
}

export function customerStatement(
  documents: Parameters<typeof entriesOf>[0],
  { from, to }: { readonly from: string; readonly to: string },
): CustomerStatement {
  const sorted = entriesOf(documents).sort(byDateThenKind);
  let balance = 0;
  const entries: StatementEntry[] = [];
  let openingBalanceCents = 0;
  for (const entry of sorted) {
    if (compareDates(entry.date, to) > 0) break;
    balance += entry.amountCents;
    if (compareDates(entry.date, from) < 0) openingBalanceCents = balance;
    else entries.push({ ...entry, balanceCents: balance });
  }
  return { from, to, openingBalanceCents, entries, closingBalanceCents: balance };
}
