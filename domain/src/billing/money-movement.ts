// Money recorded against an invoice (decision 0139): payments taken in cash, by check (its
// number) or by credit or debit card on the terminal (last four digits and the terminal's
// reference), refunds with a reason, and credit moved between a customer's invoices (an
// overpayment kept as credit, then used). The balance is always worked out from these, never
// typed.
import { formatUsd } from '../catalog/money.ts';

/** The spec's accepted payments: cash, check, credit card, debit card. */
export const tenderMethods = ['cash', 'check', 'card'] as const;
export const cardTypes = ['credit', 'debit'] as const;

export type Tender =
  | { readonly method: 'cash' }
  | { readonly method: 'check'; readonly checkNumber: string }
  | {
      readonly method: 'card';
      readonly cardType: (typeof cardTypes)[number];
      readonly last4: string;
      /** The card terminal's reference for the transaction. */
      readonly terminalReference: string;
    };

export interface PaymentMovement {
  readonly kind: 'payment';
  readonly date: string;
  readonly amountCents: number;
  readonly tender: Tender;
}

export interface RefundMovement {
  readonly kind: 'refund';
  readonly date: string;
  readonly amountCents: number;
  readonly tender: Tender;
  readonly reason: string;
}

/** Credit leaving an invoice that was overpaid (out) and paying another of the customer's (in). */
export interface CreditTransferMovement {
  readonly kind: 'credit_out' | 'credit_in';
  readonly date: string;
  readonly amountCents: number;
  /** The number of the invoice on the other side of the transfer. */
  readonly otherInvoiceNumber: string;
}

export type MoneyMovement = PaymentMovement | RefundMovement | CreditTransferMovement;

/** How the money was taken, as the invoice and the statement say it. */
export function tenderLabel(tender: Tender): string {
  switch (tender.method) {
    case 'cash':
      return 'Cash';
    case 'check':
      return `Check #${tender.checkNumber}`;
    case 'card':
      return `${tender.cardType === 'credit' ? 'Credit' : 'Debit'} card ending ${tender.last4}`;
  }
}

/** One line per movement for the invoice's payment list: 'Payment, Check #1042: $200'. */
export function movementLabel(movement: MoneyMovement): string {
  const amount = formatUsd(movement.amountCents);
  switch (movement.kind) {
    case 'payment':
      return `Payment, ${tenderLabel(movement.tender)}: ${amount}`;
    case 'refund':
      return `Refund, ${tenderLabel(movement.tender)} (${movement.reason}): ${amount}`;
    case 'credit_out':
      return `Credit moved to ${movement.otherInvoiceNumber}: ${amount}`;
    case 'credit_in':
      return `Credit from ${movement.otherInvoiceNumber}: ${amount}`;
  }
}
