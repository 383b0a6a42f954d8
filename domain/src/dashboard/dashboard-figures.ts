// Every figure of the owner's dashboard, defined once (decision 0205): the server's query adapter
// reads the facts of a range and its period before, and these functions count them. The test
// beside the use case compares each figure with a direct computation over generated data.
import * as v from 'valibot';
import { type AgedReceivable, agingBucketLabels, agingBuckets, agingReport } from '../billing/aging.ts';
import { addDays, compareDates, daysBetween } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { servedCitiesWithoutPage, serviceAreas } from '../service-areas/service-areas.ts';
import {
  type DashboardBucket,
  type DashboardRange,
  inRange,
  instantInRange,
  previousPeriod,
  rangeBuckets,
  rangeDays,
} from './dashboard-range.ts';

export interface DashboardBookingFact {
  readonly createdAt: Date;
  readonly status: string;
  readonly city: string;
  readonly bookingType: string;
  readonly dumpsterSize: string;
  readonly deliveryDate: string;
  readonly pickupDate: string;
  readonly totalCents: number;
}

/** A booking's status change to confirmed or cancelled, when it happened. */
export interface DashboardStatusFact {
  readonly occurredAt: Date;
  readonly to: string;
}

export interface DashboardContactFact {
  readonly createdAt: Date;
  readonly becameBooking: boolean;
}

/** A final (or later voided) invoice or credit note, by its issue date. */
export interface DashboardInvoiceFact {
  readonly kind: 'invoice' | 'credit_note';
  readonly state: string;
  readonly issueDate: string;
  readonly totalCents: number;
}

export interface DashboardMoneyFact {
  readonly kind: string;
  readonly date: string;
  readonly amountCents: number;
}

export interface DashboardFacts {
  readonly bookings: readonly DashboardBookingFact[];
  readonly statusChanges: readonly DashboardStatusFact[];
  readonly contactRequests: readonly DashboardContactFact[];
  readonly invoices: readonly DashboardInvoiceFact[];
  readonly payments: readonly DashboardMoneyFact[];
  /** Every final invoice that still owes money, today. */
  readonly receivables: readonly AgedReceivable[];
  /** Containers in service per size, today. */
  readonly containersInService: Readonly<Record<string, number>>;
  /** Bookings out at a customer (delivered) whose pickup date has passed, today. */
  readonly outPastPickup: number;
}

const totalsSchema = v.object({
  received: v.number(),
  confirmed: v.number(),
  cancelled: v.number(),
  contactRequests: v.number(),
  contactRequestsBooked: v.number(),
  quotedCents: v.number(),
  invoicedCents: v.number(),
  collectedCents: v.number(),
});
export type DashboardTotals = v.InferOutput<typeof totalsSchema>;

export const adminDashboardSchema = v.object({
  today: v.string(),
  from: v.string(),
  to: v.string(),
  bucket: v.picklist(['day', 'week', 'month']),
  previous: v.object({ from: v.string(), to: v.string() }),
  totals: totalsSchema,
  previousTotals: totalsSchema,
  series: v.array(
    v.object({
      start: v.string(),
      received: v.number(),
      confirmed: v.number(),
      cancelled: v.number(),
      quotedCents: v.number(),
      invoicedCents: v.number(),
      collectedCents: v.number(),
    }),
  ),
  byCity: v.array(v.object({ city: v.string(), count: v.number() })),
  byRegion: v.array(v.object({ region: v.string(), count: v.number() })),
  byType: v.array(v.object({ bookingType: v.string(), count: v.number() })),
  receivables: v.array(
    v.object({
      bucket: v.picklist(agingBuckets),
      label: v.string(),
      count: v.number(),
      totalCents: v.number(),
    }),
  ),
  utilisation: v.array(
    v.object({
      size: v.string(),
      containerDaysOut: v.number(),
      containerDaysInService: v.number(),
      /** Out over in service, in whole per cent (0 when nothing was in service). */
      percent: v.number(),
    }),
  ),
  outPastPickup: v.number(),
});
export type AdminDashboard = v.InferOutput<typeof adminDashboardSchema>;

/** The spec's data region of a city as the customer typed it (any case), or 'Other'. */
const regionByCity = new Map<string, string>(
  [...serviceAreas, ...servedCitiesWithoutPage].map((area) => [area.city.toLowerCase(), area.region]),
);
export function dashboardRegionOf(city: string): string {
  return regionByCity.get(city.trim().toLowerCase()) ?? 'Other';
}

/** Statuses of a box that has left the yard: delivered (still out) or picked up (came back). */
const outStatuses = new Set(['delivered', 'picked_up']);

