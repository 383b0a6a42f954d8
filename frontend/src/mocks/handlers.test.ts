import { addDays, businessDateAt } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { bookingScenario, contactScenario } from './handlers.ts';
import { mockApiState } from './mock-api-state.ts';
import { server, startMockApiForTests } from './node.ts';

startMockApiForTests();

const booking = {
  bookingType: 'residential',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(904) 555-0199',
  address: '1200 Riverside Ave',
  city: 'Jacksonville',
  state: 'FL',
  zipCode: '32204',
  dumpsterSize: '15-yard',
  deliveryDate: addDays(businessDateAt(new Date()), 3),
  pickupDate: addDays(businessDateAt(new Date()), 13),
};

function post(path: string, body: unknown, key = 'key-1') {
  return fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

describe('the mock API', () => {
  it("answers a valid 10-day 15-yard booking with 201 and the server's $580 quote", async () => {
    const response = await post('/api/bookings', booking);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      status: 'pending',
      dumpsterSize: '15-yard',
      quote: { basePriceCents: 40_000, extraDays: 3, extraCostCents: 18_000, totalCents: 58_000 },
    });
  });

  it('answers an invalid booking with 400 and the fields', async () => {
    const response = await post('/api/bookings', { ...booking, zipCode: '90210' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'validation_failed',
      fields: { zipCode: 'Please enter a Florida ZIP code' },
    });
  });

  it('stores a retried request once and refuses a key reused with another body', async () => {
    const message = { name: 'Dana', phone: '9045550199', email: 'dana@example.com', service: 'other' };
    const first = await post('/api/contact', message);
    const retry = await post('/api/contact', message);
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(mockApiState.contactRequests).toHaveLength(1);
    expect((await post('/api/contact', { ...message, name: 'Dan' })).status).toBe(422);
  });

  it.each([
    ['validation-error', 400],
    ['server-error', 500],
  ] as const)('answers the %s scenario with %i', async (scenario, status) => {
    server.use(bookingScenario(scenario), contactScenario(scenario));
    expect((await post('/api/bookings', booking)).status).toBe(status);
    expect((await post('/api/contact', {}, 'key-2')).status).toBe(status);
  });

  it('answers GET /api/availability and refuses a booking crossing a full day with 409, as the server does', async () => {
    mockApiState.fleet['15-yard'] = 1;
    expect((await post('/api/bookings', booking, 'first')).status).toBe(201);

    const calendar = await fetch(
      `http://localhost/api/availability?size=15-yard&from=${booking.deliveryDate}&to=${booking.deliveryDate}`,
    );
    const refused = await post('/api/bookings', booking, 'second');
    const badQuery = await fetch(
      'http://localhost/api/availability?size=30-yard&from=2026-12-01&to=2026-12-02',
    );

    expect(await calendar.json()).toMatchObject({ size: '15-yard', unavailable: [booking.deliveryDate] });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: 'unavailable',
      unavailableDates: expect.arrayContaining([booking.deliveryDate]),
      nextAvailable: { deliveryDate: addDays(booking.pickupDate, 1) },
    });
    expect(badQuery.status).toBe(400);
    expect(mockApiState.bookings).toHaveLength(1);
  });

  it("opens a demo booking for /my-booking, extends it on the domain's terms, and refuses an invalid link", async () => {
    const auth = { Authorization: 'Bearer demo-token' };
    const opened = await fetch('http://localhost/api/my-booking', { headers: auth });
    expect(opened.status).toBe(200);
    const view = (await opened.json()) as { pickupDate: string; quote: { totalCents: number } };
    const extended = await fetch('http://localhost/api/my-booking/extend', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pickupDate: addDays(view.pickupDate, 2) }),
    });
    expect(extended.status).toBe(200);
    expect(((await extended.json()) as { quote: { totalCents: number } }).quote.totalCents).toBe(
      view.quote.totalCents + 12_000,
    );
    const invalid = await fetch('http://localhost/api/my-booking', {
      headers: { Authorization: 'Bearer invalid-link' },
    });
    expect(invalid.status).toBe(404);
  });
});
