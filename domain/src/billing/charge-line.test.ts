import { describe, expect, it } from 'vitest';
import { chargeLine, chargeLineMessages, chargePriceText } from './charge-line.ts';
import { blockedAccessTripCode, defaultPriceList } from './default-price-list.ts';
import { driverNote, driverPhoto } from './test-fixtures.ts';

describe('a published charge on an invoice', () => {
  it('bills a prohibited item at its published price, times the count, with its evidence', () => {
    const result = chargeLine(defaultPriceList, {
      code: 'prohibited-tire',
      quantity: 2,
      evidence: [driverPhoto],
    });
    expect(result).toEqual({
      ok: true,
      line: {
        kind: 'charge',
        description: 'Tire (2 at $25 each)',
        amountCents: 5_000,
        chargeCode: 'prohibited-tire',
        category: 'prohibited_item',
        label: 'Tire',
        quantity: 2,
        unitPriceCents: 2_500,
        evidence: [driverPhoto],
      },
    });
  });

  it('names a single item by its label alone', () => {
    const result = chargeLine(defaultPriceList, {
      code: blockedAccessTripCode,
      quantity: 1,
      evidence: [driverNote],
    });
    expect(result.ok && result.line.description).toBe(
      'Trip charge: access blocked, the truck could not deliver or pick up',
    );
  });

  it('refuses a charge that is not published', () => {
    expect(
      chargeLine(defaultPriceList, { code: 'fuel-surcharge', quantity: 1, evidence: [driverPhoto] }),
    ).toEqual({
      ok: false,
      refusal: 'unpublished_charge',
      message: chargeLineMessages.unpublished('fuel-surcharge'),
      field: 'code',
    });
  });

  it('refuses a charge without a photo or a note', () => {
    expect(
      chargeLine(defaultPriceList, { code: 'prohibited-mattress', quantity: 1, evidence: [] }),
    ).toMatchObject({
      ok: false,
      refusal: 'missing_evidence',
      field: 'evidence',
    });
  });

  it.each([[0], [-1], [1.5], [100]])('refuses a quantity of %j', (quantity) => {
    expect(
      chargeLine(defaultPriceList, { code: 'prohibited-tire', quantity, evidence: [driverPhoto] }),
    ).toMatchObject({
      ok: false,
      refusal: 'invalid_input',
      field: 'quantity',
    });
  });

  it('writes a price with its unit', () => {
    expect(chargePriceText(2_500, 'item')).toBe('$25 each');
    expect(chargePriceText(15_000, 'load')).toBe('$150 a load');
    expect(chargePriceText(5_000, 'permit')).toBe('$50 a permit');
    expect(chargePriceText(12_550, 'trip')).toBe('$125.50 a trip');
  });
});
