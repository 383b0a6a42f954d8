import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { billingFieldMessages } from './billing-fields.ts';
import {
  adjustmentInputSchema,
  chargeInputSchema,
  creditNoteInputSchema,
  draftLinesInputSchema,
  invoiceInputMessages,
  scaleTicketInputSchema,
  voidInvoiceInputSchema,
} from './invoice-input-schemas.ts';
import {
  creditTransferInputSchema,
  paymentInputMessages,
  paymentInputSchema,
  refundInputSchema,
} from './payment-input-schemas.ts';

function errors(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

const photo = { kind: 'photo', ref: 'photo-1' };

describe("staff inputs to an invoice's lines", () => {
  it('reads a charge with its evidence, one by default', () => {
    expect(v.parse(chargeInputSchema, { code: 'prohibited-tire', evidence: [photo] })).toEqual({
      code: 'prohibited-tire',
      quantity: 1,
      evidence: [photo],
    });
  });

  it('names what is wrong with a charge', () => {
    expect(errors(chargeInputSchema, { code: '', quantity: 0, evidence: [] })).toEqual({
      code: invoiceInputMessages.code,
      quantity: invoiceInputMessages.quantity,
      evidence: invoiceInputMessages.evidence,
    });
    expect(errors(chargeInputSchema, {})).toEqual({
      code: invoiceInputMessages.code,
      evidence: invoiceInputMessages.evidence,
    });
    expect(errors(chargeInputSchema, { code: 'x', evidence: [{ kind: 'video', ref: '' }] })).toEqual({
      'evidence.0.kind': invoiceInputMessages.evidenceKind,
      'evidence.0.ref': invoiceInputMessages.evidenceRef,
    });
  });

  it('reads a discount or a credit with its reason', () => {
    expect(
      v.parse(adjustmentInputSchema, { kind: 'discount', amountCents: 2_000, reason: ' Repeat customer ' }),
    ).toEqual({
      kind: 'discount',
      amountCents: 2_000,
      reason: 'Repeat customer',
    });
    expect(errors(adjustmentInputSchema, { kind: 'rebate', amountCents: 12.5, reason: '' })).toEqual({
      kind: invoiceInputMessages.adjustmentKind,
      amountCents: billingFieldMessages.amount,
      reason: invoiceInputMessages.discountReason,
    });
  });

  it("reads the ticket's tons as typed into hundredths, the photo possibly to come", () => {
    expect(v.parse(scaleTicketInputSchema, { tons: '5.2' })).toEqual({ tons: 520, evidence: [] });
    expect(v.parse(scaleTicketInputSchema, { tons: 5.237, evidence: [photo] })).toEqual({
      tons: 524,
      evidence: [photo],
    });
    for (const tons of ['heavy', '-1', '30.01', null])
      expect(errors(scaleTicketInputSchema, { tons }), String(tons)).toEqual({
        tons: invoiceInputMessages.tons,
      });
    expect(errors(scaleTicketInputSchema, {})).toEqual({ tons: invoiceInputMessages.tons });
  });

  it("reads a draft's lines, each list optional, with errors under their index", () => {
    expect(v.parse(draftLinesInputSchema, {})).toEqual({ charges: [], adjustments: [] });
    expect(
      errors(draftLinesInputSchema, {
        charges: [
          { code: 'prohibited-tire', evidence: [photo] },
          { code: 'prohibited-tire', evidence: [] },
        ],
      }),
    ).toEqual({ 'charges.1.evidence': invoiceInputMessages.evidence });
  });

  it('asks a reason to void and a reason and lines for a credit note', () => {
    expect(errors(voidInvoiceInputSchema, {})).toEqual({ reason: invoiceInputMessages.voidReason });
    expect(errors(voidInvoiceInputSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: billingFieldMessages.reasonTooLong,
    });
    expect(errors(creditNoteInputSchema, { reason: ' ', lines: [] })).toEqual({
      reason: invoiceInputMessages.creditReason,
      lines: invoiceInputMessages.creditLines,
    });
    expect(
      errors(creditNoteInputSchema, {
        reason: 'Misread',
        lines: [{ correctsKind: 'fee', description: '', amountCents: 0 }],
      }),
    ).toEqual({
      'lines.0.correctsKind': invoiceInputMessages.correctsKind,
      'lines.0.description': invoiceInputMessages.lineDescription,
      'lines.0.amountCents': billingFieldMessages.amount,
    });
  });
});

describe('staff inputs for money', () => {
  it('reads a payment in cash, by check and by card', () => {
    const base = { amountCents: 58_700, date: '2026-12-15' };
    expect(v.parse(paymentInputSchema, { ...base, tender: { method: 'cash' } }).tender).toEqual({
      method: 'cash',
    });
    expect(
      v.parse(paymentInputSchema, { ...base, tender: { method: 'check', checkNumber: ' 1042 ' } }).tender,
    ).toEqual({
      method: 'check',
      checkNumber: '1042',
    });
    expect(
      v.parse(paymentInputSchema, {
        ...base,
        tender: { method: 'card', cardType: 'credit', last4: '4242', terminalReference: 'T-1' },
      }).tender,
    ).toEqual({ method: 'card', cardType: 'credit', last4: '4242', terminalReference: 'T-1' });
  });

  it('names what a payment lacks', () => {
    expect(errors(paymentInputSchema, {})).toEqual({
      amountCents: billingFieldMessages.amount,
      date: billingFieldMessages.date,
      tender: paymentInputMessages.method,
    });
    expect(
      errors(paymentInputSchema, { amountCents: 1, date: '2026-12-15', tender: { method: 'bitcoin' } }),
    ).toEqual({
      'tender.method': paymentInputMessages.method,
    });
    expect(
      errors(paymentInputSchema, { amountCents: 1, date: '2026-12-15', tender: { method: 'check' } }),
    ).toEqual({
      'tender.checkNumber': paymentInputMessages.checkNumber,
    });
    expect(
      errors(paymentInputSchema, {
        amountCents: 1,
        date: '2026-12-15',
        tender: { method: 'card', cardType: 'gift', last4: '42', terminalReference: '' },
      }),
    ).toEqual({
      'tender.cardType': paymentInputMessages.cardType,
      'tender.last4': paymentInputMessages.last4,
      'tender.terminalReference': paymentInputMessages.terminalReference,
    });
  });

  it('asks a refund for its reason', () => {
    expect(
      errors(refundInputSchema, {
        amountCents: 1_300,
        date: '2026-12-22',
        tender: { method: 'cash' },
        reason: '',
      }),
    ).toEqual({ reason: paymentInputMessages.refundReason });
  });

  it('reads the invoice a credit goes to as an invoice number', () => {
    expect(
      v.parse(creditTransferInputSchema, {
        toInvoiceNumber: 'inv-2026-000130',
        amountCents: 100,
        date: '2026-12-22',
      }),
    ).toEqual({
      toInvoiceNumber: 'INV-2026-000130',
      amountCents: 100,
      date: '2026-12-22',
    });
    expect(
      errors(creditTransferInputSchema, {
        toInvoiceNumber: 'CN-2026-000001',
        amountCents: 100,
        date: '2026-12-22',
      }),
    ).toEqual({
      toInvoiceNumber: paymentInputMessages.toInvoice,
    });
  });
});
