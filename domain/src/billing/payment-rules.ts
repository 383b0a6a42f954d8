// What staff may record against an invoice (decision 0139). A payment goes on a final invoice,
// dated today or earlier; more than the balance is accepted and the rest is kept as the
// customer's credit. A refund gives back at most that credit (to refund more, a credit note
// first makes it credit). Credit moves from an overpaid invoice to another of the same
// customer's that still owes, at most what the one has and the other owes.
import { daysBetween, isIsoDate } from '../calendar/calendar-date.ts';
import { formatUsd } from '../catalog/money.ts';
import { type BillingRefusal, billingRefusal } from './billing-refusal.ts';
import { type InvoiceAccount, invoiceBalance } from './invoice-balance.ts';
import type { CreditTransferMovement, PaymentMovement, RefundMovement } from './money-movement.ts';

export const paymentRuleMessages = {
  draft: 'Please finalise the invoice before recording money against it.',
  void: 'This invoice is void; please record the money on the invoice that replaced it.',
  amount: 'The amount must be more than $0.00, in whole cents',
  date: 'Please give the date as YYYY-MM-DD',
  future: 'The date cannot be in the future',
  noCredit: 'This invoice has no credit to refund. To give money back, issue a credit note first.',
  refundTooMuch: (creditCents: number) =>
    `You can refund at most ${formatUsd(creditCents)}, the credit on this invoice. To refund more, issue a credit note first.`,
  sameInvoice: 'Credit moves to a different invoice',
  transferTooMuch: (limitCents: number) =>
    `At most ${formatUsd(limitCents)} can move: the credit on the one invoice and what the other still owes.`,
} as const;

type Accepted<T> = { readonly ok: true } & T;

function recordable(
  account: InvoiceAccount,
  movement: { readonly date: string; readonly amountCents: number },
  today: string,
): BillingRefusal | undefined {
  if (account.state === 'draft') return billingRefusal('not_in_this_state', paymentRuleMessages.draft);
  if (account.state === 'void') return billingRefusal('not_in_this_state', paymentRuleMessages.void);
  if (!Number.isSafeInteger(movement.amountCents) || movement.amountCents <= 0)
    return billingRefusal('invalid_input', paymentRuleMessages.amount, 'amountCents');
  if (!isIsoDate(movement.date)) return billingRefusal('invalid_input', paymentRuleMessages.date, 'date');
  if (daysBetween(today, movement.date) > 0)
    return billingRefusal('invalid_input', paymentRuleMessages.future, 'date');
  return undefined;
}

/** A payment: accepted on a final invoice; `overpaymentCents` is what will be kept as credit. */
export function decidePayment(
  account: InvoiceAccount,
  payment: PaymentMovement,
  { today }: { readonly today: string },
): Accepted<{ readonly overpaymentCents: number }> | BillingRefusal {
  const refused = recordable(account, payment, today);
  if (refused) return refused;
  const owed = Math.max(0, invoiceBalance(account, { today }).balanceCents);
  return { ok: true, overpaymentCents: Math.max(0, payment.amountCents - owed) };
}

export function decideRefund(
  account: InvoiceAccount,
  refund: RefundMovement,
  { today }: { readonly today: string },
): Accepted<object> | BillingRefusal {
  const refused = recordable(account, refund, today);
  if (refused) return refused;
  const { creditCents } = invoiceBalance(account, { today });
  if (creditCents === 0) return billingRefusal('over_limit', paymentRuleMessages.noCredit, 'amountCents');
  if (refund.amountCents > creditCents)
    return billingRefusal('over_limit', paymentRuleMessages.refundTooMuch(creditCents), 'amountCents');
  return { ok: true };
}

/** Credit from one invoice of a customer to another: the two movements to record, one on each. */
export function decideCreditTransfer(
  from: InvoiceAccount & { readonly number: string },
  to: InvoiceAccount & { readonly number: string },
  request: { readonly amountCents: number; readonly date: string },
  { today }: { readonly today: string },
): Accepted<{ readonly out: CreditTransferMovement; readonly in: CreditTransferMovement }> | BillingRefusal {
  const refused = recordable(from, request, today) ?? recordable(to, request, today);
  if (refused) return refused;
  if (from.number === to.number)
    return billingRefusal('invalid_input', paymentRuleMessages.sameInvoice, 'to');
  const limit = Math.min(
    invoiceBalance(from, { today }).creditCents,
    Math.max(0, invoiceBalance(to, { today }).balanceCents),
  );
  if (request.amountCents > limit)
    return billingRefusal('over_limit', paymentRuleMessages.transferTooMuch(limit), 'amountCents');
  const { amountCents, date } = request;
  return {
    ok: true,
    out: { kind: 'credit_out', date, amountCents, otherInvoiceNumber: to.number },
    in: { kind: 'credit_in', date, amountCents, otherInvoiceNumber: from.number },
  };
}
