import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requoteOnFrozenTerms } from '../booking/frozen-quote.ts';
import { formatUsd } from '../catalog/money.ts';
import { blockedAccessTripCode, defaultPriceList } from './default-price-list.ts';
import { invoiceChangeSentences } from './invoice-changes.ts';
import { buildInvoiceDraft, type InvoiceDraftInput } from './invoice-draft.ts';
import { noSalesTax } from './sales-tax.ts';
import { driverNote, driverPhoto, sevenDayQuote, tenDayQuote, ticketPhoto } from './test-fixtures.ts';

function sentences(input: Partial<InvoiceDraftInput>, bookedQuote = sevenDayQuote) {
  const draft = buildInvoiceDraft({
    rental: { dumpsterSize: '15-yard', quote: bookedQuote, lateDays: 0 },
    priceList: defaultPriceList,
    salesTax: noSalesTax,
    charges: [],
    adjustments: [],
    ...input,
  });
  if (!draft.ok) throw new Error(draft.message);
  return invoiceChangeSentences({ dumpsterSize: '15-yard', bookedQuote, lines: draft.lines });
}

describe('what changed since the quote, and why', () => {
  it('says nothing changed when the invoice is the quote', () => {
    expect(sentences({})).toEqual([
      'Your quote at booking was $400: the 15 Yard Dumpster for up to 7 days.',
      'Nothing changed since your quote: the invoice is the price you were quoted.',
      'Invoice total: $400.',
    ]);
  });

  it('explains the overweight from the scale ticket, with its proof', () => {
    expect(sentences({ scaleTicket: { tonHundredths: 520, evidence: [ticketPhoto] } })).toEqual([
      'Your quote at booking was $400: the 15 Yard Dumpster for up to 7 days.',
      "The landfill's scale ticket weighed 5.20 tons, 2.20 above the 3 tons included, charged at the published $85 per ton: $187. The driver's photo shows it.",
      'Invoice total: $587.',
    ]);
  });

  it('explains an extension, our delay, a prohibited item, a blocked trip, a permit and a discount', () => {
    const extended = requoteOnFrozenTerms(tenDayQuote, {
      deliveryDate: '2026-12-01',
      pickupDate: '2026-12-14',
    });
    const result = sentences(
      {
        rental: { dumpsterSize: '15-yard', quote: extended, lateDays: 2 },
        charges: [
          { code: 'prohibited-tire', quantity: 2, evidence: [driverPhoto] },
          { code: blockedAccessTripCode, quantity: 1, evidence: [driverNote] },
          { code: 'permit-jacksonville', quantity: 1, evidence: [driverNote] },
        ],
        adjustments: [{ kind: 'discount', amountCents: 2_000, reason: 'Sorry for the wait.' }],
      },
      tenDayQuote,
    );
    expect(result).toEqual([
      'Your quote at booking was $580: the 15 Yard Dumpster for 7 days plus 3 extra days at $60 a day.',
      'The rental was extended by 1 day, charged at $60 a day as quoted.',
      '2 days of the rental came from a delay on our side and are not charged.',
      "The driver found a prohibited item in the dumpster, Tire (2 at $25 each): $50. The driver's photo shows it.",
      "A trip could not be completed because access was blocked: $125. The driver's note records it.",
      "The dumpster had to sit on a public street, which needs the city's permit (Street permit, Jacksonville): $50.",
      'We took $20 off: Sorry for the wait.',
      'Invoice total: $845.',
    ]);
  });

  it('says when the rental was shortened and when sales tax applies', () => {
    const result = sentences({ salesTax: { ...noSalesTax, rental: 700 } }, tenDayQuote);
    expect(result).toContain('Sales tax comes to $28.');
    const shorter = sentences(
      { rental: { dumpsterSize: '15-yard', quote: sevenDayQuote, lateDays: 0 } },
      tenDayQuote,
    );
    expect(shorter).toContain('The rental was shortened, so 3 days fewer at $60 a day are charged.');
  });

  it('for any ticket and discount: opens with the booked quote and ends with the invoice total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_500 }),
        fc.integer({ min: 1, max: 30_000 }),
        (tons, discount) => {
          const draft = buildInvoiceDraft({
            rental: { dumpsterSize: '15-yard', quote: tenDayQuote, lateDays: 0 },
            priceList: defaultPriceList,
            salesTax: noSalesTax,
            scaleTicket: { tonHundredths: tons, evidence: [ticketPhoto] },
            charges: [],
            adjustments: [{ kind: 'discount', amountCents: discount, reason: 'Goodwill' }],
          });
          if (!draft.ok) throw new Error(draft.message);
          const result = invoiceChangeSentences({
            dumpsterSize: '15-yard',
            bookedQuote: tenDayQuote,
            lines: draft.lines,
          });
          expect(result[0]).toBe(
            'Your quote at booking was $580: the 15 Yard Dumpster for 7 days plus 3 extra days at $60 a day.',
          );
          expect(result.at(-1)).toBe(`Invoice total: ${formatUsd(draft.totalCents)}.`);
          expect(result.some((sentence) => sentence.startsWith("The landfill's scale ticket"))).toBe(
            tons > 300,
          );
        },
      ),
    );
  });
});
