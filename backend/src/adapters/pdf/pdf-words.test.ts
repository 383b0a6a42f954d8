import { describe, expect, it } from 'vitest';
import { documentDate, moneyText, movementRow, rowDate } from './pdf-words.ts';

describe('the words the invoice PDF prints', () => {
  it('keeps the cents on every amount so a column lines up', () => {
    expect(moneyText(40_000)).toBe('$400.00');
    expect(moneyText(18_750)).toBe('$187.50');
    expect(moneyText(-2_000)).toBe('-$20.00');
    expect(moneyText(118_750)).toBe('$1,187.50');
    expect(moneyText(0)).toBe('$0.00');
  });

  it('writes dates without the weekday', () => {
    expect(documentDate('2026-12-08')).toBe('December 8, 2026');
    expect(rowDate('2026-12-08')).toBe('Dec 8, 2026');
  });

  it('signs each movement by what it does to the balance', () => {
    const cash = { method: 'cash' } as const;
    expect(movementRow({ kind: 'payment', date: '2026-12-12', amountCents: 500, tender: cash })).toEqual({
      description: 'Payment, Cash',
      signedCents: -500,
    });
    expect(
      movementRow({
        kind: 'refund',
        date: '2026-12-12',
        amountCents: 500,
        tender: cash,
        reason: 'Paid twice',
      }),
    ).toEqual({ description: 'Refund, Cash (Paid twice)', signedCents: 500 });
    expect(
      movementRow({
        kind: 'credit_in',
        date: '2026-12-12',
        amountCents: 300,
        otherInvoiceNumber: 'INV-2026-000100',
      }),
    ).toEqual({ description: 'Credit from INV-2026-000100', signedCents: -300 });
    expect(
      movementRow({
        kind: 'credit_out',
        date: '2026-12-12',
        amountCents: 300,
        otherInvoiceNumber: 'INV-2026-000200',
      }),
    ).toEqual({ description: 'Credit moved to INV-2026-000200', signedCents: 300 });
  });
});
