// What every message shares: the sign-off with the business's facts, and how a booking's size,
// dates and quote are said (all from domain/, never restated here).
import { business, formatUsd, getDumpsterSize, openingHours, shortDateLabel } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';

export const signOff: readonly string[] = [
  business.name,
  `Phone: ${business.phoneDisplay}`,
  `E-mail: ${business.email}`,
  `Hours: ${openingHours.map((hours) => `${hours.label} ${hours.display}`).join('; ')}`,
  `${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zipCode}`,
];

/** 'Sat, Dec 5, 2026'. */
export const dateLabel = (iso: string) => shortDateLabel(iso, { year: true });

export const sizeLabel = (booking: Pick<Booking, 'dumpsterSize'>) =>
  getDumpsterSize(booking.dumpsterSize).label;

export const fullAddress = (booking: Booking) =>
  `${booking.address}, ${booking.city}, ${booking.state} ${booking.zipCode}`;

/** The frozen quote as stored, line by line: never recomputed here. */
export function quoteRows(booking: Booking): [string, string][] {
  const { quote } = booking;
  const size = getDumpsterSize(booking.dumpsterSize);
  const rows: [string, string][] = [
    [`${size.label} flat rate`, `${formatUsd(quote.basePriceCents)} (includes ${quote.includedDays} days)`],
  ];
  if (quote.extraDays > 0) {
    rows.push([
      'Extra days',
      `${quote.extraDays} x ${formatUsd(quote.extraDayRateCents)} = ${formatUsd(quote.extraCostCents)}`,
    ]);
  }
  rows.push(['Total', formatUsd(quote.totalCents)]);
  return rows;
}

export const rentalRows = (booking: Booking): [string, string][] => [
  ['Booking reference', booking.reference],
  ['Dumpster', sizeLabel(booking)],
  ['Delivery', dateLabel(booking.deliveryDate)],
  ['Pickup', dateLabel(booking.pickupDate)],
  ['Address', fullAddress(booking)],
];
