// Phone orders, customers and a contact request made a booking, over the real Express app on the
// real adapters (decisions 0170-0173): the public booking's write run by staff, the customer
// linked in the same transaction and found again by any spelling of their number.
import { adminPath, adminRoutes } from '@dumpster/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingBody } from '../../../test-support/requests.ts';
import { adminFixture } from '../openapi/admin-answers-fixture.ts';

type Fixture = Awaited<ReturnType<typeof adminFixture>>;

const phoneOrder = (f: Fixture, body: Record<string, unknown>, key?: string) => {
  const req = f.as(f.staff, 'post', adminRoutes.bookings);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};

/** A caller with no e-mail address, their number said differently from the form's. */
const callerWithoutEmail = bookingBody({
  name: 'Walt Kowalski',
  email: '',
  phone: '904.555.0177',
  address: '9 Gran Torino Way',
});

describe('POST /api/admin/bookings (a phone order)', () => {
  it('books a caller without an e-mail address: the receipt to read out, the notice only, the staff member in the history', async () => {
    const f = await adminFixture();
    const res = await phoneOrder(f, callerWithoutEmail, 'phone-1');

    expect(res.status).toBe(201);
    expect(res.body.confirmation).toBe('not_emailed');
    expect(res.body.contactRequestId).toBeNull();
    expect(res.body.details).toMatchObject({ name: 'Walt Kowalski', email: '', phone: '904.555.0177' });
    // The server's quote, never the client's totalCents: 1.
    expect(res.body.receipt.quote.totalCents).toBeGreaterThan(1);
    const stored = (await f.store.bookings()).find((booking) => booking.id === res.body.receipt.id);
    expect(stored).toMatchObject({ email: '', status: 'pending', reference: res.body.receipt.reference });
    expect(await f.store.bookingEvents(res.body.receipt.id)).toEqual([
      expect.objectContaining({
        type: 'created',
        actor: expect.objectContaining({ kind: 'staff', name: 'Sam' }),
      }),
    ]);
    const mail = (await f.store.outbox()).filter(
      (row) => 'booking' in row.message && row.message.booking?.id === res.body.receipt.id,
    );
    expect(mail.map((row) => row.mail.kind)).toEqual(['booking-notice']);
    // The My booking link exists all the same: staff can send it once an address is known.
    expect((await f.store.accessTokens()).some((token) => token.bookingId === res.body.receipt.id)).toBe(
      true,
    );
  });

  it('queues no later customer message either: a status change of a booking without an address e-mails no one', async () => {
    const f = await adminFixture();
    const res = await phoneOrder(f, callerWithoutEmail);
    const confirmed = await f
      .as(f.staff, 'post', adminPath('bookingStatus', { id: res.body.receipt.id }))
      .send({ status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    const kinds = (await f.store.outbox())
      .filter((row) => 'booking' in row.message && row.message.booking?.id === res.body.receipt.id)
      .map((row) => row.mail.kind);
    expect(kinds).toEqual(['booking-notice']);
    expect((await f.store.outbox()).every((row) => row.mail.to !== '')).toBe(true);
  });

  it('e-mails the confirmation when there is an address, and replays the same answer for the same key', async () => {
    const f = await adminFixture();
    const first = await phoneOrder(f, bookingBody(), 'phone-2');
    expect(first.status).toBe(201);
    expect(first.body.confirmation).toBe('emailed');
    const kinds = (await f.store.outbox())
      .filter((row) => 'booking' in row.message && row.message.booking?.id === first.body.receipt.id)
      .map((row) => row.mail.kind);
    expect(kinds.sort()).toEqual(['booking-confirmation', 'booking-notice']);
    const bookings = (await f.store.bookings()).length;
    const outbox = (await f.store.outbox()).length;

    const again = await phoneOrder(f, bookingBody(), 'phone-2');

    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await f.store.bookings()).toHaveLength(bookings);
    expect(await f.store.outbox()).toHaveLength(outbox);
  });

  it('answers 409 with the next dates when the size is full, storing nothing', async () => {
    const f = await adminFixture();
    await f.store.setFleet({ '10-yard': 8, '15-yard': 1, '20-yard': 4 });
    expect(
      (await phoneOrder(f, bookingBody({ deliveryDate: '2026-12-01', pickupDate: '2026-12-02' }))).status,
    ).toBe(201);
    const before = (await f.store.bookings()).length;

    const res = await phoneOrder(
      f,
      bookingBody({ deliveryDate: '2026-11-24', pickupDate: '2026-12-01' }),
      'full',
    );

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'unavailable',
      unavailableDates: ['2026-12-01'],
      nextAvailable: { deliveryDate: '2026-12-03', pickupDate: '2026-12-10' },
    });
    expect(await f.store.bookings()).toHaveLength(before);
    expect([...(await f.store.idempotencyRecords()).keys()].some((key) => key.endsWith(' full'))).toBe(false);
  });

  it('still needs the phone number and a valid address if an e-mail is typed (400 naming the fields)', async () => {
    const f = await adminFixture();
    const res = await phoneOrder(f, bookingBody({ phone: '', email: 'not an address' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'phone']);
  });

  it('is refused to a visitor without a session', async () => {
    const f = await adminFixture();
    const res = await f.as(undefined, 'post', adminRoutes.bookings).send(bookingBody());
    expect(res.status).toBe(401);
  });
});

