// The sentence a person reads when the dates they chose cannot be had (availability issue):
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

export function unavailableRentalMessage({
  size,
  requested,
  unavailableDates,
  nextAvailable,
}: UnavailableRental): string {
  // A date in another year than the requested delivery carries its year, so "Tue, Nov 23"
  // a year on is never read as the day before the requested Nov 24.
  const requestedYear = requested.deliveryDate.slice(0, 4);
  const label = (date: string) => shortDateLabel(date, { year: date.slice(0, 4) !== requestedYear });
  const span = (first: string, last: string) =>
    first === last ? label(first) : `${label(first)} to ${label(last)}`;

  const runs = stretches(unavailableDates);
  const first = unavailableDates[0];
  const last = unavailableDates.at(-1);
  let when = 'on those dates';
  if (first && last && runs.length > listedStretchesAtMost)
    when = `on ${unavailableDates.length} of those days, between ${label(first)} and ${label(last)}`;
  else if (runs.length === 1 && first && last)
    when = first === last ? `on ${label(first)}` : `from ${span(first, last)}`;
  else if (runs.length > 1)
    when = `on ${new Intl.ListFormat('en-US', { type: 'conjunction' }).format(runs.map((run) => span(run.first, run.last)))}`;
  const full = `Sorry, every ${size} dumpster is booked ${when}.`;

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
