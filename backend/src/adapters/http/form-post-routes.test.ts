import { bookingConfirmationStateKey, formStateKey } from '@dumpster/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingBody, testCustomer } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';
import type { AnswerPages, PageState } from '../site/answer-pages.ts';

/** Records what each answer page was rendered with; its HTML names the path and the state. */
function recordingPages() {
  const rendered: { path: string; state: PageState }[] = [];
  const pages: AnswerPages = {
    async render(path, state) {
      rendered.push({ path, state });
      return {
        html: `<!doctype html><title>${path}</title><pre>${JSON.stringify(state).replace(/</g, '&lt;')}</pre>`,
        cspHashes: { styleElements: [], styleAttributes: ["'sha256-page'"] },
      };
    },
  };
  return { pages, rendered };
}

async function setUp() {
  const { pages, rendered } = recordingPages();
  const harness = await testApp({ pages });
  return { ...harness, rendered, pages };
}

const key = '3f2a8e4c-1b5d-4a6f-9c7e-2d8b0a1e5f30';

/** The booking of the API tests as the browser posts it: text fields, the box ticked. */
function bookingForm(overrides: Record<string, string> = {}): Record<string, string> {
  const text = Object.entries(bookingBody()).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { idempotencyKey: key, ...Object.fromEntries(text), smsOptIn: 'on', ...overrides };
}

const contactForm = {
  idempotencyKey: key,
  name: 'Dana Whitfield',
  phone: '(904) 555-0199',
  email: 'dana@example.com',
  service: '15-yard',
  message: 'Garage cleanout',
};

type App = Awaited<ReturnType<typeof setUp>>['app'];
const postForm = (app: App, path: string, form: Record<string, string>) =>
  request(app).post(path).type('form').send(form);

