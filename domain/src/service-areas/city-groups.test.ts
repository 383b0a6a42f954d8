import { describe, expect, it } from 'vitest';
import { citiesInDisplayGroup, displayGroupOfCity, serviceAreasByDisplayGroup } from './city-groups.ts';
import { displayGroups } from './regions.ts';
import { findServiceArea, serviceAreas } from './service-areas.ts';

describe('the Service Areas menu groups', () => {
  const groups = serviceAreasByDisplayGroup();

  it('shows the five display groups in order', () => {
    expect(groups.map((entry) => entry.group)).toEqual([...displayGroups]);
  });

  it('lists every landing-page city exactly once', () => {
    const slugs = groups.flatMap((entry) => entry.cities.map((city) => city.slug));
    expect(slugs).toHaveLength(serviceAreas.length);
    expect(new Set(slugs)).toEqual(new Set(serviceAreas.map((area) => area.slug)));
  });

  it('sorts the cities of each group alphabetically', () => {
    for (const { cities } of groups) {
      const names = cities.map((city) => city.city);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('groups Northeast Florida as the five First Coast cities', () => {
    expect(citiesInDisplayGroup('Northeast Florida').map((city) => city.city)).toEqual([
      'Fernandina Beach',
      'Green Cove Springs',
      'Jacksonville',
      'Orange Park',
      'St. Augustine',
    ]);
  });

  it('shows Gainesville and Daytona Beach under Central Florida and Tallahassee with Pensacola', () => {
    expect(displayGroupOfCity(findServiceArea('gainesville')!)).toBe('Central Florida');
    expect(displayGroupOfCity(findServiceArea('daytona-beach')!)).toBe('Central Florida');
    expect(citiesInDisplayGroup('North & Northwest Florida').map((city) => city.slug)).toEqual([
      'panama-city',
      'pensacola',
      'tallahassee',
    ]);
  });
});
