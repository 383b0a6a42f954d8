import { describe, expect, it } from 'vitest';
import {
  baseCityDescription,
  baseCityTitle,
  cityPageDescription,
  cityPageKeywords,
  cityPageMeta,
  cityPageTitle,
  homePageMeta,
} from './city-page-meta.ts';
import { findServiceArea, serviceAreas } from './service-areas.ts';

describe('city page titles and descriptions', () => {
  it("writes the base title for Jacksonville FL and the base description with 'rates from $299'", () => {
    expect(baseCityTitle).toBe('Dumpster Rental Jacksonville FL | Same-Day Roll-Off Delivery | Coastal Haul');
    expect(baseCityDescription).toContain('Jacksonville');
    expect(baseCityDescription).toContain('rates from $299');
    expect(baseCityDescription).toContain('same-day delivery');
    expect(baseCityDescription).toContain('10, 15 and 20 yard');
  });

  it("replaces 'Jacksonville FL' with 'Tampa FL' in the title and 'Jacksonville' with 'Tampa' in the description", () => {
    const tampa = findServiceArea('tampa')!;
    expect(cityPageTitle(tampa)).toBe('Dumpster Rental Tampa FL | Same-Day Roll-Off Delivery | Coastal Haul');
    expect(cityPageDescription(tampa)).toBe(baseCityDescription.replace('Jacksonville', 'Tampa'));
    expect(cityPageDescription(tampa)).not.toContain('Jacksonville');
  });

  it('keeps the period of St. Augustine', () => {
    const stAugustine = findServiceArea('st-augustine')!;
    expect(cityPageTitle(stAugustine)).toBe(
      'Dumpster Rental St. Augustine FL | Same-Day Roll-Off Delivery | Coastal Haul',
    );
    expect(cityPageDescription(stAugustine)).toContain(
      'Dumpster rental in St. Augustine with same-day delivery',
    );
    expect(cityPageDescription(stAugustine)).toContain('rates from $299');
  });

  it('leaves Jacksonville as the base', () => {
    const jacksonville = findServiceArea('jacksonville')!;
    expect(cityPageTitle(jacksonville)).toBe(baseCityTitle);
    expect(cityPageDescription(jacksonville)).toBe(baseCityDescription);
  });

  it('keeps every city description within 160 characters for search results', () => {
    for (const area of serviceAreas) expect(cityPageDescription(area).length).toBeLessThanOrEqual(160);
  });

  it("puts the city's own keywords first, without duplicates", () => {
    const tampa = findServiceArea('tampa')!;
    const keywords = cityPageKeywords(tampa);
    expect(keywords.slice(0, tampa.keyKeywords.length)).toEqual(tampa.keyKeywords);
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it('sets the canonical path to the city route', () => {
    expect(cityPageMeta(findServiceArea('port-st-lucie')!).canonicalPath).toBe('/port-st-lucie');
  });
});

describe('the home page meta', () => {
  it("mentions same-day delivery, 'rates from $299' and '25+ cities'", () => {
    expect(homePageMeta.description).toContain('same-day delivery');
    expect(homePageMeta.description).toContain('rates from $299');
    expect(homePageMeta.description).toContain('25+ cities');
    expect(homePageMeta.canonicalPath).toBe('/');
    expect(homePageMeta.title).toContain('Coastal Haul');
  });
});
