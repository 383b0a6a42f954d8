// The published prices billing may charge beyond the rental (the site's "no hidden fees",
// spec section 1): the per-ton rate for weight above a size's included tons, and the owner's
// catalogue of other charges (a street permit by city, each prohibited item found in the box, a
// trip charge for blocked access). A charge not in the list in force cannot be invoiced
// (decision 0135). The schema checks an owner's list before it is used.
import * as v from 'valibot';
import { policies } from '../business/business-facts.ts';
import { compareDates, isIsoDate } from '../calendar/calendar-date.ts';

export const chargeCategories = ['permit', 'prohibited_item', 'trip'] as const;
export type ChargeCategory = (typeof chargeCategories)[number];

/** What one unit of a charge is: one item found, one load contaminated, one permit, one trip. */
export const chargeUnits = ['item', 'load', 'permit', 'trip'] as const;
export type ChargeUnit = (typeof chargeUnits)[number];

export interface PublishedCharge {
  /** Stable key invoices refer to: 'permit-jacksonville', 'prohibited-mattress'. */
  readonly code: string;
  readonly category: ChargeCategory;
  readonly label: string;
  readonly priceCents: number;
  readonly unit: ChargeUnit;
  /** For a permit: the city (its slug) whose permit it is. */
  readonly citySlug?: string;
}

export interface PriceList {
  /** The first Florida date these prices apply to (bookings made on or after it). */
  readonly effectiveFrom: string;
  readonly overweightRatePerTonCents: number;
  readonly charges: readonly PublishedCharge[];
}

export const largestChargeCents = 100_000;
export const largestRatePerTonCents = 50_000;
const permitRangeCents = {
  min: policies.permitCostRangeUsd.min * 100,
  max: policies.permitCostRangeUsd.max * 100,
};

export const priceListMessages = {
  effectiveFrom: 'Please give the date these prices start, as YYYY-MM-DD',
  rate: 'The overweight rate must be a whole number of cents per ton, more than 0 and at most $500',
  code: 'A charge code is lowercase letters, digits and single hyphens',
  category: 'Please choose permit, prohibited item or trip',
  label: 'Please name the charge (2 to 100 characters)',
  price: 'A charge must be a whole number of cents, more than 0 and at most $1,000',
  unit: 'Please choose item, load, permit or trip',
  duplicateCode: 'Each charge code may appear only once',
  permitRange: `A permit is published at $${policies.permitCostRangeUsd.min} to $${policies.permitCostRangeUsd.max} (the range the city pages state)`,
  permitCity: 'A permit names the city it is for',
} as const;

const positiveCents = (largest: number, message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message), v.maxValue(largest, message));

export const publishedChargeSchema = v.pipe(
  v.object({
    code: v.pipe(
      v.string(priceListMessages.code),
      v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, priceListMessages.code),
    ),
    category: v.picklist(chargeCategories, priceListMessages.category),
    label: v.pipe(
      v.string(priceListMessages.label),
      v.trim(),
      v.minLength(2, priceListMessages.label),
      v.maxLength(100, priceListMessages.label),
    ),
    priceCents: positiveCents(largestChargeCents, priceListMessages.price),
    unit: v.picklist(chargeUnits, priceListMessages.unit),
    citySlug: v.optional(
      v.pipe(v.string(priceListMessages.permitCity), v.nonEmpty(priceListMessages.permitCity)),
    ),
  }),
  v.forward(
    v.check(
      (charge) =>
        charge.category !== 'permit' ||
        (charge.priceCents >= permitRangeCents.min && charge.priceCents <= permitRangeCents.max),
      priceListMessages.permitRange,
    ),
    ['priceCents'],
  ),
  v.forward(
    v.check(
      (charge) => charge.category !== 'permit' || charge.citySlug !== undefined,
      priceListMessages.permitCity,
    ),
    ['citySlug'],
  ),
);

export const priceListSchema = v.object({
  effectiveFrom: v.pipe(
    v.string(priceListMessages.effectiveFrom),
    v.check(isIsoDate, priceListMessages.effectiveFrom),
  ),
  overweightRatePerTonCents: positiveCents(largestRatePerTonCents, priceListMessages.rate),
  charges: v.pipe(
    v.array(publishedChargeSchema),
    v.check(
      (charges) => new Set(charges.map((charge) => charge.code)).size === charges.length,
      priceListMessages.duplicateCode,
    ),
  ),
});

export function findPublishedCharge(list: PriceList, code: string): PublishedCharge | undefined {
  return list.charges.find((charge) => charge.code === code);
}

/** The permit published for a city, if the list has one. */
export function permitChargeFor(list: PriceList, citySlug: string): PublishedCharge | undefined {
  return list.charges.find((charge) => charge.category === 'permit' && charge.citySlug === citySlug);
}

/**
 * The list a booking is charged on: the latest one in force on the day it was booked, so a
 * customer pays what was published when they booked (the site's price lock). Undefined when
 * every list starts later.
 */
export function priceListInForce(lists: readonly PriceList[], bookedOn: string): PriceList | undefined {
  let chosen: PriceList | undefined;
  for (const list of lists) {
    if (compareDates(list.effectiveFrom, bookedOn) > 0) continue;
    if (!chosen || compareDates(list.effectiveFrom, chosen.effectiveFrom) >= 0) chosen = list;
  }
  return chosen;
}
