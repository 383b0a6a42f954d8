// Local information for the city pages that have it (spec section 2): Jacksonville, Tampa,
// Orlando, St. Augustine, Orange Park, Fernandina Beach and Green Cove Springs. Each city's
// text is its own (one file per city under local-info/); permit figures stay within the
// business facts ($25-$75, 24-72 hours).
import { fernandinaBeachLocalInfo } from './local-info/fernandina-beach.ts';
import { greenCoveSpringsLocalInfo } from './local-info/green-cove-springs.ts';
import { jacksonvilleLocalInfo } from './local-info/jacksonville.ts';
import type { LocalInfo } from './local-info/local-info-shape.ts';
import { orangeParkLocalInfo } from './local-info/orange-park.ts';
import { orlandoLocalInfo } from './local-info/orlando.ts';
import { stAugustineLocalInfo } from './local-info/st-augustine.ts';
import { tampaLocalInfo } from './local-info/tampa.ts';

export type { LocalFaqEntry, LocalInfo } from './local-info/local-info-shape.ts';

const localInfoBySlug: Readonly<Record<string, LocalInfo>> = {
  jacksonville: jacksonvilleLocalInfo,
  tampa: tampaLocalInfo,
  orlando: orlandoLocalInfo,
  'st-augustine': stAugustineLocalInfo,
  'orange-park': orangeParkLocalInfo,
  'fernandina-beach': fernandinaBeachLocalInfo,
  'green-cove-springs': greenCoveSpringsLocalInfo,
};

/** The slugs of the city pages that show local info, in the spec's order. */
export const localInfoSlugs: readonly string[] = Object.keys(localInfoBySlug);

export function localInfoFor(slug: string): LocalInfo | undefined {
  return Object.hasOwn(localInfoBySlug, slug) ? localInfoBySlug[slug] : undefined;
}
