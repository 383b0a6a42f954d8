// Words for a city page that has no hand-written local info: built from the city's own data
// (region, ZIP codes, population, nearest served cities), so no two pages read alike.
import { dumpsterSizes, formatUsd, otherCitiesFor, type ServiceArea } from '@dumpster/domain';

const populationFormat = new Intl.NumberFormat('en-US');

export function nearbyCityNames(area: ServiceArea): string[] {
  return otherCitiesFor(area.slug)?.sameGroup.cities.map((city) => city.city) ?? [];
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function cityIntro(area: ServiceArea): string {
  const nearby = nearbyCityNames(area).slice(0, 3);
  const sizeSpan = `${formatUsd(dumpsterSizes[0]!.priceCents)} to ${formatUsd(dumpsterSizes.at(-1)!.priceCents)}`;
  const neighbours = nearby.length > 0 ? `, with the same crews covering ${listInWords(nearby)}` : '';
  return (
    `With ${populationFormat.format(area.population)} residents, ${area.city} keeps us busy with cleanouts, ` +
    `remodels, roof replacements and new construction across ${area.region}${neighbours}. ` +
    `Flat prices from ${sizeSpan} for a 7-day rental, and same-day delivery on orders placed before noon.`
  );
}

export function zipSentence(area: ServiceArea): string {
  return area.zipCodes.length > 0
    ? `We deliver to every ${area.city} ZIP code, including ${listInWords(area.zipCodes)}.`
    : `We deliver across ${area.city} and the surrounding area.`;
}
