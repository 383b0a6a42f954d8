// The sentence a person reads when the dates they chose cannot be had (decisions 0085-0088):
// which days are full and the next dates that work. One place for the words, used by the API's
// 409 and by the booking form and the customer's booking page before anything is sent.
import { business } from '../business/business-facts.ts';
import { addDays, daysBetween } from '../calendar/calendar-date.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';
import type { RentalDates } from './booking-occupancy.ts';

export interface UnavailableRental {
  readonly size: DumpsterSizeValue;
  /** The dates the customer asked for. */
  readonly requested: RentalDates;
  /** The full days among them, in order. */
  readonly unavailableDates: readonly string[];
  /** The next rental of the same length with a unit every day, or null when none was found. */
  readonly nextAvailable: RentalDates | null;
}

/** More separate stretches of full days than this are summed up rather than listed. */
const listedStretchesAtMost = 3;

function stretches(dates: readonly string[]): { first: string; last: string }[] {
  const runs: { first: string; last: string }[] = [];
  for (const date of dates) {
    const run = runs.at(-1);
    if (run && addDays(run.last, 1) === date) run.last = date;
    else runs.push({ first: date, last: date });
  }
  return runs;
}

/** Dates as they read beside `reference`: with their year only when it is another year. */
function dateWords(reference: string) {
  const year = reference.slice(0, 4);
  const label = (date: string) => shortDateLabel(date, { year: date.slice(0, 4) !== year });
  const span = (first: string, last: string) =>
    first === last ? label(first) : `${label(first)} to ${label(last)}`;
  return { label, span };
}

/** 'Sorry, every 20-yard dumpster is booked on Sat, Dec 5.' and its variants for several days. */
function fullDaysSentence(size: DumpsterSizeValue, dates: readonly string[], reference: string): string {
  const { label, span } = dateWords(reference);
  const runs = stretches(dates);
  const first = dates[0];
  const last = dates.at(-1);
  let when = 'on those dates';
  if (first && last && runs.length > listedStretchesAtMost)
    when = `on ${dates.length} of those days, between ${label(first)} and ${label(last)}`;
  else if (runs.length === 1 && first && last)
    when = first === last ? `on ${label(first)}` : `from ${span(first, last)}`;
  else if (runs.length > 1)
    when = `on ${new Intl.ListFormat('en-US', { type: 'conjunction' }).format(runs.map((run) => span(run.first, run.last)))}`;
  return `Sorry, every ${size} dumpster is booked ${when}.`;
}

export function unavailableRentalMessage({
  size,
  requested,
  unavailableDates,
  nextAvailable,
}: UnavailableRental): string {
  // A date in another year than the requested delivery carries its year, so "Tue, Nov 23"
  // a year on is never read as the day before the requested Nov 24.
  const { label, span } = dateWords(requested.deliveryDate);
  const full = fullDaysSentence(size, unavailableDates, requested.deliveryDate);
  const rentalDays = daysBetween(requested.deliveryDate, requested.pickupDate);
  const length = `${rentalDays} ${rentalDays === 1 ? 'day' : 'days'}`;
  if (!nextAvailable) {
    const rental = rentalDays === 0 ? 'a same-day rental' : length;
    return `${full} We have no ${size} dumpster free for ${rental} within the next year. Please call us at ${business.phoneDisplay}.`;
  }
  if (rentalDays === 0)
    return `${full} The next day we can deliver and pick up the same day is ${label(nextAvailable.deliveryDate)}.`;
  return `${full} The next dates we can deliver for ${length} are ${span(nextAvailable.deliveryDate, nextAvailable.pickupDate)}.`;
}

export interface UnavailableExtension {
  readonly size: DumpsterSizeValue;
  readonly currentPickupDate: string;
  /** The pickup date the customer asked for. */
  readonly pickupDate: string;
  /** The full days among the added ones, in order. */
  readonly unavailableDates: readonly string[];
  /** The latest pickup the fleet allows, or null when no day can be added. */
  readonly latestPickupDate: string | null;
}

export function unavailableExtensionMessage({
  size,
  currentPickupDate,
  pickupDate,
  unavailableDates,
  latestPickupDate,
}: UnavailableExtension): string {
  const { label } = dateWords(currentPickupDate);
  const full = fullDaysSentence(size, unavailableDates, currentPickupDate).slice(0, -1);
  if (!latestPickupDate)
    return `${full}, so we cannot extend your rental. Please call us at ${business.phoneDisplay}.`;
  return `${full}, so we cannot keep yours until ${label(pickupDate)}. The latest pickup date we can offer is ${label(latestPickupDate)}.`;
}
