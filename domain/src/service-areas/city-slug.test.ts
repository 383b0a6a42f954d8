import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { citySlug } from './city-slug.ts';
import { serviceAreas } from './service-areas.ts';

const specRoutes = [
  '/miami',
  '/tampa',
  '/orlando',
  '/jacksonville',
  '/st-augustine',
  '/orange-park',
  '/fernandina-beach',
  '/green-cove-springs',
  '/gainesville',
  '/ocala',
  '/daytona-beach',
  '/palm-coast',
  '/st-petersburg',
  '/lakeland',
  '/clearwater',
  '/fort-lauderdale',
  '/west-palm-beach',
  '/port-st-lucie',
  '/fort-myers',
  '/cape-coral',
  '/naples',
  '/sarasota',
  '/bradenton',
  '/tallahassee',
  '/pensacola',
  '/panama-city',
];

describe('the city slug rule', () => {
  it('lowercases, turns spaces into hyphens and removes periods', () => {
    expect(citySlug('St. Augustine')).toBe('st-augustine');
    expect(citySlug('Port St. Lucie')).toBe('port-st-lucie');
    expect(citySlug('Green Cove Springs')).toBe('green-cove-springs');
  });

  it('removes apostrophes', () => {
    expect(citySlug("Land O' Lakes")).toBe('land-o-lakes');
  });

  it('gives the 26 city routes of spec section 2, exactly', () => {
    expect(serviceAreas.map((area) => `/${citySlug(area.city)}`).sort()).toEqual([...specRoutes].sort());
  });

  const cityName = fc.stringMatching(/^[A-Za-z][A-Za-z.' ]{0,30}$/);

  it('never leaves spaces, periods, apostrophes or capitals', () => {
    fc.assert(
      fc.property(cityName, (name) => {
        expect(citySlug(name)).not.toMatch(/[\s.'A-Z]/);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(citySlug(citySlug(name))).toBe(citySlug(name));
      }),
    );
  });
});
