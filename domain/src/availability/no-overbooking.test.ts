// Decision 0085's promise, as a property: accept a booking or a change of dates only
// when isRangeAvailable says so, and whatever else happens (cancellations, status changes),
// no day ever has more units out than the fleet.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTransitions } from '../booking/status-transitions.ts';
import { addDays } from '../calendar/calendar-date.ts';
import type { OccupancyBooking } from './booking-occupancy.ts';
import { dailyOccupancy } from './daily-occupancy.ts';
import { isRangeAvailable } from './fleet-capacity.ts';

const start = '2026-12-01';
const horizon = { size: '20-yard', from: start, to: addDays(start, 60) } as const;

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    offset: fc.integer({ min: 0, max: 45 }),
    length: fc.integer({ min: 0, max: 14 }),
  }),
  fc.record({
    kind: fc.constant('change-dates' as const),
    pick: fc.nat(),
    offset: fc.integer({ min: 0, max: 45 }),
    length: fc.integer({ min: 0, max: 14 }),
  }),
  fc.record({ kind: fc.constant('advance-status' as const), pick: fc.nat(), choice: fc.nat() }),
);

describe('bookings accepted only when their range is available', () => {
  it('never put more units out on any day than the fleet holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.array(operation, { maxLength: 60 }),
        (fleetUnits, operations) => {
          const bookings: OccupancyBooking[] = [];
          for (const op of operations) {
            if (op.kind === 'book') {
              const rental = {
                deliveryDate: addDays(start, op.offset),
                pickupDate: addDays(start, op.offset + op.length),
              };
              if (isRangeAvailable(dailyOccupancy(bookings, horizon), fleetUnits, rental))
                bookings.push({
                  id: `b${bookings.length}`,
                  dumpsterSize: '20-yard',
                  status: 'pending',
                  ...rental,
                });
              continue;
            }
            const index = bookings.length === 0 ? -1 : op.pick % bookings.length;
            const booking = bookings[index];
            if (!booking) continue;
            if (op.kind === 'change-dates') {
              const rental = {
                deliveryDate: addDays(start, op.offset),
                pickupDate: addDays(start, op.offset + op.length),
              };
              const others = dailyOccupancy(bookings, { ...horizon, excludeBookingId: booking.id });
              if (isRangeAvailable(others, fleetUnits, rental)) bookings[index] = { ...booking, ...rental };
              continue;
            }
            const next = allowedTransitions(booking.status);
            const status = next[op.choice % Math.max(1, next.length)];
            if (status) bookings[index] = { ...booking, status };
          }
          const occupancy = dailyOccupancy(bookings, horizon);
          expect(Math.max(0, ...occupancy.units)).toBeLessThanOrEqual(fleetUnits);
        },
      ),
      { numRuns: 200 },
    );
  });
});
