import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockedAccessTripCode, defaultPriceList } from './default-price-list.ts';
import { buildInvoiceDraft, type InvoiceDraftInput, invoiceDraftMessages } from './invoice-draft.ts';
import { noSalesTax } from './sales-tax.ts';
import { driverPhoto, sevenDayQuote, tenDayQuote, ticketPhoto } from './test-fixtures.ts';

const base: InvoiceDraftInput = {
  rental: { dumpsterSize: '15-yard', quote: sevenDayQuote, lateDays: 0 },
  priceList: defaultPriceList,
  salesTax: noSalesTax,
  charges: [],
  adjustments: [],
};

describe('the draft built at pickup', () => {
  it('bills a 5.2-ton ticket on a 15-yard: the $400 rental and 2.20 tons of overweight at $85', () => {
    const draft = buildInvoiceDraft({
      ...base,
      scaleTicket: { tonHundredths: 520, evidence: [ticketPhoto] },
    });
    expect(draft.ok && draft.lines.map((line) => [line.kind, line.amountCents, line.taxCents])).toEqual([
      ['rental', 40_000, 0],
      ['overweight', 18_700, 0],
    ]);
    expect(draft).toMatchObject({ subtotalCents: 58_700, taxCents: 0, totalCents: 58_700 });
  });

  it('is the frozen quote alone before the ticket is in', () => {
    const draft = buildInvoiceDraft({ ...base, rental: { ...base.rental, quote: tenDayQuote } });
    expect(draft.ok && draft.totalCents).toBe(tenDayQuote.totalCents);
  });

  it('takes published charges and discounts, and taxes each line at its kind rate', () => {
    const draft = buildInvoiceDraft({
      ...base,
      salesTax: { ...noSalesTax, rental: 700, charge: 700, discount: 700 },
      charges: [
        { code: 'prohibited-mattress', quantity: 1, evidence: [driverPhoto] },
        { code: blockedAccessTripCode, quantity: 1, evidence: [driverPhoto] },
      ],
      adjustments: [{ kind: 'discount', amountCents: 2_500, reason: 'Repeat customer' }],
    });
    expect(
      draft.ok && draft.lines.map((line) => [line.description, line.amountCents, line.taxCents]),
    ).toEqual([
      ['15 Yard Dumpster, 7-day rental', 40_000, 2_800],
      ['Mattress', 5_000, 350],
      ['Trip charge: access blocked, the truck could not deliver or pick up', 12_500, 875],
      ['Discount: Repeat customer', -2_500, -175],
    ]);
    expect(draft).toMatchObject({ subtotalCents: 55_000, taxCents: 3_850, totalCents: 58_850 });
  });

  it('refuses an unpublished charge, naming which one', () => {
    const draft = buildInvoiceDraft({
      ...base,
      charges: [
        { code: 'prohibited-tire', quantity: 1, evidence: [driverPhoto] },
        { code: 'cleaning-fee', quantity: 1, evidence: [driverPhoto] },
      ],
    });
    expect(draft).toMatchObject({ ok: false, refusal: 'unpublished_charge', field: 'charges.1.code' });
  });

  it('refuses a discount without a reason and discounts above the charges', () => {
    expect(
      buildInvoiceDraft({ ...base, adjustments: [{ kind: 'credit', amountCents: 100, reason: '  ' }] }),
    ).toMatchObject({ ok: false, refusal: 'invalid_input', field: 'adjustments.0.reason' });
    expect(
      buildInvoiceDraft({
        ...base,
        adjustments: [{ kind: 'discount', amountCents: 40_001, reason: 'Goodwill' }],
      }),
    ).toEqual({
      ok: false,
      refusal: 'over_limit',
      message: invoiceDraftMessages.overGiven,
      field: 'adjustments',
    });
  });

  it('refuses a ticket weight that is not a weight', () => {
    for (const tonHundredths of [-1, 3_001, 5.5])
      expect(buildInvoiceDraft({ ...base, scaleTicket: { tonHundredths, evidence: [] } })).toMatchObject({
        ok: false,
        field: 'scaleTicket.tons',
      });
  });

  it('for any ticket, charges and discount: the total is the lines plus their taxes, never below zero', () => {
    const codes = defaultPriceList.charges.map((charge) => charge.code);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(fc.record({ code: fc.constantFrom(...codes), quantity: fc.integer({ min: 1, max: 5 }) }), {
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (tons, charges, discount, rate) => {
          const draft = buildInvoiceDraft({
            ...base,
            salesTax: {
              rental: rate,
              extra_days: rate,
              overweight: rate,
              charge: rate,
              discount: rate,
              credit: rate,
            },
            scaleTicket: { tonHundredths: tons, evidence: [ticketPhoto] },
            charges: charges.map((charge) => ({ ...charge, evidence: [driverPhoto] })),
            adjustments: [{ kind: 'discount', amountCents: discount, reason: 'Goodwill' }],
          });
          if (!draft.ok) {
            expect(draft.refusal).toBe('over_limit');
            return;
          }
          const sum = draft.lines.reduce((total, line) => total + line.amountCents + line.taxCents, 0);
          expect(draft.totalCents).toBe(sum);
          expect(draft.totalCents).toBeGreaterThanOrEqual(0);
          expect(draft.lines.some((line) => line.kind === 'overweight')).toBe(tons > 300);
        },
      ),
    );
  });
});
