import { describe, expect, it } from 'vitest';
import { type CreditedInvoice, creditNoteMessages, decideCreditNote } from './credit-note.ts';
import { noSalesTax } from './sales-tax.ts';

const invoice: CreditedInvoice = {
  state: 'final',
  number: 'INV-2026-000123',
  totalCents: 58_700,
  creditedCents: 0,
};
const now = new Date('2026-12-20T15:00:00Z');
const context = { number: 'CN-2026-000007', now, salesTax: noSalesTax };

describe('a credit note', () => {
  it('gives back amounts with their reason under its own number, naming the invoice', () => {
    const note = decideCreditNote(
      invoice,
      {
        reason: 'Scale ticket misread',
        lines: [{ correctsKind: 'overweight', description: '0.50 ton less overweight', amountCents: 4_250 }],
      },
      context,
    );
    expect(note).toEqual({
      ok: true,
      number: 'CN-2026-000007',
      invoiceNumber: 'INV-2026-000123',
      issueDate: '2026-12-20',
      reason: 'Scale ticket misread',
      lines: [
        {
          correctsKind: 'overweight',
          description: '0.50 ton less overweight',
          amountCents: 4_250,
          taxCents: 0,
        },
      ],
      subtotalCents: 4_250,
      taxCents: 0,
      totalCents: 4_250,
    });
  });

  it('gives back the tax of the kind of line it corrects', () => {
    const note = decideCreditNote(
      invoice,
      { reason: 'Goodwill', lines: [{ correctsKind: 'rental', description: 'One day', amountCents: 6_000 }] },
      { ...context, salesTax: { ...noSalesTax, rental: 700 } },
    );
    expect(note).toMatchObject({ ok: true, taxCents: 420, totalCents: 6_420 });
  });

  it("never gives back more than the invoice's total less earlier credit notes", () => {
    const request = {
      reason: 'Goodwill',
      lines: [{ correctsKind: 'rental' as const, description: 'Rental', amountCents: 10_000 }],
    };
    expect(decideCreditNote({ ...invoice, creditedCents: 50_000 }, request, context)).toEqual({
      ok: false,
      refusal: 'over_limit',
      message: creditNoteMessages.tooMuch(8_700),
      field: 'lines',
    });
    expect(decideCreditNote({ ...invoice, creditedCents: 48_700 }, request, context)).toMatchObject({
      ok: true,
    });
  });

  it('corrects a final invoice only, with a reason, lines and a credit note number of the year', () => {
    const line = { correctsKind: 'rental' as const, description: 'Rental', amountCents: 100 };
    expect(
      decideCreditNote({ ...invoice, state: 'draft' }, { reason: 'x', lines: [line] }, context),
    ).toMatchObject({
      refusal: 'not_in_this_state',
    });
    expect(decideCreditNote(invoice, { reason: '', lines: [line] }, context)).toMatchObject({
      field: 'reason',
    });
    expect(decideCreditNote(invoice, { reason: 'x', lines: [] }, context)).toMatchObject({ field: 'lines' });
    expect(
      decideCreditNote(invoice, { reason: 'x', lines: [{ ...line, amountCents: 0 }] }, context),
    ).toMatchObject({
      field: 'lines.0.amountCents',
    });
    expect(
      decideCreditNote(invoice, { reason: 'x', lines: [line] }, { ...context, number: 'INV-2026-000124' }),
    ).toMatchObject({ refusal: 'wrong_number' });
    expect(
      decideCreditNote(invoice, { reason: 'x', lines: [line] }, { ...context, number: 'CN-2025-000001' }),
    ).toMatchObject({ refusal: 'wrong_number' });
  });
});