describe('the booking form posted natively (POST /book)', () => {
  it('stores the booking under the page key and redirects (303) to its confirmation', async () => {
    const { app, store } = await setUp();
    const res = await postForm(app, '/book', bookingForm());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/book/confirmed?key=${key}#main`);
    expect(await store.bookings()).toHaveLength(1);
    expect((await store.bookings())[0]).toMatchObject({
      name: testCustomer.name,
      dumpsterSize: '15-yard',
      smsOptIn: true,
      specialInstructions: 'Driveway on the left',
      quote: { totalCents: 58_000 },
    });
  });

  it('stores one booking for a post sent twice with the same key, and sends both to the same confirmation', async () => {
    const { app, store } = await setUp();
    const first = await postForm(app, '/book', bookingForm());
    const again = await postForm(app, '/book', bookingForm());
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await store.bookings()).toHaveLength(1);
  });

  it('shows the confirmation with the stored receipt, and a 404 page for an unknown key', async () => {
    const { app, store, rendered } = await setUp();
    await postForm(app, '/book', bookingForm());
    const found = await request(app).get(`/book/confirmed?key=${key}`);
    expect(found.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(found.status).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(rendered.at(-1)).toEqual({
      path: '/book/confirmed',
      state: {
        [bookingConfirmationStateKey]: expect.objectContaining({
          id: (await store.bookings())[0]?.id,
          dumpsterSize: '15-yard',
          deliveryDate: '2026-11-24',
          pickupDate: '2026-12-04',
          quote: expect.objectContaining({ totalCents: 58_000 }),
        }),
      },
    });

    for (const unknown of ['0c9a3a1e-2b4d-4f6a-8e7c-1d2b3a4c5e6f', 'not-a-key', '']) {
      const res = await request(app).get(`/book/confirmed?key=${unknown}`);
      expect(res.status).toBe(404);
      expect(rendered.at(-1)).toEqual({ path: '/book/confirmed', state: {} });
    }
  });

  it('renders the form again (422) with every value kept and each message of the schema, storing nothing', async () => {
    const { app, store, rendered } = await setUp();
    const res = await postForm(
      app,
      '/book',
      bookingForm({ bookingType: 'commercial', email: 'jane@', zipCode: '90210', name: '<b>Jane</b>' }),
    );
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("'sha256-page'");
    expect(await store.bookings()).toHaveLength(0);
    expect(rendered).toEqual([
      {
        path: '/book',
        state: {
          [formStateKey('booking')]: {
            values: expect.objectContaining({
              bookingType: 'commercial',
              name: '<b>Jane</b>',
              email: 'jane@',
              zipCode: '90210',
              smsOptIn: true,
            }),
            errors: {
              email: 'Please enter a valid email address',
              zipCode: 'Please enter a Florida ZIP code',
              companyName: 'Company name is required for commercial bookings',
            },
            notice: { title: 'Please check the form', description: expect.any(String) },
            key,
          },
        },
      },
    ]);
  });

  it('sends no company details for a residential booking, whatever the form still held', async () => {
    const { app, store } = await setUp();
    await postForm(app, '/book', bookingForm({ companyName: 'Acme', jobName: 'Roof' }));
    expect((await store.bookings())[0]).toMatchObject({ companyName: null, jobName: null });
  });

  it('gives a post without a valid key a fresh one, still storing it once', async () => {
    const { app, store } = await setUp();
    // Spaces are never part of a key: the redirect's key (a UUID) cannot be the one posted.
    const res = await postForm(app, '/book', bookingForm({ idempotencyKey: 'not a key' }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/book\/confirmed\?key=[0-9a-f-]{36}#main$/);
    expect(await store.bookings()).toHaveLength(1);
  });

  it('renders the form again (409) with a fresh key when the key was used for other details', async () => {
    const { app, store, rendered } = await setUp();
    await postForm(app, '/book', bookingForm());
    const res = await postForm(app, '/book', bookingForm({ dumpsterSize: '20-yard' }));
    expect(res.status).toBe(409);
    expect(await store.bookings()).toHaveLength(1);
    const answer = rendered.at(-1)?.state[formStateKey('booking')] as { key: string; values: object };
    expect(answer.values).toMatchObject({ dumpsterSize: '20-yard' });
    expect(answer.key).not.toBe(key);
    expect(answer).toMatchObject({ notice: { title: 'This form was already sent' } });
  });

  it('renders the form again (409) with the full days, the next dates and every value when the size is booked', async () => {
    const { app, store, rendered } = await setUp();
    await store.setFleet({ '10-yard': 8, '15-yard': 1, '20-yard': 4 });
    await postForm(app, '/book', bookingForm({ idempotencyKey: '9e2a8e4c-1b5d-4a6f-9c7e-2d8b0a1e5f31' }));

    const res = await postForm(
      app,
      '/book',
      bookingForm({ deliveryDate: '2026-12-01', pickupDate: '2026-12-02' }),
    );

    expect(res.status).toBe(409);
    expect(await store.bookings()).toHaveLength(1);
    expect((await store.idempotencyRecords()).has(`bookings ${key}`)).toBe(false);
    expect(rendered.at(-1)?.state[formStateKey('booking')]).toEqual({
      values: expect.objectContaining({
        name: testCustomer.name,
        deliveryDate: '2026-12-01',
        pickupDate: '2026-12-02',
        specialInstructions: 'Driveway on the left',
      }),
      errors: { deliveryDate: 'Please choose other dates' },
      notice: {
        title: 'Those dates are booked',
        description:
          'Sorry, every 15-yard dumpster is booked from Tue, Dec 1 to Wed, Dec 2. The next dates we can deliver for 1 day are Sat, Dec 5 to Mon, Dec 7.',
      },
      key,
    });
  });

  it('renders the form again (503) with the failure notice and every value when the database is down', async () => {
    const { app, store, rendered } = await setUp();
    await store.cutOff();
    const res = await postForm(app, '/book', bookingForm());
    expect(res.status).toBe(503);
    expect(rendered.at(-1)?.state[formStateKey('booking')]).toMatchObject({
      values: { name: testCustomer.name, deliveryDate: '2026-11-24' },
      notice: {
        title: 'Booking Failed',
        description: 'There was a problem submitting your booking. Please try again.',
      },
      key,
    });
  });

  it('refuses a body that is not a urlencoded form (415) and never renders it', async () => {
    const { app, rendered } = await setUp();
    const res = await request(app).post('/book').send({ name: 'Jane' });
    expect(res.status).toBe(415);
    expect(rendered).toHaveLength(0);
  });

  it('answers the rate limit with the form again (429), values kept', async () => {
    const { app, rendered } = await setUp();
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = (await postForm(app, '/book', bookingForm({ email: 'jane@' }))).status;
    }
    expect(last).toBe(429);
    expect(rendered.at(-1)?.state[formStateKey('booking')]).toMatchObject({
      values: { email: 'jane@' },
      notice: { title: 'Too many requests' },
    });
  });
});

describe('the contact form posted natively (POST /)', () => {
  it('stores the message and redirects (303) to the message-sent page', async () => {
    const { app, store } = await setUp();
    const res = await postForm(app, '/', contactForm);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact/sent#main');
    expect(await store.contactRequests()).toEqual([
      expect.objectContaining({
        name: 'Dana Whitfield',
        service: '15-yard',
        message: 'Garage cleanout',
        smsOptIn: false,
      }),
    ]);
  });

  it('renders the home page again (422) with the messages of spec section 5', async () => {
    const { app, store, rendered } = await setUp();
    const res = await postForm(app, '/', { ...contactForm, name: 'D', phone: '555', service: '' });
    expect(res.status).toBe(422);
    expect(await store.contactRequests()).toHaveLength(0);
    expect(rendered[0]).toEqual({
      path: '/',
      state: {
        [formStateKey('contact')]: expect.objectContaining({
          values: expect.objectContaining({ name: 'D', phone: '555', message: 'Garage cleanout' }),
          errors: {
            name: 'Name must be at least 2 characters',
            phone: 'Please enter a valid phone number',
            service: 'Please select a service',
          },
        }),
      },
    });
  });
});

describe('without answer pages (no site build)', () => {
  it('takes no form posts: the JSON API is all there is', async () => {
    const { app } = await testApp();
    const res = await postForm(app, '/book', bookingForm());
    expect(res.status).toBe(404);
  });
});
