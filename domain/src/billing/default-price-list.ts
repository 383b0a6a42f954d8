// The owner's published prices until they set their own (decision 0135). Every figure here is
// the OWNER'S SETTING, chosen as a placeholder in the range Florida haulers publish; the spec
// fixes only the permit range ($25-$75) and says prohibited items "may cause contamination
// charges". The list is built from the spec's own lists: one charge for each prohibited item
// (business facts) and one permit for each city served (service areas).
import { prohibitedItems } from '../business/business-facts.ts';
import { citySlug } from '../service-areas/city-slug.ts';
import { servedCitiesWithoutPage, serviceAreas } from '../service-areas/service-areas.ts';
import type { ChargeUnit, PriceList, PublishedCharge } from './price-list.ts';

/** Owner's setting: $85 for each ton above the size's included tons. */
export const defaultOverweightRatePerTonCents = 8_500;

/** Owner's setting: a street permit in any city served, the middle of the spec's $25-$75. */
export const defaultPermitCents = 5_000;

/** Owner's setting: a trip out that could not drop or pick up because access was blocked. */
export const defaultTripChargeCents = 12_500;

type ProhibitedItem = (typeof prohibitedItems)[number];

/** Owner's settings: the charge for each item of the spec's prohibited list found in the box. */
const prohibitedItemCharges: Readonly<
  Record<ProhibitedItem, { code: string; label: string; priceCents: number; unit: ChargeUnit }>
> = {
  Mattresses: { code: 'mattress', label: 'Mattress', priceCents: 5_000, unit: 'item' },
  Tires: { code: 'tire', label: 'Tire', priceCents: 2_500, unit: 'item' },
  Electronics: {
    code: 'electronics',
    label: 'Electronic device (TV, computer)',
    priceCents: 4_000,
    unit: 'item',
  },
  'Appliances (including those with freon)': {
    code: 'appliance',
    label: 'Appliance (including those with freon)',
    priceCents: 7_500,
    unit: 'item',
  },
  'Hazardous waste (paint, oil, chemicals)': {
    code: 'hazardous-waste',
    label: 'Hazardous waste (paint, oil, chemicals)',
    priceCents: 20_000,
    unit: 'load',
  },
  Dirt: { code: 'dirt', label: 'Dirt', priceCents: 15_000, unit: 'load' },
  'Liquids and chemicals': {
    code: 'liquids',
    label: 'Liquids and chemicals',
    priceCents: 15_000,
    unit: 'load',
  },
  Batteries: { code: 'battery', label: 'Battery', priceCents: 2_500, unit: 'item' },
  'Auto parts': { code: 'auto-part', label: 'Auto part', priceCents: 4_000, unit: 'item' },
  'Medical waste': { code: 'medical-waste', label: 'Medical waste', priceCents: 25_000, unit: 'load' },
  'Gas or propane tanks': { code: 'gas-tank', label: 'Gas or propane tank', priceCents: 5_000, unit: 'item' },
};

function prohibitedItemChargeList(): PublishedCharge[] {
  return prohibitedItems.map((item) => {
    const { code, ...charge } = prohibitedItemCharges[item];
    return { code: `prohibited-${code}`, category: 'prohibited_item', ...charge };
  });
}

function permitChargeList(): PublishedCharge[] {
  const cities = [...serviceAreas.map((area) => area.city), ...servedCitiesWithoutPage.map((c) => c.city)];
  return cities.map((city) => {
    const slug = citySlug(city);
    return {
      code: `permit-${slug}`,
      category: 'permit',
      label: `Street permit, ${city}`,
      priceCents: defaultPermitCents,
      unit: 'permit',
      citySlug: slug,
    };
  });
}

export const blockedAccessTripCode = 'trip-blocked-access';

export const defaultPriceList: PriceList = {
  // In force for every booking until the owner publishes a list with a later date.
  effectiveFrom: '2000-01-01',
  overweightRatePerTonCents: defaultOverweightRatePerTonCents,
  charges: [
    ...prohibitedItemChargeList(),
    {
      code: blockedAccessTripCode,
      category: 'trip',
      label: 'Trip charge: access blocked, the truck could not deliver or pick up',
      priceCents: defaultTripChargeCents,
      unit: 'trip',
    },
    ...permitChargeList(),
  ],
};
