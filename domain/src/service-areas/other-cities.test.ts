import { describe, expect, it } from 'vitest';
import { displayGroupOfCity } from './city-groups.ts';
import { otherCitiesFor } from './other-cities.ts';
import { serviceAreas } from './service-areas.ts';

describe('the other cities of a city page', () => {
  it.each(serviceAreas.map((area) => [area.slug, area] as const))(
    'for %s follow the selection rules',
    (slug, area) => {
      const other = otherCitiesFor(slug)!;
      const all = [...other.sameGroup.cities, ...other.otherGroups.flatMap((group) => group.cities)];

      expect(all.map((city) => city.slug)).not.toContain(slug);
      expect(other.sameGroup.group).toBe(displayGroupOfCity(area));
      expect(other.sameGroup.cities.length).toBeLessThanOrEqual(4);
      for (const city of other.sameGroup.cities) expect(displayGroupOfCity(city)).toBe(other.sameGroup.group);

      expect(other.otherGroups).toHaveLength(2);
      const groups = [other.sameGroup.group, ...other.otherGroups.map((group) => group.group)];
      expect(new Set(groups).size).toBe(3);
      for (const group of other.otherGroups) {
        expect(group.cities).toHaveLength(3);
        for (const city of group.cities) expect(displayGroupOfCity(city)).toBe(group.group);
      }
      expect(new Set(all.map((city) => city.slug)).size).toBe(all.length);
    },
  );

  it('fills the same group with 4 cities where the group has them', () => {
    expect(otherCitiesFor('jacksonville')?.sameGroup.cities).toHaveLength(4);
    expect(otherCitiesFor('tampa')?.sameGroup.cities).toHaveLength(4);
  });

  it('shows only the 2 other cities of a 3-city group', () => {
    expect(otherCitiesFor('pensacola')?.sameGroup.cities.map((city) => city.slug)).toEqual([
      'panama-city',
      'tallahassee',
    ]);
  });

  it('orders the same-group cities nearest first', () => {
    expect(otherCitiesFor('tampa')?.sameGroup.cities.map((city) => city.slug)).toEqual([
      'st-petersburg',
      'clearwater',
      'lakeland',
      'orlando',
    ]);
    expect(otherCitiesFor('fernandina-beach')?.sameGroup.cities[0]?.slug).toBe('jacksonville');
  });

  it('picks the two nearest other groups', () => {
    expect(otherCitiesFor('jacksonville')?.otherGroups.map((group) => group.group)).toEqual([
      'Central Florida',
      'North & Northwest Florida',
    ]);
    expect(otherCitiesFor('miami')?.otherGroups.map((group) => group.group)).toEqual([
      'Southwest Florida',
      'Central Florida',
    ]);
    expect(otherCitiesFor('naples')?.otherGroups[0]?.cities.map((city) => city.slug)).toEqual([
      'fort-lauderdale',
      'miami',
      'west-palm-beach',
    ]);
  });

  it('gives the same answer every time', () => {
    expect(otherCitiesFor('orlando')).toEqual(otherCitiesFor('orlando'));
  });

  it('has nothing for a slug without a page', () => {
    expect(otherCitiesFor('melbourne')).toBeUndefined();
  });
});
