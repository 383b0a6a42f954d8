import { describe, expect, it } from 'vitest';
import { defaultPriceList } from './default-price-list.ts';
import { publishedPrices, publishedPricesForBooking } from './published-prices.ts';

describe('the published prices', () => {
  const prices = publishedPrices();

  it("state the per-ton rate and every size's included tons from the catalogue", () => {
    expect(prices.overweight.rateText).toBe('$85 per ton');
    expect(prices.overweight.includedTons.map((size) => [size.size, size.tons])).toEqual([
      ['10-yard', 2],
      ['15-yard', 3],
      ['20-yard', 4],
    ]);
    expect(prices.overweight.sentence).toBe(
      "Each rental includes a weight allowance: 2 tons for the 10 yard, 3 tons for the 15 yard and 4 tons for the 20 yard. Weight above it, read from the landfill's scale ticket, is charged at $85 per ton, counted to the hundredth of a ton.",
    );
  });

  it('list every charge of the price list once, prohibited items first, permits last', () => {
    expect(prices.groups.map((group) => group.category)).toEqual(['prohibited_item', 'trip', 'permit']);
    const codes = prices.groups.flatMap((group) => group.entries.map((entry) => entry.code));
    expect(codes.toSorted()).toEqual(defaultPriceList.charges.map((charge) => charge.code).toSorted());
    expect(prices.groups[0]?.entries[0]).toEqual({
      code: 'prohibited-mattress',
      label: 'Mattress',
      priceCents: 5_000,
      priceText: '$50 each',
    });
  });

  it("show a booking its own size's allowance with an example, and its city's permit", () => {
    const booking = publishedPricesForBooking(defaultPriceList, {
      dumpsterSize: '15-yard',
      citySlug: 'jacksonville',
    });
    expect(booking.overweightSentence).toBe(
      "Your 15 Yard Dumpster includes 3 tons. Weight above it, read from the landfill's scale ticket, is charged at $85 per ton, counted to the hundredth of a ton (0.50 ton over: $42.50).",
    );
    expect(booking.permit).toEqual({
      code: 'permit-jacksonville',
      label: 'Street permit, Jacksonville',
      priceCents: 5_000,
      priceText: '$50 a permit',
    });
    expect(booking.groups.map((group) => group.category)).toEqual(['prohibited_item', 'trip']);
  });

  it('follow the price list in force, not a copy of it', () => {
    const raised = { ...defaultPriceList, overweightRatePerTonCents: 9_250 };
    expect(publishedPrices(raised).overweight.rateText).toBe('$92.50 per ton');
    expect(publishedPricesForBooking(raised, { dumpsterSize: '10-yard' }).permit).toBeUndefined();
  });
});
