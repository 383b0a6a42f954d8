// The mock's fleet, for owners only: units per size with the days they are over-committed, changing
// a size's units, and a month's daily occupancy of one size.
import {
  addDays,
  adminFleetChangeRequestSchema,
  bookingWindowDays,
  dailyOccupancy,
  dumpsterSizeValues,
  fleetOccupancyQuerySchema,
  longestOnlineRentalDays,
} from '@dumpster/domain';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { backOffice, data } from './back-office-state.ts';
import { fieldsOf, json, ok, route } from './mock-answers.ts';
import { guard } from './mock-session.ts';

function monthDays(month: string): { from: string; to: string } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export const fleetHandlers = [
  http.get(route('fleet'), async ({ request }) => {
    const checked = await guard(request, { owner: true });
    if ('refusal' in checked) return checked.refusal;
    return ok(fleetAnswer());
  }),
  http.put(route('fleet'), async ({ request }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(adminFleetChangeRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    data().fleet[parsed.output.size] = parsed.output.units;
    return ok(fleetAnswer());
  }),
  http.get(route('fleetOccupancy'), async ({ request }) => {
    const checked = await guard(request, { owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(
      fleetOccupancyQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const { size, month } = parsed.output;
    const range = monthDays(month);
    const occupancy = dailyOccupancy(data().bookings, { ...range, size });
    const total = data().fleet[size];
    const days = occupancy.units.map((booked, index) => ({
      date: `${month}-${String(index + 1).padStart(2, '0')}`,
      booked,
      total,
    }));
    return ok({ size, month, days });
  }),
];

/** As the server (fleet-horizon.ts): from today to the last day a booking taken today could hold a unit. */
function fleetAnswer() {
  const from = backOffice.today;
  const to = addDays(from, bookingWindowDays + longestOnlineRentalDays);
  return {
    sizes: dumpsterSizeValues.map((size) => {
      const total = data().fleet[size];
      const occupancy = dailyOccupancy(data().bookings, { from, to, size });
      const overCommittedDays = occupancy.units
        .map((booked, index) => ({ date: addDays(from, index), booked, total }))
        .filter((day) => day.booked > total);
      return { size, units: total, overCommittedDays };
    }),
  };
}
