// The mock's owner dashboard (decisions 0205, 0206): owners only; the range parsed with the
// declaration's own query schema; the answer made from a fixture by the domain's bucket rules and
// parsed with the declared answer schema, so a drift of the fixture fails here and in the contract test.
import { adminDashboardSchema, dashboardQuerySchema, previousPeriod, rangeBuckets } from '@dumpster/domain';
import { adminDashboard } from '@dumpster/domain/api';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { fieldsOf, ok } from './mock-answers.ts';
import { guard } from './mock-session.ts';

/** Figures that vary by bucket but stay the same from run to run. */
const wave = (index: number, base: number, spread: number) => base + ((index * 7) % spread);

export function mockDashboard(query: v.InferOutput<typeof dashboardQuerySchema>) {
  const range = { from: query.from, to: query.to };
  const series = rangeBuckets(range, query.bucket).map((start, index) => ({
    start,
    received: wave(index, 4, 9),
    confirmed: wave(index, 3, 7),
    cancelled: index % 3,
    quotedCents: wave(index, 4, 9) * 42_500,
    invoicedCents: wave(index, 3, 7) * 41_000,
    collectedCents: wave(index, 2, 6) * 40_000,
  }));
  const sum = (
    key: 'received' | 'confirmed' | 'cancelled' | 'quotedCents' | 'invoicedCents' | 'collectedCents',
  ) => series.reduce((total, point) => total + point[key], 0);
  const totals = {
    received: sum('received'),
    confirmed: sum('confirmed'),
    cancelled: sum('cancelled'),
    contactRequests: 12,
    contactRequestsBooked: 5,
    quotedCents: sum('quotedCents'),
    invoicedCents: sum('invoicedCents'),
    collectedCents: sum('collectedCents'),
  };
  return v.parse(adminDashboardSchema, {
    today: query.to,
    ...range,
    bucket: query.bucket,
    previous: previousPeriod(range),
    totals,
    previousTotals: {
      ...totals,
      received: Math.max(0, totals.received - 3),
      collectedCents: Math.round(totals.collectedCents * 0.9),
    },
    series,
    byCity: [
      { city: 'Jacksonville', count: Math.ceil(totals.received / 2) },
      { city: 'Orange Park', count: Math.floor(totals.received / 4) },
      {
        city: 'Fernandina Beach',
        count: totals.received - Math.ceil(totals.received / 2) - Math.floor(totals.received / 4),
      },
    ],
    byRegion: [{ region: 'Northeast Florida', count: totals.received }],
    byType: [
      { bookingType: 'residential', count: Math.ceil(totals.received / 3) },
      { bookingType: 'commercial', count: totals.received - Math.ceil(totals.received / 3) },
    ],
    receivables: [
      { bucket: 'not_due', label: 'Not yet due', count: 3, totalCents: 128_000 },
      { bucket: 'days_0_30', label: '0-30 days', count: 2, totalCents: 86_500 },
      { bucket: 'days_31_60', label: '31-60 days', count: 1, totalCents: 41_000 },
      { bucket: 'days_61_90', label: '61-90 days', count: 0, totalCents: 0 },
      { bucket: 'days_over_90', label: '90+ days', count: 1, totalCents: 39_000 },
    ],
    utilisation: [
      { size: '10-yard', containerDaysOut: 61, containerDaysInService: 90, percent: 68 },
      { size: '15-yard', containerDaysOut: 44, containerDaysInService: 60, percent: 73 },
      { size: '20-yard', containerDaysOut: 102, containerDaysInService: 120, percent: 85 },
    ],
    outPastPickup: 2,
  });
}

export const dashboardHandlers = [
  http.get(`*${adminDashboard.path}`, async ({ request }) => {
    const checked = await guard(request, { owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(dashboardQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    return ok(mockDashboard(parsed.output));
  }),
];