describe('customers', () => {
  it('are one per person: the web booking and the phone order of one number link to one customer, found by any spelling', async () => {
    const f = await adminFixture();
    const web = await request(f.app)
      .post('/api/bookings')
      .send(bookingBody({ phone: '(904) 555-0177', email: 'Walt@Example.com', companyName: '' }));
    expect(web.status).toBe(201);
    const phone = await phoneOrder(f, callerWithoutEmail);
    expect(phone.status).toBe(201);

    const byPhone = await f.as(
      f.staff,
      'get',
      `${adminRoutes.customers}?q=${encodeURIComponent('+1 904 555 0177')}`,
    );
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.customers).toHaveLength(1);
    const [customer] = byPhone.body.customers;
    expect(customer.emails).toEqual(['walt@example.com']);
    expect(customer.phones).toEqual(['+19045550177']);
    expect(customer.recentBookings.map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining([web.body.id, phone.body.receipt.id]),
    );

    const byEmail = await f.as(f.staff, 'get', `${adminRoutes.customers}?q=WALT%40exa`);
    expect(byEmail.body.customers.map((c: { id: string }) => c.id)).toEqual([customer.id]);
    const nobody = await f.as(f.staff, 'get', `${adminRoutes.customers}?q=nobody%40example.com`);
    expect(nobody.body.customers).toEqual([]);
    const tooShort = await f.as(f.staff, 'get', `${adminRoutes.customers}?q=ab`);
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fields).toHaveProperty('q');

    const detail = await f.as(f.staff, 'get', adminPath('customer', { id: customer.id }));
    expect(detail.status).toBe(200);
    expect(detail.body.totals).toEqual({
      bookings: 2,
      activeBookings: 2,
      cancelledBookings: 0,
      bookedCents: web.body.quote.totalCents + phone.body.receipt.quote.totalCents,
      contactRequests: 0,
    });
    const missing = await f.as(
      f.staff,
      'get',
      adminPath('customer', { id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.status).toBe(404);
  });

  it('link a contact request too: its customer shows it', async () => {
    const f = await adminFixture();
    const found = await f.as(f.staff, 'get', `${adminRoutes.customers}?q=904-555-0100`);
    expect(found.body.customers).toHaveLength(1);
    expect(found.body.customers[0].recentRequests.map((r: { id: string }) => r.id)).toEqual([f.contactId]);
  });
});

describe('POST /api/admin/contact-requests/:id/booking', () => {
  it('books from the request, links it and marks it contacted by the staff member, in one step', async () => {
    const f = await adminFixture();
    const res = await f
      .as(f.staff, 'post', adminPath('contactRequestBooking', { id: f.contactId }))
      .set('Idempotency-Key', 'from-request')
      .send(bookingBody({ name: 'Cal', phone: '904-555-0100', email: 'c@example.com' }));

    expect(res.status).toBe(201);
    expect(res.body.contactRequestId).toBe(f.contactId);
    const page = await f.as(f.staff, 'get', adminRoutes.contactRequests);
    expect(page.body.items[0]).toMatchObject({ id: f.contactId, contacted: { byName: 'Sam' } });
    expect((await f.store.auditEvents()).at(-1)).toMatchObject({
      action: 'contact_marked',
      subject: { type: 'contact_request', id: f.contactId },
      details: { bookingId: res.body.receipt.id },
    });
    const customer = (await f.as(f.staff, 'get', `${adminRoutes.customers}?q=c%40example.com`)).body
      .customers[0];
    expect(customer.recentBookings.map((b: { id: string }) => b.id)).toEqual([res.body.receipt.id]);
    expect(customer.recentRequests.map((r: { id: string }) => r.id)).toEqual([f.contactId]);
  });

  it('answers 404 for no such request and stores no booking', async () => {
    const f = await adminFixture();
    const before = (await f.store.bookings()).length;
    const res = await f
      .as(f.staff, 'post', adminPath('contactRequestBooking', { id: '00000000-0000-4000-8000-000000000000' }))
      .send(bookingBody());
    expect(res.status).toBe(404);
    expect(await f.store.bookings()).toHaveLength(before);
  });
});
