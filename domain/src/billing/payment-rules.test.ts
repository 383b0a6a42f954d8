import { describe, expect, it } from 'vitest';
import type { PaymentMovement, RefundMovement } from './money-movement.ts';
import { decideCreditTransfer, decidePayment, decideRefund, paymentRuleMessages } from './payment-rules.ts';
import { finalInvoiceAccount as account } from './test-fixtures.ts';

const today = '2026-12-15';
const check = { method: 'check', checkNumber: '1042' } as const;
const payment = (amountCents: number, date = today): PaymentMovement => ({
  kind: 'payment',
  date,
  amountCents,
  tender: check,
});
const refund = (amountCents: number): RefundMovement => ({
  kind: 'refund',
  date: today,
  amountCents,
  tender: check,
  reason: 'Overpaid',
});

describe('recording a payment', () => {
  it('accepts a partial payment on a final invoice', () => {
    expect(decidePayment(account, payment(20_000), { today })).toEqual({ ok: true, overpaymentCents: 0 });
  });

  it('accepts more than the balance and says what will be kept as credit', () => {
    const partlyPaid = { ...account, movements: [payment(50_000)] };
    expect(decidePayment(partlyPaid, payment(10_000), { today })).toEqual({
      ok: true,
      overpaymentCents: 1_300,
    });
  });

  it('refuses a draft, a void invoice, a date ahead of today and an amount of nothing', () => {
    expect(decidePayment({ ...account, state: 'draft' }, payment(100), { today })).toMatchObject({
      message: paymentRuleMessages.draft,
    });
    expect(decidePayment({ ...account, state: 'void' }, payment(100), { today })).toMatchObject({
      refusal: 'not_in_this_state',
    });
    expect(decidePayment(account, payment(100, '2026-12-16'), { today })).toMatchObject({
      message: paymentRuleMessages.future,
      field: 'date',
    });
    expect(decidePayment(account, payment(0), { today })).toMatchObject({ field: 'amountCents' });
    expect(decidePayment(account, payment(100, '2026-13-01'), { today })).toMatchObject({ field: 'date' });
  });
});

describe('recording a refund', () => {
  const overpaid = { ...account, movements: [payment(60_000)] };

  it('gives back at most the credit on the invoice', () => {
    expect(decideRefund(overpaid, refund(1_300), { today })).toEqual({ ok: true });
    expect(decideRefund(overpaid, refund(1_301), { today })).toEqual({
      ok: false,
      refusal: 'over_limit',
      message: paymentRuleMessages.refundTooMuch(1_300),
      field: 'amountCents',
    });
  });

  it('asks for a credit note first when there is no credit', () => {
    expect(decideRefund({ ...account, movements: [payment(58_700)] }, refund(100), { today })).toMatchObject({
      message: paymentRuleMessages.noCredit,
    });
  });
});

describe('moving credit between invoices', () => {
  const from = { ...account, number: 'INV-2026-000100', movements: [payment(60_000)] };
  const to = { ...account, number: 'INV-2026-000130', totalCents: 1_000 };

  it('records the credit leaving the one and paying the other', () => {
    expect(decideCreditTransfer(from, to, { amountCents: 1_000, date: today }, { today })).toEqual({
      ok: true,
      out: { kind: 'credit_out', date: today, amountCents: 1_000, otherInvoiceNumber: 'INV-2026-000130' },
      in: { kind: 'credit_in', date: today, amountCents: 1_000, otherInvoiceNumber: 'INV-2026-000100' },
    });
  });

  it('moves at most the credit the one has and the balance the other owes', () => {
    expect(decideCreditTransfer(from, to, { amountCents: 1_001, date: today }, { today })).toMatchObject({
      message: paymentRuleMessages.transferTooMuch(1_000),
    });
    const bigger = { ...to, totalCents: 100_000 };
    expect(decideCreditTransfer(from, bigger, { amountCents: 1_301, date: today }, { today })).toMatchObject({
      message: paymentRuleMessages.transferTooMuch(1_300),
    });
  });

  it('refuses moving credit to the same invoice or to a draft', () => {
    expect(
      decideCreditTransfer(from, { ...from }, { amountCents: 100, date: today }, { today }),
    ).toMatchObject({
      message: paymentRuleMessages.sameInvoice,
    });
    expect(
      decideCreditTransfer(from, { ...to, state: 'draft' }, { amountCents: 100, date: today }, { today }),
    ).toMatchObject({ refusal: 'not_in_this_state' });
  });
});
