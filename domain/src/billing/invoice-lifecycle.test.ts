import { describe, expect, it } from 'vitest';
import { defaultPriceList } from './default-price-list.ts';
import { buildInvoiceDraft } from './invoice-draft.ts';
import {
  decideDraftChange,
  decideFinalise,
  decideVoid,
  invoiceLifecycleMessages,
} from './invoice-lifecycle.ts';
import type { InvoiceLine } from './invoice-line.ts';
import { noSalesTax } from './sales-tax.ts';
import { sevenDayQuote, ticketPhoto } from './test-fixtures.ts';

function draftLines(evidence = [ticketPhoto]): readonly InvoiceLine[] {
  const draft = buildInvoiceDraft({
    rental: { dumpsterSize: '15-yard', quote: sevenDayQuote, lateDays: 0 },
    priceList: defaultPriceList,
    salesTax: noSalesTax,
    scaleTicket: { tonHundredths: 520, evidence },
    charges: [],
    adjustments: [],
  });
  if (!draft.ok) throw new Error(draft.message);
  return draft.lines;
}

// Fri, Dec 11, 2026, 3:00 PM in Florida.
const now = new Date('2026-12-11T20:00:00Z');

describe('finalising a draft', () => {
  it('takes the number the database drew and dates the invoice in Florida, due 15 days later', () => {
    expect(
      decideFinalise({ state: 'draft', lines: draftLines() }, { number: 'INV-2026-000123', now }),
    ).toEqual({
      ok: true,
      number: 'INV-2026-000123',
      issueDate: '2026-12-11',
      dueDate: '2026-12-26',
    });
  });

  it("refuses a number of another year or kind: the year is Florida's at finalising", () => {
    const newYearsEve = new Date('2027-01-01T04:00:00Z'); // 11:00 PM Dec 31 in Florida
    expect(
      decideFinalise(
        { state: 'draft', lines: draftLines() },
        { number: 'INV-2027-000001', now: newYearsEve },
      ),
    ).toEqual({
      ok: false,
      refusal: 'wrong_number',
      message: invoiceLifecycleMessages.wrongNumber('INV-2027-000001', 2026),
      field: 'number',
    });
    expect(
      decideFinalise({ state: 'draft', lines: draftLines() }, { number: 'CN-2026-000001', now }),
    ).toMatchObject({
      refusal: 'wrong_number',
    });
  });

  it("refuses while a charge has no evidence (the scale ticket's photo not yet added)", () => {
    expect(
      decideFinalise({ state: 'draft', lines: draftLines([]) }, { number: 'INV-2026-000123', now }),
    ).toMatchObject({
      ok: false,
      refusal: 'missing_evidence',
    });
  });

  it('refuses an empty invoice and one already final', () => {
    expect(decideFinalise({ state: 'draft', lines: [] }, { number: 'INV-2026-000123', now })).toMatchObject({
      refusal: 'invalid_input',
    });
    expect(
      decideFinalise({ state: 'final', lines: draftLines() }, { number: 'INV-2026-000124', now }),
    ).toMatchObject({
      refusal: 'not_in_this_state',
    });
  });
});

describe('changing an invoice', () => {
  it('is allowed on a draft only: a final invoice is corrected by a credit note', () => {
    expect(decideDraftChange('draft')).toEqual({ ok: true });
    expect(decideDraftChange('final')).toEqual({
      ok: false,
      refusal: 'not_in_this_state',
      message: invoiceLifecycleMessages.finalLocked,
    });
    expect(decideDraftChange('void')).toMatchObject({ message: invoiceLifecycleMessages.voidLocked });
  });
});

describe('voiding', () => {
  const final = { state: 'final', netPaidCents: 0, creditedCents: 0 } as const;

  it('keeps the reason, trimmed', () => {
    expect(decideVoid(final, { reason: '  Booked twice by mistake ' })).toEqual({
      ok: true,
      reason: 'Booked twice by mistake',
    });
  });

  it('needs a reason', () => {
    expect(decideVoid(final, { reason: ' ' })).toMatchObject({ refusal: 'invalid_input', field: 'reason' });
    expect(decideVoid(final, { reason: 'x'.repeat(501) })).toMatchObject({ refusal: 'invalid_input' });
  });

  it('is refused while money or a credit note sits on the invoice', () => {
    expect(decideVoid({ ...final, netPaidCents: 20_000 }, { reason: 'Wrong customer' })).toEqual({
      ok: false,
      refusal: 'over_limit',
      message: invoiceLifecycleMessages.voidPaid(20_000),
    });
    expect(decideVoid({ ...final, creditedCents: 5_000 }, { reason: 'Wrong customer' })).toMatchObject({
      refusal: 'over_limit',
    });
  });

  it('applies to a final invoice only, once', () => {
    expect(decideVoid({ ...final, state: 'draft' }, { reason: 'x' })).toMatchObject({
      refusal: 'not_in_this_state',
    });
    expect(decideVoid({ ...final, state: 'void' }, { reason: 'x' })).toMatchObject({
      message: invoiceLifecycleMessages.alreadyVoid,
    });
  });
});
