import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-date.ts';
import { dailyOccupancy } from './daily-occupancy.ts';
import { rentalAvailability, rentalAvailabilityRange } from './rental-availability.ts';

const today = '2026-11-23';
const fleetUnits = 1;
// The only 20-yard dumpster is out Dec 3 .. Dec 5.
const bookings = [
  { dumpsterSize: '20-yard', deliveryDate: '2026-12-03', pickupDate: '2026-12-05', status: 'confirmed' },
] as const;

function occupancyFor(rental: { deliveryDate: string; pickupDate: string }) {
  return dailyOccupancy(bookings, { size: '20-yard', ...rentalAvailabilityRange(rental, today) });
}

describe('judging the dates of a new or changed booking', () => {
  it('needs the occupancy from the earlier of the request and today through the last pickup the search may offer', () => {
    expect(rentalAvailabilityRange({ deliveryDate: '2026-12-01', pickupDate: '2026-12-08' }, today)).toEqual({
      from: '2026-12-01',
      to: addDays(today, 365 + 7),
    });
  });

  it('says yes when every day has a unit free', () => {
    const rental = { deliveryDate: '2026-11-24', pickupDate: '2026-12-02' };
    expect(rentalAvailability(occupancyFor(rental), fleetUnits, rental, { today })).toEqual({
      available: true,
    });
  });

  it('names the full days and offers the next rental of the same length after the requested delivery', () => {
    const rental = { deliveryDate: '2026-12-01', pickupDate: '2026-12-08' };
    expect(rentalAvailability(occupancyFor(rental), fleetUnits, rental, { today })).toEqual({
      available: false,
      unavailableDates: ['2026-12-03', '2026-12-04', '2026-12-05'],
      nextAvailable: { deliveryDate: '2026-12-06', pickupDate: '2026-12-13' },
    });
  });

  it('offers nothing past the booking window, even for a request near its end', () => {
    const rental = { deliveryDate: addDays(today, 365), pickupDate: addDays(today, 372) };
    const occupancy = dailyOccupancy(
      [
        {
          dumpsterSize: '20-yard',
          deliveryDate: rental.deliveryDate,
          pickupDate: rental.deliveryDate,
          status: 'pending',
        },
      ],
      { size: '20-yard', ...rentalAvailabilityRange(rental, today) },
    );
    expect(rentalAvailability(occupancy, fleetUnits, rental, { today })).toEqual({
      available: false,
      unavailableDates: [rental.deliveryDate],
      nextAvailable: null,
    });
  });
});
