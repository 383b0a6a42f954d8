// The mock API's calendar (decisions 0085-0088): GET /api/availability and the 409 of
// POST /api/bookings, judged by the domain's rules over the bookings the mock stored and its
// fleet. The 'dates-unavailable' scenario also books every size out from 3 to 6 days after
// today, so QA can see greyed days and the refusal with `npm run dev:mock`.
import {
  addDays,
  availabilityQuerySchema,
  businessDateAt,
  type DailyOccupancy,
  type DateRange,
  type DumpsterSizeValue,
  dailyOccupancy,
  daysBetween,
  friendlyFieldErrors,
  type OccupancyBooking,
  rentalAvailability,
  rentalAvailabilityRange,
  unavailableAnswer,
  unavailableDates,
} from '@dumpster/domain';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { requestId, validationFailed } from './api-answers.ts';
import { mockApiState } from './mock-api-state.ts';
import type { MockScenario } from './scenarios.ts';

/** The days the 'dates-unavailable' scenario books out: 3 to 6 days after today. */
export function scenarioFullDays(today: string): DateRange {
  return { from: addDays(today, 3), to: addDays(today, 6) };
}

function storedBookings(): OccupancyBooking[] {
  return mockApiState.bookings.map(({ id, body }) => {
    const booking = body as { dumpsterSize: DumpsterSizeValue; deliveryDate: string; pickupDate: string };
    return { id, ...booking, status: 'pending' };
  });
}

/** Units out per day and the fleet, as the server's ledger would read them. */
function calendar(size: DumpsterSizeValue, range: DateRange, scenario: MockScenario) {
  const fleetUnits = mockApiState.fleet[size];
  const occupancy = dailyOccupancy(storedBookings(), { ...range, size });
  if (scenario !== 'dates-unavailable') return { fleetUnits, occupancy };
  const full = scenarioFullDays(businessDateAt(new Date()));
  const units = occupancy.units.map((count, day) => {
    const date = addDays(range.from, day);
    return date >= full.from && date <= full.to ? Math.max(count, fleetUnits) : count;
  });
  return { fleetUnits, occupancy: { from: occupancy.from, units } satisfies DailyOccupancy };
}

export function availabilityHandler(pickScenario: () => MockScenario) {
  return http.get('*/api/availability', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const parameters = {
      size: query.get('size') ?? undefined,
      from: query.get('from') ?? undefined,
      to: query.get('to') ?? undefined,
    };
    const result = v.safeParse(availabilityQuerySchema, parameters);
    if (!result.success) return validationFailed(friendlyFieldErrors(result.issues));
    const { size, from, to } = result.output;
    const { fleetUnits, occupancy } = calendar(size, { from, to }, pickScenario());
    return HttpResponse.json(
      { size, from, to, unavailable: unavailableDates(occupancy, fleetUnits) },
      { headers: { 'Cache-Control': 'public, max-age=30' } },
    );
  });
}

/** The 409 the server answers when a day of the booking's range is full, or undefined. */
export function unavailableBooking(body: unknown, scenario: MockScenario): Response | undefined {
  const booking = body as
    | { dumpsterSize?: unknown; deliveryDate?: unknown; pickupDate?: unknown }
    | undefined;
  const size = booking?.dumpsterSize;
  const { deliveryDate, pickupDate } = booking ?? {};
  if (size !== '10-yard' && size !== '15-yard' && size !== '20-yard') return undefined;
  if (typeof deliveryDate !== 'string' || typeof pickupDate !== 'string') return undefined;
  const today = businessDateAt(new Date());
  const rental = { deliveryDate, pickupDate };
  let range: DateRange;
  try {
    if (daysBetween(deliveryDate, pickupDate) < 0) return undefined;
    range = rentalAvailabilityRange(rental, today);
  } catch {
    // Not dates the schema would pass: the schema answers.
    return undefined;
  }
  const { fleetUnits, occupancy } = calendar(size, range, scenario);
  const judged = rentalAvailability(occupancy, fleetUnits, rental, { today });
  if (judged.available) return undefined;
  const answer = unavailableAnswer({ size, requested: rental, ...judged });
  return HttpResponse.json({ ...answer, requestId: requestId() }, { status: 409 });
}
