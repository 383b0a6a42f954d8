// Every figure of the dashboard against a direct computation over generated data (decision 0205):
// bookings, status changes, contact requests, invoices and payments scattered over the range, the
// period before and around them, with instants on the Florida days' edges and across the clock
// change of 1 November. The direct computation reads Florida dates with Intl, not the domain.
import { randomUUID } from 'node:crypto';
import { agingBucket, agingBuckets } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { ReadDashboard } from './read-dashboard.ts';

const floridaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayOf = (instant: Date) => floridaDate.format(instant);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const between = (date: string, from: string, to: string) => from <= date && date <= to;

/** A small deterministic generator, so a failure replays. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const range = { from: '2026-10-19', to: '2026-11-08' };
const previous = { from: '2026-09-28', to: '2026-10-18' };
const today = '2026-11-27';
const now = new Date('2026-11-27T15:00:00Z');
// The edges: the first and last instants of the range's and the period before's Florida days
// (EDT before 1 November, EST after), and the instants just outside.
const edges = [
  '2026-10-19T04:00:00.000Z',
  '2026-10-19T03:59:59.999Z',
  '2026-11-09T04:59:59.999Z',
  '2026-11-09T05:00:00.000Z',
  '2026-09-28T04:00:00.000Z',
  '2026-09-28T03:59:59.999Z',
  '2026-11-01T04:00:00.000Z',
  '2026-11-01T03:59:59.999Z',
  '2026-11-02T05:00:00.000Z',
].map((text) => new Date(text));

describe('the owner dashboard figures', () => {
  it('equal a direct count of the generated data, range edges and the clock change included', async () => {
    const store = await openTestStore();
    const random = generator(27);
    const randomInstant = () =>
      random.int(4) === 0
        ? random.pick(edges)
        : new Date(Date.parse('2026-09-24T00:00:00Z') + random.int(50 * 86_400) * 1000);
    const statuses = ['pending', 'confirmed', 'delivered', 'picked_up', 'cancelled'] as const;
    const cities = ['Jacksonville', 'Orange Park', 'Fernandina Beach', 'Orlando', 'Nowhere'];
    const sizes = ['10-yard', '15-yard', '20-yard'] as const;
    const bookings = Array.from({ length: 120 }, () => {
      const deliveryDate = plusDays('2026-09-20', random.int(70));
      return storedBooking({
        id: randomUUID(),
        status: random.pick(statuses),
        bookingType: random.pick(['residential', 'commercial'] as const),
        city: random.pick(cities),
        dumpsterSize: random.pick(sizes),
        deliveryDate,
        pickupDate: plusDays(deliveryDate, 1 + random.int(14)),
        quote: { ...storedBooking().quote, totalCents: 30_000 + random.int(50_000) },
        createdAt: randomInstant(),
      });
    });
    await store.addBookings(...bookings);
    const changes = Array.from({ length: 80 }, () => ({
      booking: random.pick(bookings).id,
      at: randomInstant(),
      to: random.pick(['confirmed', 'cancelled', 'delivered'] as const),
    }));
    for (const change of changes)
      await store.sql(
        `insert into "booking_events" ("booking_id", "occurred_at", "actor_kind", "type", "details") values (?, ?, 'staff', 'status_changed', ?)`,
        [change.booking, change.at, JSON.stringify({ from: 'pending', to: change.to })],
      );
    const requests = Array.from({ length: 40 }, () => ({
      at: randomInstant(),
      booking: random.int(3) === 0 ? random.pick(bookings).id : null,
    }));
    for (const request of requests)
      await store.sql(
        `insert into "contact_requests" ("id", "name", "phone", "email", "service", "created_at", "booking_id") values (?, 'Dana', '+19045550100', 'dana@example.com', 'general', ?, ?)`,
        [randomUUID(), request.at, request.booking],
      );
    const invoiced = bookings.slice(0, 60).map((booking, index) => ({
      id: randomUUID(),
      booking: booking.id,
      state: random.pick(['final', 'final', 'void', 'draft'] as const),
      issueDate: plusDays('2026-09-25', random.int(48)),
      total: 10_000 + random.int(90_000),
      index,
    }));
    for (const invoice of invoiced)
      await store.sql(
        `insert into "invoices" ("id", "booking_id", "kind", "state", "number", "customer", "customer_email", "subtotal_cents", "tax_cents", "total_cents", "issue_date", "due_date") values (?, ?, 'invoice', ?, ?, '{}', 'dana@example.com', ?, 0, ?, ?, ?)`,
        [
          invoice.id,
          invoice.booking,
          invoice.state,
          invoice.state === 'draft' ? null : `INV-2026-${String(invoice.index).padStart(5, '0')}`,
          invoice.total,
          invoice.total,
          invoice.issueDate,
          plusDays(invoice.issueDate, 15),
        ],
      );
    const payments = invoiced
      .filter((invoice) => invoice.state === 'final' && random.int(2) === 0)
      .map((invoice) => ({
        invoice: invoice.id,
        kind: random.int(5) === 0 ? 'refund' : 'payment',
        amount: 1_000 + random.int(9_000),
        date: plusDays(invoice.issueDate, random.int(10)),
      }));
    for (const payment of payments)
      await store.sql(
        `insert into "invoice_payments" ("id", "invoice_id", "kind", "amount_cents", "date", "method", "recorded_by") values (?, ?, ?, ?, ?, 'cash', 'Office')`,
        [randomUUID(), payment.invoice, payment.kind, payment.amount, payment.date],
      );
    await store.sql(`delete from "containers"`);
    const inService = { '10-yard': 3, '15-yard': 2, '20-yard': 4 };
    for (const [size, count] of Object.entries(inService))
      for (let n = 0; n < count + 1; n += 1)
        await store.sql(
          `insert into "containers" ("id", "number", "dumpster_size", "condition", "located_since") values (?, ?, ?, ?, '2026-01-01')`,
          [randomUUID(), `${size.slice(0, 2)}-${n}`, size, n < count ? 'in_service' : 'repair'],
        );

    const read = new ReadDashboard(store.dashboardQueries, store.unitOfWork, new FixedClock(now));
    const dashboard = await read.execute({ ...range, bucket: 'week' });

    const totals = (period: { from: string; to: string }) => {
      const inPeriod = (instant: Date) => between(dayOf(instant), period.from, period.to);
      const received = bookings.filter((booking) => inPeriod(booking.createdAt));
      const changed = changes.filter((change) => inPeriod(change.at));
      const asked = requests.filter((request) => inPeriod(request.at));
      const finals = invoiced.filter(
        (invoice) => invoice.state === 'final' && between(invoice.issueDate, period.from, period.to),
      );
      const paid = payments.filter((payment) => between(payment.date, period.from, period.to));
      return {
        received: received.length,
        confirmed: changed.filter((change) => change.to === 'confirmed').length,
        cancelled: changed.filter((change) => change.to === 'cancelled').length,
        contactRequests: asked.length,
        contactRequestsBooked: asked.filter((request) => request.booking !== null).length,
        quotedCents: received.reduce((sum, booking) => sum + booking.quote.totalCents, 0),
        invoicedCents: finals.reduce((sum, invoice) => sum + invoice.total, 0),
        collectedCents: paid.reduce(
          (sum, payment) => sum + (payment.kind === 'refund' ? -1 : 1) * payment.amount,
          0,
        ),
      };
    };
    // The generated data reach every figure (a comparison of zeros would prove nothing).
    for (const figure of Object.values(dashboard.totals)) expect(figure).toBeGreaterThan(0);
    expect(dashboard.receivables.some((row) => row.count > 0)).toBe(true);
    expect(dashboard.utilisation.every((row) => row.containerDaysOut > 0)).toBe(true);
    expect(dashboard.previous).toEqual(previous);
    expect(dashboard.totals).toEqual(totals(range));
    expect(dashboard.previousTotals).toEqual(totals(previous));
    // Weeks from Monday 19 October; each bucket counted on its own equals the direct count.
    expect(dashboard.series.map((point) => point.start)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02']);
    for (const point of dashboard.series) {
      const {
        contactRequests: _asked,
        contactRequestsBooked: _booked,
        ...expected
      } = totals({
        from: point.start,
        to: plusDays(point.start, 6),
      });
      expect({ ...point, start: undefined }).toEqual({ ...expected, start: undefined });
    }
    const received = bookings.filter((booking) => between(dayOf(booking.createdAt), range.from, range.to));
    for (const city of cities)
      expect(dashboard.byCity.find((row) => row.city === city)?.count ?? 0).toBe(
        received.filter((booking) => booking.city === city).length,
      );
    // Regions by the spec's city records: Jacksonville's region and Orlando's, an unknown city as Other.
    const regionOf = (city: string) =>
      city === 'Orlando' ? 'Central Florida' : city === 'Nowhere' ? 'Other' : 'Northeast Florida';
    for (const region of ['Northeast Florida', 'Central Florida', 'Other'])
      expect(dashboard.byRegion.find((row) => row.region === region)?.count ?? 0).toBe(
        received.filter((booking) => regionOf(booking.city) === region).length,
      );
    for (const type of ['residential', 'commercial'])
      expect(dashboard.byType.find((row) => row.bookingType === type)?.count ?? 0).toBe(
        received.filter((booking) => booking.bookingType === type).length,
      );
    // Open receivables: final invoices less what was paid net, by days past due today.
    for (const bucket of agingBuckets) {
      const open = invoiced
        .filter((invoice) => invoice.state === 'final')
        .map((invoice) => ({
          dueDate: plusDays(invoice.issueDate, 15),
          balance:
            invoice.total -
            payments
              .filter((payment) => payment.invoice === invoice.id)
              .reduce((sum, payment) => sum + (payment.kind === 'refund' ? -1 : 1) * payment.amount, 0),
        }))
        .filter((invoice) => invoice.balance > 0 && agingBucket(invoice.dueDate, today) === bucket);
      expect(dashboard.receivables.find((row) => row.bucket === bucket)).toMatchObject({
        count: open.length,
        totalCents: open.reduce((sum, invoice) => sum + invoice.balance, 0),
      });
    }
    // Utilisation: each day of the range (all before today), each box out that day, by size.
    const days = Array.from({ length: 21 }, (_, index) => plusDays(range.from, index));
    for (const size of sizes) {
      let out = 0;
      for (const day of days)
        out += bookings.filter(
          (booking) =>
            booking.dumpsterSize === size &&
            (booking.status === 'picked_up' || booking.status === 'delivered') &&
            booking.deliveryDate <= day &&
            (day <= booking.pickupDate || (booking.status === 'delivered' && day <= today)),
        ).length;
      expect(dashboard.utilisation.find((row) => row.size === size)).toEqual({
        size,
        containerDaysOut: out,
        containerDaysInService: inService[size] * 21,
        percent: Math.round((out * 100) / (inService[size] * 21)),
      });
    }
    expect(dashboard.outPastPickup).toBe(
      bookings.filter((booking) => booking.status === 'delivered' && booking.pickupDate < today).length,
    );
  });
});
