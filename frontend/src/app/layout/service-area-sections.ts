import { majorCities, serviceAreasByDisplayGroup } from '@dumpster/domain';

export interface CityLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

export interface CityLinkSection {
  readonly title: string;
  readonly items: readonly CityLink[];
}

/** Major Cities first, then every city under its display group (spec section 2). */
export function serviceAreaSections(): CityLinkSection[] {
  return [
    {
      title: 'Major Cities',
      items: majorCities().map((area) => ({
        id: `major-${area.slug}`,
        label: area.city,
        href: `/${area.slug}`,
      })),
    },
    ...serviceAreasByDisplayGroup().map(({ group, cities }) => ({
      title: group,
      items: cities.map((area) => ({ id: area.slug, label: area.city, href: `/${area.slug}` })),
    })),
  ];
}
