import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceBalance } from './invoice-balance.ts';
import type { MoneyMovement } from './money-movement.ts';
import { finalInvoiceAccount as account } from './test-fixtures.ts';

const cash = { method: 'cash' } as const;

describe("an invoice's balance and status", () => {
  it('is open for the whole total until the due date, the due date included', () => {
    expect(invoiceBalance(account, { today: '2026-12-26' })).toEqual({
      status: 'open',
      totalCents: 58_700,
      creditedCents: 0,
      netPaidCents: 0,
      netCreditInCents: 0,
      balanceCents: 58_700,
      creditCents: 0,
      daysOverdue: 0,
    });
  });

  it('is overdue from the day after the due date while anything is owed', () => {
    const balance = invoiceBalance(
      { ...account, movements: [{ kind: 'payment', date: '2026-12-20', amountCents: 20_000, tender: cash }] },
      { today: '2027-01-05' },
    );
    expect(balance).toMatchObject({ status: 'overdue', balanceCents: 38_700, daysOverdue: 10 });
  });

  it('is paid when payments and credit notes cover it, overdue or not', () => {
    const movements: MoneyMovement[] = [
      { kind: 'payment', date: '2027-02-01', amountCents: 50_000, tender: cash },
    ];
    expect(
      invoiceBalance({ ...account, creditedCents: 8_700, movements }, { today: '2027-03-01' }),
    ).toMatchObject({
      status: 'paid',
      balanceCents: 0,
      daysOverdue: 0,
    });
  });

  it('keeps an overpayment as credit, paid back by a refund', () => {
    const overpaid: MoneyMovement[] = [
      { kind: 'payment', date: '2026-12-12', amountCents: 60_000, tender: cash },
    ];
    expect(invoiceBalance({ ...account, movements: overpaid }, { today: '2026-12-12' })).toMatchObject({
      status: 'paid',
      balanceCents: -1_300,
      creditCents: 1_300,
    });
    const refunded: MoneyMovement[] = [
      ...overpaid,
      { kind: 'refund', date: '2026-12-13', amountCents: 1_300, tender: cash, reason: 'Overpaid' },
    ];
    expect(invoiceBalance({ ...account, movements: refunded }, { today: '2026-12-13' })).toMatchObject({
      netPaidCents: 58_700,
      balanceCents: 0,
      creditCents: 0,
    });
  });

  it('counts credit moved in as paid and credit moved out as owed again', () => {
    const balance = invoiceBalance(
      {
        ...account,
        movements: [
          {
            kind: 'credit_in',
            date: '2026-12-12',
            amountCents: 8_700,
            otherInvoiceNumber: 'INV-2026-000100',
          },
          { kind: 'payment', date: '2026-12-12', amountCents: 60_000, tender: cash },
          {
            kind: 'credit_out',
            date: '2026-12-14',
            amountCents: 10_000,
            otherInvoiceNumber: 'INV-2026-000130',
          },
        ],
      },
      { today: '2026-12-14' },
    );
    expect(balance).toMatchObject({ netCreditInCents: -1_300, balanceCents: 0, status: 'paid' });
  });

  it('asks nothing of a void invoice and previews a draft', () => {
    expect(invoiceBalance({ ...account, state: 'void' }, { today: '2027-06-01' })).toMatchObject({
      status: 'void',
      balanceCents: 0,
    });
    const { dueDate: _none, ...draft } = account;
    expect(invoiceBalance({ ...draft, state: 'draft' }, { today: '2027-06-01' })).toMatchObject({
      status: 'draft',
      balanceCents: 58_700,
      daysOverdue: 0,
    });
  });

  it('for any payments and refunds: balance = total - credited - paid + refunded, and paid exactly when nothing is owed', () => {
    const movement = fc.oneof(
      fc.record({
        kind: fc.constant('payment' as const),
        date: fc.constant('2026-12-15'),
        amountCents: fc.integer({ min: 1, max: 100_000 }),
        tender: fc.constant(cash),
      }),
      fc.record({
        kind: fc.constant('refund' as const),
        date: fc.constant('2026-12-16'),
        amountCents: fc.integer({ min: 1, max: 100_000 }),
        tender: fc.constant(cash),
        reason: fc.constant('Overpaid'),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.array(movement, { maxLength: 6 }),
        fc.integer({ min: -30, max: 200 }),
        (totalCents, credited, movements, offset) => {
          const creditedCents = Math.min(credited, totalCents);
          const today = new Date(Date.UTC(2026, 11, 26 + offset)).toISOString().slice(0, 10);
          const balance = invoiceBalance({ ...account, totalCents, creditedCents, movements }, { today });
          const paid = movements.filter((m) => m.kind === 'payment').reduce((s, m) => s + m.amountCents, 0);
          const refunded = movements
            .filter((m) => m.kind === 'refund')
            .reduce((s, m) => s + m.amountCents, 0);
          expect(balance.balanceCents).toBe(totalCents - creditedCents - paid + refunded);
          expect(balance.status === 'paid').toBe(balance.balanceCents <= 0);
          expect(balance.status === 'overdue').toBe(balance.balanceCents > 0 && offset > 0);
          expect(balance.creditCents).toBe(Math.max(0, -balance.balanceCents));
        },
      ),
    );
  });
});
