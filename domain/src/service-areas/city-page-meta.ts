// Page titles and descriptions (spec section 2). A city page's title is the base title with
// 'Jacksonville FL' replaced by '<City> FL'; its description is the base description with
// 'Jacksonville' replaced by the city. Both bases are written for Jacksonville, the home city.
import { business } from '../business/business-facts.ts';
import type { ServiceArea } from './service-areas.ts';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Path of the canonical address; the app prefixes its origin. */
  readonly canonicalPath: string;
}

const baseCity = 'Jacksonville';
const baseCityWithState = `${baseCity} FL`;

export const baseCityTitle = `Dumpster Rental ${baseCityWithState} | Same-Day Roll-Off Delivery | ${business.shortName}`;

export const baseCityDescription =
  `Dumpster rental in ${baseCity} with same-day delivery. 10, 15 and 20 yard roll-off dumpsters, ` +
  `${business.startingPriceText}, no hidden fees. Book online or call today.`;

export function cityPageTitle(area: Pick<ServiceArea, 'city'>): string {
  return baseCityTitle.replaceAll(baseCityWithState, `${area.city} FL`);
}

export function cityPageDescription(area: Pick<ServiceArea, 'city'>): string {
  return baseCityDescription.replaceAll(baseCity, area.city);
}

/** The city's own search phrases, then the general ones every city page shares. */
export function cityPageKeywords(area: Pick<ServiceArea, 'keyKeywords'>): string[] {
  const shared = [
    'roll off dumpster rental florida',
    '10 yard dumpster',
    '15 yard dumpster',
    '20 yard dumpster',
  ];
  return [...new Set([...area.keyKeywords, ...shared])];
}

export function cityPageMeta(area: ServiceArea): PageMeta {
  return {
    title: cityPageTitle(area),
    description: cityPageDescription(area),
    keywords: cityPageKeywords(area),
    canonicalPath: `/${area.slug}`,
  };
}

export const homePageMeta: PageMeta = {
  title: `Dumpster Rental Florida | Same-Day Roll-Off Delivery | ${business.shortName}`,
  description:
    `Roll-off dumpster rental across Florida with same-day delivery on orders before noon. ` +
    `10, 15 and 20 yard dumpsters, ${business.startingPriceText}, serving ${business.citiesServedClaim} cities.`,
  keywords: [
    'dumpster rental florida',
    'roll off dumpster rental',
    'same day dumpster delivery',
    'dumpster rental jacksonville',
    'construction dumpster rental',
    'demolition services florida',
  ],
  canonicalPath: '/',
};