/** The Florida days a booking's box was out within the range, up to today (see decision 0205). */
export function containerDaysOut(
  booking: DashboardBookingFact,
  range: DashboardRange,
  today: string,
): number {
  if (!outStatuses.has(booking.status)) return 0;
  // Still out: until today at least; back: from delivery to pickup, both days counted.
  const end =
    booking.status === 'delivered' && compareDates(booking.pickupDate, today) < 0
      ? today
      : booking.pickupDate;
  const first = compareDates(booking.deliveryDate, range.from) > 0 ? booking.deliveryDate : range.from;
  const lastLimit = compareDates(range.to, today) < 0 ? range.to : today;
  const last = compareDates(end, lastLimit) < 0 ? end : lastLimit;
  return compareDates(first, last) > 0 ? 0 : daysBetween(first, last) + 1;
}

function netInvoiced(invoices: readonly DashboardInvoiceFact[], range: DashboardRange): number {
  let cents = 0;
  for (const invoice of invoices) {
    // A voided invoice was never owed; a credit note gives money back.
    if (invoice.state !== 'final' || !inRange(invoice.issueDate, range)) continue;
    cents += invoice.kind === 'credit_note' ? -Math.abs(invoice.totalCents) : invoice.totalCents;
  }
  return cents;
}

function netCollected(payments: readonly DashboardMoneyFact[], range: DashboardRange): number {
  let cents = 0;
  for (const payment of payments) {
    if (!inRange(payment.date, range)) continue;
    if (payment.kind === 'payment') cents += payment.amountCents;
    else if (payment.kind === 'refund') cents -= payment.amountCents;
  }
  return cents;
}

/** The period's totals: what the headline figures and their comparison show. */
export function dashboardTotals(facts: DashboardFacts, range: DashboardRange): DashboardTotals {
  const received = facts.bookings.filter((booking) => instantInRange(booking.createdAt, range));
  const changes = facts.statusChanges.filter((change) => instantInRange(change.occurredAt, range));
  const requests = facts.contactRequests.filter((request) => instantInRange(request.createdAt, range));
  return {
    received: received.length,
    confirmed: changes.filter((change) => change.to === 'confirmed').length,
    cancelled: changes.filter((change) => change.to === 'cancelled').length,
    contactRequests: requests.length,
    contactRequestsBooked: requests.filter((request) => request.becameBooking).length,
    quotedCents: received.reduce((sum, booking) => sum + booking.totalCents, 0),
    invoicedCents: netInvoiced(facts.invoices, range),
    collectedCents: netCollected(facts.payments, range),
  };
}

function counted<T>(items: readonly T[], key: (item: T) => string): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ key: name, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The whole dashboard for a range, its buckets and the period before, as of `today`. */
export function dashboardFigures(
  facts: DashboardFacts,
  range: DashboardRange,
  bucket: DashboardBucket,
  today: string,
): AdminDashboard {
  const previous = previousPeriod(range);
  const series = rangeBuckets(range, bucket).map((start, index, starts) => {
    // The bucket clipped to the range: the first and last may be partial.
    const next = starts[index + 1];
    const part = {
      from: compareDates(start, range.from) < 0 ? range.from : start,
      to: next === undefined ? range.to : addDays(next, -1),
    };
    const totals = dashboardTotals(facts, part);
    return {
      start,
      received: totals.received,
      confirmed: totals.confirmed,
      cancelled: totals.cancelled,
      quotedCents: totals.quotedCents,
      invoicedCents: totals.invoicedCents,
      collectedCents: totals.collectedCents,
    };
  });
  const received = facts.bookings.filter((booking) => instantInRange(booking.createdAt, range));
  const aging = agingReport(facts.receivables, today);
  const days = rangeDays(range);
  return {
    today,
    from: range.from,
    to: range.to,
    bucket,
    previous,
    totals: dashboardTotals(facts, range),
    previousTotals: dashboardTotals(facts, previous),
    series,
    byCity: counted(received, (booking) => booking.city.trim()).map(({ key, count }) => ({
      city: key,
      count,
    })),
    byRegion: counted(received, (booking) => dashboardRegionOf(booking.city)).map(({ key, count }) => ({
      region: key,
      count,
    })),
    byType: counted(received, (booking) => booking.bookingType).map(({ key, count }) => ({
      bookingType: key,
      count,
    })),
    receivables: agingBuckets.map((name) => ({
      bucket: name,
      label: agingBucketLabels[name],
      ...aging.buckets[name],
    })),
    utilisation: dumpsterSizeValues.map((size) => {
      const out = facts.bookings
        .filter((booking) => booking.dumpsterSize === size)
        .reduce((sum, booking) => sum + containerDaysOut(booking, range, today), 0);
      const inService = (facts.containersInService[size] ?? 0) * days;
      return {
        size,
        containerDaysOut: out,
        containerDaysInService: inService,
        percent: inService === 0 ? 0 : Math.round((out * 100) / inService),
      };
    }),
    outPastPickup: facts.outPastPickup,
  };
}
