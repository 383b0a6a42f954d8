import { describe, expect, it } from 'vitest';
import { dataRegions } from './regions.ts';
import {
  findServiceArea,
  majorCities,
  majorCitySlugs,
  servedCitiesWithoutPage,
  serviceAreas,
} from './service-areas.ts';

// Florida's mainland lies between these latitudes and longitudes.
const florida = { minLat: 24.4, maxLat: 31.1, minLng: -87.7, maxLng: -79.9 };

describe('the service areas', () => {
  it('lists 26 cities with landing pages, each once', () => {
    expect(serviceAreas).toHaveLength(26);
    expect(new Set(serviceAreas.map((area) => area.slug)).size).toBe(26);
  });

  it('places every city in Florida, in one of the eight data regions', () => {
    for (const area of serviceAreas) {
      expect(area.state).toBe('FL');
      expect(dataRegions).toContain(area.region);
    }
  });

  it.each(serviceAreas.map((area) => [area.city, area] as const))(
    'gives %s 3-8 Florida ZIP codes',
    (_, area) => {
      expect(area.zipCodes.length).toBeGreaterThanOrEqual(3);
      expect(area.zipCodes.length).toBeLessThanOrEqual(8);
      expect(new Set(area.zipCodes).size).toBe(area.zipCodes.length);
      for (const zip of area.zipCodes) expect(zip).toMatch(/^3[2-4]\d{3}$/);
    },
  );

  it.each(serviceAreas.map((area) => [area.city, area] as const))('locates %s inside Florida', (_, area) => {
    const { lat, lng } = area.coordinates;
    expect(lat).toBeGreaterThan(florida.minLat);
    expect(lat).toBeLessThan(florida.maxLat);
    expect(lng).toBeGreaterThan(florida.minLng);
    expect(lng).toBeLessThan(florida.maxLng);
  });

  it.each(serviceAreas.map((area) => [area.city, area] as const))(
    'gives %s a population and 4-6 keywords that name it',
    (_, area) => {
      expect(area.population).toBeGreaterThan(5_000);
      expect(area.keyKeywords.length).toBeGreaterThanOrEqual(4);
      expect(area.keyKeywords.length).toBeLessThanOrEqual(6);
      expect(area.keyKeywords[0]).toBe(`dumpster rental ${area.city.toLowerCase().replaceAll('.', '')}`);
    },
  );

  it('puts Jacksonville, the home city, in Northeast Florida with about 950,000 people', () => {
    const jacksonville = findServiceArea('jacksonville');
    expect(jacksonville?.region).toBe('Northeast Florida');
    expect(jacksonville?.population).toBeGreaterThan(900_000);
    expect(jacksonville?.zipCodes).toContain('32207');
  });

  it('lists the major cities Miami, Tampa, Orlando and Jacksonville first', () => {
    expect(majorCitySlugs).toEqual(['miami', 'tampa', 'orlando', 'jacksonville']);
    expect(majorCities().map((area) => area.city)).toEqual(['Miami', 'Tampa', 'Orlando', 'Jacksonville']);
  });

  it('finds no area for an unknown slug', () => {
    expect(findServiceArea('atlanta')).toBeUndefined();
  });

  it('serves the contact list cities without a page', () => {
    expect(servedCitiesWithoutPage.map((served) => served.city)).toEqual([
      'Melbourne',
      'Deltona',
      'Palatka',
      'Leesburg',
      'The Villages',
    ]);
    for (const served of servedCitiesWithoutPage) {
      expect(findServiceArea(served.city.toLowerCase().replaceAll(' ', '-'))).toBeUndefined();
    }
  });
});
