// The city page's "other cities" section (spec section 2): up to 4 cities of the city's own
// display group and 2 other groups with 3 cities each. Nearest first, so a visitor in
// Fernandina Beach sees Jacksonville before Green Cove Springs; the other groups are the two
// whose closest city is nearest. Ties break on the slug so the choice is deterministic.
import { type CityGroup, citiesInDisplayGroup, displayGroupOfCity } from './city-groups.ts';
import { distanceMiles } from './geo-distance.ts';
import { displayGroups } from './regions.ts';
import { findServiceArea, type ServiceArea } from './service-areas.ts';

export const sameGroupCityLimit = 4;
export const otherGroupCount = 2;
export const citiesPerOtherGroup = 3;

export interface OtherCities {
  readonly sameGroup: CityGroup;
  readonly otherGroups: CityGroup[];
}

function nearestFirst(origin: ServiceArea, cities: readonly ServiceArea[]): ServiceArea[] {
  return cities
    .map((city) => ({ city, miles: distanceMiles(origin.coordinates, city.coordinates) }))
    .sort((a, b) => a.miles - b.miles || a.city.slug.localeCompare(b.city.slug))
    .map(({ city }) => city);
}

/** The other cities for a landing page, or undefined for a slug that has no page. */
export function otherCitiesFor(slug: string): OtherCities | undefined {
  const origin = findServiceArea(slug);
  if (!origin) return undefined;
  const ownGroup = displayGroupOfCity(origin);

  const sameGroup: CityGroup = {
    group: ownGroup,
    cities: nearestFirst(
      origin,
      citiesInDisplayGroup(ownGroup).filter((city) => city.slug !== origin.slug),
    ).slice(0, sameGroupCityLimit),
  };

  const otherGroups = displayGroups
    .filter((group) => group !== ownGroup)
    .map((group) => {
      const cities = nearestFirst(origin, citiesInDisplayGroup(group));
      const closest = cities[0];
      return {
        group,
        cities: cities.slice(0, citiesPerOtherGroup),
        miles: closest ? distanceMiles(origin.coordinates, closest.coordinates) : Number.POSITIVE_INFINITY,
      };
    })
    .filter((candidate) => candidate.cities.length > 0)
    .sort((a, b) => a.miles - b.miles || displayGroups.indexOf(a.group) - displayGroups.indexOf(b.group))
    .slice(0, otherGroupCount)
    .map(({ group, cities }) => ({ group, cities }));

  return { sameGroup, otherGroups };
}
