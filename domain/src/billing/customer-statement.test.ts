import { describe, expect, it } from 'vitest';
import { customerStatement } from './customer-statement.ts';

const cash = { method: 'cash' } as const;
const documents = {
  invoices: [
    { number: 'INV-2026-000090', issueDate: '2026-11-20', totalCents: 40_000 },
    { number: 'INV-2026-000123', issueDate: '2026-12-11', totalCents: 58_700 },
    {
      number: 'INV-2026-000124',
      issueDate: '2026-12-11',
      totalCents: 30_000,
      voided: { on: '2026-12-12', reason: 'Booked twice' },
    },
  ],
  creditNotes: [
    {
      number: 'CN-2026-000007',
      invoiceNumber: 'INV-2026-000123',
      issueDate: '2026-12-20',
      totalCents: 4_250,
    },
  ],
  movements: [
    {
      invoiceNumber: 'INV-2026-000090',
      movement: { kind: 'payment', date: '2026-11-25', amountCents: 40_000, tender: cash },
    },
    {
      invoiceNumber: 'INV-2026-000123',
      movement: {
        kind: 'payment',
        date: '2026-12-11',
        amountCents: 60_000,
        tender: { method: 'check', checkNumber: '1042' },
      },
    },
    {
      invoiceNumber: 'INV-2026-000123',
      movement: { kind: 'refund', date: '2026-12-22', amountCents: 5_550, tender: cash, reason: 'Overpaid' },
    },
    {
      invoiceNumber: 'INV-2026-000123',
      movement: {
        kind: 'credit_out',
        date: '2026-12-21',
        amountCents: 100,
        otherInvoiceNumber: 'INV-2026-000130',
      },
    },
  ],
} as const;

describe("a customer's statement", () => {
  it('brings the balance forward and lists the period in date order with a running balance', () => {
    const statement = customerStatement(documents, { from: '2026-12-01', to: '2026-12-31' });
    expect(statement.openingBalanceCents).toBe(0);
    expect(
      statement.entries.map((entry) => [
        entry.date,
        entry.kind,
        entry.description,
        entry.amountCents,
        entry.balanceCents,
      ]),
    ).toEqual([
      ['2026-12-11', 'invoice', 'Invoice INV-2026-000123', 58_700, 58_700],
      ['2026-12-11', 'invoice', 'Invoice INV-2026-000124', 30_000, 88_700],
      ['2026-12-11', 'payment', 'Payment, Check #1042, for INV-2026-000123', -60_000, 28_700],
      ['2026-12-12', 'void', 'Invoice INV-2026-000124 voided: Booked twice', -30_000, -1_300],
      ['2026-12-20', 'credit_note', 'Credit note CN-2026-000007 for INV-2026-000123', -4_250, -5_550],
      ['2026-12-22', 'refund', 'Refund, Cash, from INV-2026-000123: Overpaid', 5_550, 0],
    ]);
    expect(statement.closingBalanceCents).toBe(0);
  });

  it('carries what was owed before the period as the opening balance', () => {
    const statement = customerStatement(documents, { from: '2026-11-22', to: '2026-12-11' });
    expect(statement.openingBalanceCents).toBe(40_000);
    expect(statement.entries[0]).toMatchObject({ kind: 'payment', balanceCents: 0 });
    expect(statement.closingBalanceCents).toBe(28_700);
  });

  it('is empty, with nothing owed, for a customer without documents', () => {
    expect(
      customerStatement(
        { invoices: [], creditNotes: [], movements: [] },
        { from: '2026-01-01', to: '2026-12-31' },
      ),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      openingBalanceCents: 0,
      entries: [],
      closingBalanceCents: 0,
    });
  });
});
