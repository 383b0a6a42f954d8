// The words and figures the invoice PDF prints, in one place (decision 0150): money from integer
// cents through the domain's formatting, dates as the booking pages write them, the status and
// each payment the way the statement names them.
import {
  formatUsd,
  type InvoiceStatus,
  longDateLabel,
  type MoneyMovement,
  shortDateLabel,
  tenderLabel,
} from '@dumpster/domain';

/**
 * '$400.00', '-$20.00', '$1,187.50'. The domain drops '.00' from whole dollars ('$400'), which
 * reads well in a sentence; in a column of figures every amount keeps its cents so the decimal
 * points line up under right alignment.
 */
export function moneyText(cents: number): string {
  const text = formatUsd(cents);
  return text.includes('.') ? text : `${text}.00`;
}

/** 'December 8, 2026': an invoice's dates, without the weekday a booking page adds. */
export function documentDate(iso: string): string {
  return longDateLabel(iso).replace(/^[A-Za-z]+, /, '');
}

/** 'Dec 8, 2026': a date in a table row. */
export function rowDate(iso: string): string {
  return shortDateLabel(iso, { year: true }).replace(/^[A-Za-z]+, /, '');
}

export const statusWords: Readonly<Record<Exclude<InvoiceStatus, 'draft'>, string>> = {
  open: 'Open',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

/** A payment, refund or credit transfer as a row of the invoice: what it was and its sign. */
export function movementRow(movement: MoneyMovement): { description: string; signedCents: number } {
  switch (movement.kind) {
    case 'payment':
      return { description: `Payment, ${tenderLabel(movement.tender)}`, signedCents: -movement.amountCents };
    case 'refund':
      return {
        description: `Refund, ${tenderLabel(movement.tender)} (${movement.reason})`,
        signedCents: movement.amountCents,
      };
    case 'credit_in':
      return {
        description: `Credit from ${movement.otherInvoiceNumber}`,
        signedCents: -movement.amountCents,
      };
    case 'credit_out':
      return {
        description: `Credit moved to ${movement.otherInvoiceNumber}`,
        signedCents: movement.amountCents,
      };
  }
}
