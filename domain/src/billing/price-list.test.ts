import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { prohibitedItems } from '../business/business-facts.ts';
import { citySlug } from '../service-areas/city-slug.ts';
import { servedCitiesWithoutPage, serviceAreas } from '../service-areas/service-areas.ts';
import { blockedAccessTripCode, defaultPriceList } from './default-price-list.ts';
import {
  findPublishedCharge,
  type PriceList,
  permitChargeFor,
  priceListInForce,
  priceListMessages,
  priceListSchema,
} from './price-list.ts';

function issues(list: unknown) {
  const result = v.safeParse(priceListSchema, list);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe("the owner's default price list", () => {
  it('passes its own schema', () => {
    expect(issues(defaultPriceList)).toEqual([]);
  });

  it('charges $85 per ton of overweight', () => {
    expect(defaultPriceList.overweightRatePerTonCents).toBe(8_500);
  });

  it("publishes one charge for each item of the spec's prohibited list, in its order", () => {
    const prohibited = defaultPriceList.charges.filter((charge) => charge.category === 'prohibited_item');
    expect(prohibited).toHaveLength(prohibitedItems.length);
    expect(prohibited.map((charge) => charge.code)).toContain('prohibited-mattress');
    expect(prohibited.map((charge) => charge.code)).toContain('prohibited-tire');
    expect(prohibited.map((charge) => charge.code)).toContain('prohibited-appliance');
    for (const charge of prohibited) expect(charge.priceCents).toBeGreaterThan(0);
  });

  it('publishes a permit within $25-$75 for every city served, with or without a page', () => {
    const cities = [
      ...serviceAreas.map((area) => area.slug),
      ...servedCitiesWithoutPage.map((c) => citySlug(c.city)),
    ];
    for (const slug of cities) {
      const permit = permitChargeFor(defaultPriceList, slug);
      expect(permit?.priceCents, slug).toBeGreaterThanOrEqual(2_500);
      expect(permit?.priceCents, slug).toBeLessThanOrEqual(7_500);
    }
    expect(permitChargeFor(defaultPriceList, 'atlantis')).toBeUndefined();
  });

  it('publishes a trip charge for blocked access', () => {
    expect(findPublishedCharge(defaultPriceList, blockedAccessTripCode)).toMatchObject({
      category: 'trip',
      unit: 'trip',
      priceCents: 12_500,
    });
  });
});

describe('the price list schema', () => {
  const base: PriceList = {
    effectiveFrom: '2027-01-01',
    overweightRatePerTonCents: 9_000,
    charges: [
      {
        code: 'prohibited-tire',
        category: 'prohibited_item',
        label: 'Tire',
        priceCents: 3_000,
        unit: 'item',
      },
    ],
  };

  it('accepts a small valid list', () => {
    expect(issues(base)).toEqual([]);
  });

  it('refuses a code published twice', () => {
    expect(issues({ ...base, charges: [...base.charges, ...base.charges] })).toEqual([
      priceListMessages.duplicateCode,
    ]);
  });

  it('refuses a permit outside the range the city pages state, or without its city', () => {
    const permit = {
      code: 'permit-ocala',
      category: 'permit',
      label: 'Street permit, Ocala',
      unit: 'permit',
    };
    expect(issues({ ...base, charges: [{ ...permit, priceCents: 9_000, citySlug: 'ocala' }] })).toEqual([
      priceListMessages.permitRange,
    ]);
    expect(issues({ ...base, charges: [{ ...permit, priceCents: 5_000 }] })).toEqual([
      priceListMessages.permitCity,
    ]);
  });

  it('refuses a rate or a price that is not a whole positive number of cents', () => {
    expect(issues({ ...base, overweightRatePerTonCents: 85.5 })).toEqual([priceListMessages.rate]);
    expect(issues({ ...base, overweightRatePerTonCents: 0 })).toEqual([priceListMessages.rate]);
    expect(issues({ ...base, charges: [{ ...base.charges[0], priceCents: -100 }] })).toEqual([
      priceListMessages.price,
    ]);
  });

  it('refuses a code with spaces or capitals and a date that is not a date', () => {
    expect(issues({ ...base, charges: [{ ...base.charges[0], code: 'Bad Code' }] })).toEqual([
      priceListMessages.code,
    ]);
    expect(issues({ ...base, effectiveFrom: '2027-02-30' })).toEqual([priceListMessages.effectiveFrom]);
  });
});

describe('the list in force for a booking', () => {
  const first = { ...defaultPriceList, effectiveFrom: '2026-01-01', overweightRatePerTonCents: 8_000 };
  const second = { ...defaultPriceList, effectiveFrom: '2027-03-01', overweightRatePerTonCents: 9_500 };

  it('is the latest list that started on or before the booking day', () => {
    expect(priceListInForce([second, first], '2027-02-28')).toBe(first);
    expect(priceListInForce([second, first], '2027-03-01')).toBe(second);
    expect(priceListInForce([first, second], '2028-01-01')).toBe(second);
  });

  it('is none when every list starts later', () => {
    expect(priceListInForce([second], '2026-06-01')).toBeUndefined();
  });
});
