// What staff send to change a draft or correct a final invoice (decision 0138): the scale
// ticket, published charges with their evidence, discounts and credits with a reason, the
// reason for a void, and a credit note's lines. Shapes and words only; the rules (published,
// within the invoice's total, in this state) are the decide* functions'.
import * as v from 'valibot';
import { missingFieldMessage } from '../validation/missing-field-message.ts';
import { amountCentsField, reasonField } from './billing-fields.ts';
import { largestChargeQuantity } from './charge-line.ts';
import { chargeEvidenceKinds, invoiceLineKinds } from './invoice-line.ts';
import { heaviestTicketTons, tonHundredthsFrom } from './tons.ts';

export const invoiceInputMessages = {
  evidenceKind: 'Evidence is a photo or a note',
  evidenceRef: 'Please say which photo or note shows this',
  evidence: "Please attach the driver's photo or a note that shows this charge",
  code: 'Please choose one of the published charges',
  quantity: `The quantity must be a whole number from 1 to ${largestChargeQuantity}`,
  adjustmentKind: 'Please choose discount or credit',
  discountReason: 'Please give the reason the customer will read',
  tons: `Please enter the scale ticket's weight in tons, from 0 to ${heaviestTicketTons} (e.g. 5.2)`,
  voidReason: 'Please give the reason for voiding the invoice',
  creditReason: 'Please give the reason for the credit note',
  correctsKind: 'Please say which kind of line this gives back',
  lineDescription: 'Please say what this line gives back (1 to 200 characters)',
  creditLines: 'A credit note needs at least one line',
} as const;

export const chargeEvidenceSchema = v.object(
  {
    kind: v.picklist(chargeEvidenceKinds, invoiceInputMessages.evidenceKind),
    ref: v.pipe(
      v.string(invoiceInputMessages.evidenceRef),
      v.trim(),
      v.nonEmpty(invoiceInputMessages.evidenceRef),
      v.maxLength(100, invoiceInputMessages.evidenceRef),
    ),
  },
  missingFieldMessage({ kind: invoiceInputMessages.evidenceKind, ref: invoiceInputMessages.evidenceRef }),
);

export const chargeInputSchema = v.object(
  {
    code: v.pipe(v.string(invoiceInputMessages.code), v.trim(), v.nonEmpty(invoiceInputMessages.code)),
    quantity: v.optional(
      v.pipe(
        v.number(invoiceInputMessages.quantity),
        v.safeInteger(invoiceInputMessages.quantity),
        v.minValue(1, invoiceInputMessages.quantity),
        v.maxValue(largestChargeQuantity, invoiceInputMessages.quantity),
      ),
      1,
    ),
    evidence: v.pipe(
      v.array(chargeEvidenceSchema, invoiceInputMessages.evidence),
      v.minLength(1, invoiceInputMessages.evidence),
    ),
  },
  missingFieldMessage({ code: invoiceInputMessages.code, evidence: invoiceInputMessages.evidence }),
);
export type ChargeInput = v.InferOutput<typeof chargeInputSchema>;

export const adjustmentInputSchema = v.object(
  {
    kind: v.picklist(['discount', 'credit'], invoiceInputMessages.adjustmentKind),
    amountCents: amountCentsField,
    reason: reasonField(invoiceInputMessages.discountReason),
  },
  missingFieldMessage({
    kind: invoiceInputMessages.adjustmentKind,
    reason: invoiceInputMessages.discountReason,
  }),
);
export type AdjustmentInput = v.InferOutput<typeof adjustmentInputSchema>;

/** The ticket's tons as typed ('5.2') or sent (5.2), into hundredths of a ton. */
export const ticketTonsField = v.pipe(
  v.union([v.string(), v.number()], invoiceInputMessages.tons),
  v.transform(tonHundredthsFrom),
  v.number(invoiceInputMessages.tons),
  v.maxValue(heaviestTicketTons * 100, invoiceInputMessages.tons),
);

export const scaleTicketInputSchema = v.object(
  {
    tons: ticketTonsField,
    // The ticket's photo may come later the same day (the driver at the landfill).
    evidence: v.optional(v.array(chargeEvidenceSchema, invoiceInputMessages.evidence), []),
  },
  missingFieldMessage({ tons: invoiceInputMessages.tons }),
);
export type ScaleTicketInput = v.InferOutput<typeof scaleTicketInputSchema>;

/** Everything staff set on a draft besides the rental, which comes from the booking. */
export const draftLinesInputSchema = v.object({
  scaleTicket: v.optional(scaleTicketInputSchema),
  charges: v.optional(v.array(chargeInputSchema), []),
  adjustments: v.optional(v.array(adjustmentInputSchema), []),
});
export type DraftLinesInput = v.InferOutput<typeof draftLinesInputSchema>;

export const voidInvoiceInputSchema = v.object(
  { reason: reasonField(invoiceInputMessages.voidReason) },
  missingFieldMessage({ reason: invoiceInputMessages.voidReason }),
);

const creditNoteLineSchema = v.object(
  {
    correctsKind: v.picklist(invoiceLineKinds, invoiceInputMessages.correctsKind),
    description: v.pipe(
      v.string(invoiceInputMessages.lineDescription),
      v.trim(),
      v.nonEmpty(invoiceInputMessages.lineDescription),
      v.maxLength(200, invoiceInputMessages.lineDescription),
    ),
    amountCents: amountCentsField,
  },
  missingFieldMessage({
    correctsKind: invoiceInputMessages.correctsKind,
    description: invoiceInputMessages.lineDescription,
  }),
);

export const creditNoteInputSchema = v.object(
  {
    reason: reasonField(invoiceInputMessages.creditReason),
    lines: v.pipe(
      v.array(creditNoteLineSchema, invoiceInputMessages.creditLines),
      v.minLength(1, invoiceInputMessages.creditLines),
    ),
  },
  missingFieldMessage({ reason: invoiceInputMessages.creditReason, lines: invoiceInputMessages.creditLines }),
);
export type CreditNoteInput = v.InferOutput<typeof creditNoteInputSchema>;
