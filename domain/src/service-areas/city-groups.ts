// The Service Areas menu: every landing-page city under its display group (decision 0008),
// the groups in the order of `displayGroups`, the cities alphabetical within each.
import { type DisplayGroup, displayGroupOf, displayGroups } from './regions.ts';
import { type ServiceArea, serviceAreas } from './service-areas.ts';

export interface CityGroup {
  readonly group: DisplayGroup;
  readonly cities: ServiceArea[];
}

export function displayGroupOfCity(area: ServiceArea): DisplayGroup {
  return displayGroupOf(area.region);
}

export function citiesInDisplayGroup(group: DisplayGroup): ServiceArea[] {
  return serviceAreas
    .filter((area) => displayGroupOfCity(area) === group)
    .sort((a, b) => a.city.localeCompare(b.city, 'en'));
}

export function serviceAreasByDisplayGroup(): CityGroup[] {
  return displayGroups.map((group) => ({ group, cities: citiesInDisplayGroup(group) }));
}
