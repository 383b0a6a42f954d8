// The published prices as every page shows them (decision 0135): /book, the sizing guide, the
// confirmation e-mail and My booking all read this one view of the price list in force, so a
// charge the customer can meet on an invoice is one they could read before booking.
import { type DumpsterSizeValue, dumpsterSizes, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { formatUsd } from '../catalog/money.ts';
import { chargePriceText } from './charge-line.ts';
import { defaultPriceList } from './default-price-list.ts';
import { overweightCents } from './overweight-line.ts';
import { type ChargeCategory, type PriceList, permitChargeFor } from './price-list.ts';

export interface PublishedPriceEntry {
  readonly code: string;
  readonly label: string;
  readonly priceCents: number;
  /** '$50 each', '$150 a load'. */
  readonly priceText: string;
}

export interface PublishedPriceGroup {
  readonly category: ChargeCategory;
  readonly title: string;
  readonly intro: string;
  readonly entries: readonly PublishedPriceEntry[];
}

export interface PublishedOverweight {
  readonly ratePerTonCents: number;
  /** '$85 per ton'. */
  readonly rateText: string;
  readonly includedTons: readonly {
    readonly size: DumpsterSizeValue;
    readonly label: string;
    readonly tons: number;
  }[];
  readonly sentence: string;
}

export interface PublishedPrices {
  readonly overweight: PublishedOverweight;
  readonly groups: readonly PublishedPriceGroup[];
}

const groupTexts: Readonly<Record<ChargeCategory, { title: string; intro: string }>> = {
  prohibited_item: {
    title: 'Prohibited items found in the dumpster',
    intro:
      "These items may not go in the dumpster. If the driver finds one, it is charged as listed, with the driver's photo as proof.",
  },
  trip: {
    title: 'A trip that could not be completed',
    intro:
      'If a blocked driveway, gate or street stops the truck from delivering or picking up, the trip is charged.',
  },
  permit: {
    title: 'Street permits',
    intro:
      "A dumpster on your driveway or other private property needs no permit. If it must sit on a public street, we get the city's permit and charge the price listed for your city.",
  },
};

const howWeighed = "Weight above it, read from the landfill's scale ticket, is charged at";

function overweightView(list: PriceList): PublishedOverweight {
  const rateText = `${formatUsd(list.overweightRatePerTonCents)} per ton`;
  const sizes = dumpsterSizes.map((size) => `${size.includedTons} tons for the ${size.yards} yard`);
  return {
    ratePerTonCents: list.overweightRatePerTonCents,
    rateText,
    includedTons: dumpsterSizes.map((size) => ({
      size: size.value,
      label: size.label,
      tons: size.includedTons,
    })),
    sentence:
      `Each rental includes a weight allowance: ${sizes.slice(0, -1).join(', ')} and ${sizes.at(-1)}. ` +
      `${howWeighed} ${rateText}, counted to the hundredth of a ton.`,
  };
}

function entry(charge: PriceList['charges'][number]): PublishedPriceEntry {
  const { code, label, priceCents, unit } = charge;
  return { code, label, priceCents, priceText: chargePriceText(priceCents, unit) };
}

/** Every published price, grouped for a price table: prohibited items, trips, then permits. */
export function publishedPrices(list: PriceList = defaultPriceList): PublishedPrices {
  const categories: readonly ChargeCategory[] = ['prohibited_item', 'trip', 'permit'];
  return {
    overweight: overweightView(list),
    groups: categories.map((category) => ({
      category,
      ...groupTexts[category],
      entries: list.charges.filter((charge) => charge.category === category).map(entry),
    })),
  };
}

export interface BookingPublishedPrices {
  /** 'Your 15 Yard Dumpster includes 3 tons. Weight above it ... (0.50 ton over: $42.50).' */
  readonly overweightSentence: string;
  /** The permit of the booking's city, when one is published. */
  readonly permit?: PublishedPriceEntry;
  /** The prohibited items and the trip charge. */
  readonly groups: readonly PublishedPriceGroup[];
}

/** The prices that can apply to one booking: its size's allowance and its city's permit. */
export function publishedPricesForBooking(
  list: PriceList,
  booking: { readonly dumpsterSize: DumpsterSizeValue; readonly citySlug?: string },
): BookingPublishedPrices {
  const size = getDumpsterSize(booking.dumpsterSize);
  const rate = list.overweightRatePerTonCents;
  const permit = booking.citySlug === undefined ? undefined : permitChargeFor(list, booking.citySlug);
  return {
    overweightSentence:
      `Your ${size.label} includes ${size.includedTons} tons. ${howWeighed} ${formatUsd(rate)} per ton, ` +
      `counted to the hundredth of a ton (0.50 ton over: ${formatUsd(overweightCents(50, rate))}).`,
    ...(permit ? { permit: entry(permit) } : {}),
    groups: publishedPrices(list).groups.filter((group) => group.category !== 'permit'),
  };
}
