// The service-area cities (spec section 3). Every city here has a landing page at /{slug}.
// The data itself lives in city-records.ts.
import { type CityRecord, cityRecords } from './city-records.ts';
import { citySlug } from './city-slug.ts';
import type { DataRegion } from './regions.ts';

export interface ServiceArea {
  readonly city: string;
  readonly slug: string;
  readonly state: 'FL';
  readonly region: DataRegion;
  readonly zipCodes: readonly string[];
  readonly coordinates: { readonly lat: number; readonly lng: number };
  readonly population: number;
  readonly keyKeywords: readonly string[];
}

function area(data: CityRecord): ServiceArea {
  return { ...data, slug: citySlug(data.city), state: 'FL' };
}

export const serviceAreas: readonly ServiceArea[] = cityRecords.map(area);

/** Cities named only in the contact section's list: served, but without a landing page. */
export const servedCitiesWithoutPage: readonly { city: string; region: DataRegion }[] = [
  { city: 'Melbourne', region: 'East Central Florida' },
  { city: 'Deltona', region: 'East Central Florida' },
  { city: 'Palatka', region: 'Northeast Florida' },
  { city: 'Leesburg', region: 'Central Florida' },
  { city: 'The Villages', region: 'Central Florida' },
];

/** Shown first in the Service Areas menu (spec section 2). */
export const majorCitySlugs = ['miami', 'tampa', 'orlando', 'jacksonville'] as const;

export function findServiceArea(slug: string): ServiceArea | undefined {
  return serviceAreas.find((area) => area.slug === slug);
}

export function majorCities(): ServiceArea[] {
  return majorCitySlugs.map((slug) => findServiceArea(slug)!);
}
