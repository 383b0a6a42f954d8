// The booking as the customer booked it: reference, size, address, dates and the frozen quote.
import { findDumpsterSize, formatUsd, longDateLabel, type MyBookingView } from '@dumpster/domain';
import { FactList } from '../../shared/sections/FactList.tsx';
import { facts, panel, panelTitle } from './my-booking.css.ts';

export function BookingFacts({ booking }: { booking: MyBookingView }) {
  const { quote } = booking;
  const rows: [string, string][] = [
    ['Reference', booking.reference],
    ['Dumpster', findDumpsterSize(booking.dumpsterSize)?.label ?? booking.dumpsterSize],
    ['Address', `${booking.address}, ${booking.city}, ${booking.state} ${booking.zipCode}`],
    ['Delivery', longDateLabel(booking.deliveryDate)],
    ['Pickup', longDateLabel(booking.pickupDate)],
    [`Base price (${quote.includedDays} days)`, formatUsd(quote.basePriceCents)],
    [
      `Extra days (${formatUsd(quote.extraDayRateCents)}/day)`,
      `${quote.extraDays}: ${formatUsd(quote.extraCostCents)}`,
    ],
    ['Total', formatUsd(quote.totalCents)],
  ];
  return (
    <section className={panel} aria-labelledby="my-booking-details">
      <h2 id="my-booking-details" className={panelTitle}>
        Booking details
      </h2>
      <FactList rows={rows} className={facts} />
    </section>
  );
}
