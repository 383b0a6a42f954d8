// What staff send to record money (decision 0139): a payment in cash, by check (its number) or
// by credit or debit card (last four digits and the terminal's reference), a refund with its
// reason, and credit moved to another invoice. Shapes and words; the limits that depend on the
// invoice (its state, its credit) are decidePayment/decideRefund/decideCreditTransfer's.
import * as v from 'valibot';
import { missingFieldMessage } from '../validation/missing-field-message.ts';
import { amountCentsField, billingDateField, billingFieldMessages, reasonField } from './billing-fields.ts';
import { parseDocumentNumber } from './document-number.ts';
import { cardTypes } from './money-movement.ts';

export const paymentInputMessages = {
  method: 'Please choose cash, check or card',
  checkNumber: 'Please enter the check number (1 to 20 letters or digits)',
  cardType: 'Please choose credit card or debit card',
  last4: "Please enter the card's last four digits",
  terminalReference: "Please enter the card terminal's reference (1 to 64 characters)",
  refundReason: 'Please give the reason for the refund',
  toInvoice: 'Please enter the invoice number the credit goes to, e.g. INV-2026-000123',
} as const;

export const tenderSchema = v.variant(
  'method',
  [
    v.object({ method: v.literal('cash') }),
    v.object(
      {
        method: v.literal('check'),
        checkNumber: v.pipe(
          v.string(paymentInputMessages.checkNumber),
          v.trim(),
          v.regex(/^[A-Za-z0-9-]{1,20}$/, paymentInputMessages.checkNumber),
        ),
      },
      missingFieldMessage({ checkNumber: paymentInputMessages.checkNumber }),
    ),
    v.object(
      {
        method: v.literal('card'),
        cardType: v.picklist(cardTypes, paymentInputMessages.cardType),
        last4: v.pipe(
          v.string(paymentInputMessages.last4),
          v.trim(),
          v.regex(/^\d{4}$/, paymentInputMessages.last4),
        ),
        terminalReference: v.pipe(
          v.string(paymentInputMessages.terminalReference),
          v.trim(),
          v.nonEmpty(paymentInputMessages.terminalReference),
          v.maxLength(64, paymentInputMessages.terminalReference),
        ),
      },
      missingFieldMessage({
        cardType: paymentInputMessages.cardType,
        last4: paymentInputMessages.last4,
        terminalReference: paymentInputMessages.terminalReference,
      }),
    ),
  ],
  paymentInputMessages.method,
);

const moneyFieldMessages = {
  amountCents: billingFieldMessages.amount,
  date: billingFieldMessages.date,
  tender: paymentInputMessages.method,
};

export const paymentInputSchema = v.object(
  { amountCents: amountCentsField, date: billingDateField, tender: tenderSchema },
  missingFieldMessage(moneyFieldMessages),
);
export type PaymentInput = v.InferOutput<typeof paymentInputSchema>;

export const refundInputSchema = v.object(
  {
    amountCents: amountCentsField,
    date: billingDateField,
    tender: tenderSchema,
    reason: reasonField(paymentInputMessages.refundReason),
  },
  missingFieldMessage({ ...moneyFieldMessages, reason: paymentInputMessages.refundReason }),
);
export type RefundInput = v.InferOutput<typeof refundInputSchema>;

export const creditTransferInputSchema = v.object(
  {
    toInvoiceNumber: v.pipe(
      v.string(paymentInputMessages.toInvoice),
      v.trim(),
      v.check((text) => parseDocumentNumber(text)?.kind === 'invoice', paymentInputMessages.toInvoice),
      v.toUpperCase(),
    ),
    amountCents: amountCentsField,
    date: billingDateField,
  },
  missingFieldMessage({ ...moneyFieldMessages, toInvoiceNumber: paymentInputMessages.toInvoice }),
);
export type CreditTransferInput = v.InferOutput<typeof creditTransferInputSchema>;
