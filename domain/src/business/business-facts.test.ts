import { describe, expect, it } from 'vitest';
import {
  business,
  claims,
  mailtoHref,
  openingHours,
  partnerProgram,
  paymentsAccepted,
  policies,
  prohibitedItems,
  smsConsentText,
  supportHours,
  telHref,
} from './business-facts.ts';

describe('the business facts', () => {
  it('uses a fictitious phone number in the 555-01xx range', () => {
    expect(business.phoneE164).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(business.phoneDisplay.replace(/\D/g, '')).toBe(business.phoneE164.slice(2));
    expect(telHref).toBe(`tel:${business.phoneE164}`);
  });

  it('is based in Jacksonville, Florida', () => {
    expect(business.address).toMatchObject({ city: 'Jacksonville', state: 'FL' });
    expect(business.address.zipCode).toMatch(/^32\d{3}$/);
  });

  it('uses a reserved example e-mail domain', () => {
    expect(business.email).toMatch(/@[a-z]+\.example$/);
    expect(mailtoHref).toBe(`mailto:${business.email}`);
  });

  it('opens Monday to Friday 7 AM to 6 PM and Saturday 8 AM to 4 PM, closed on Sunday', () => {
    expect(openingHours).toEqual([
      expect.objectContaining({
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '18:00',
        display: '7:00 AM - 6:00 PM',
      }),
      expect.objectContaining({
        days: ['Saturday'],
        opens: '08:00',
        closes: '16:00',
        display: '8:00 AM - 4:00 PM',
      }),
      expect.objectContaining({ days: ['Sunday'], display: 'Closed' }),
    ]);
    expect(openingHours[2]?.opens).toBeUndefined();
    expect(supportHours).toBe('Mon-Fri 7AM-6PM');
  });

  it('claims the figures of spec section 1', () => {
    expect(business.foundedYear).toBe(2008);
    expect(business.rating).toEqual({ value: 4.8, count: 127 });
    expect(claims.citiesServed).toBe('25+ cities served');
    expect(claims.sameDayDelivery).toBe('Same-day delivery for orders placed before noon');
    expect(business.startingPriceText).toBe('rates from $299');
  });

  it('sets the policies of spec section 9', () => {
    expect(policies).toMatchObject({
      cancellationHoursBeforeDelivery: 24,
      disputeWindowDays: 7,
      arbitrationFeeReimbursementLimitUsd: 10_000,
      minimumAge: 13,
      permitCostRangeUsd: { min: 25, max: 75 },
      permitProcessingHours: { min: 24, max: 72 },
    });
  });

  it('lists every opt-out word and HELP in the SMS consent', () => {
    expect(policies.smsOptOutWords).toEqual(['STOP', 'END', 'CANCEL', 'UNSUBSCRIBE', 'QUIT']);
    for (const word of [...policies.smsOptOutWords, 'HELP']) expect(smsConsentText).toContain(word);
    expect(smsConsentText).toContain('Message frequency varies');
    expect(smsConsentText).toContain('rates may apply');
  });

  it('accepts cash, check, credit and debit cards', () => {
    expect(paymentsAccepted).toEqual(['Cash', 'Check', 'Credit card', 'Debit card']);
  });

  it('prohibits the 11 items of the union list', () => {
    expect(prohibitedItems).toHaveLength(11);
    expect(prohibitedItems).toContain('Gas or propane tanks');
  });

  it('supports one mammogram per rental', () => {
    expect(partnerProgram.rentalsPerMammogram).toBe(1);
    expect(partnerProgram.mammogramsFundedClaim).toBe('5,000+');
    expect(partnerProgram.url).toMatch(/^https:\/\//);
  });
});
