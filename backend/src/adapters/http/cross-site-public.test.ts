// A hostile page must not make its visitors' browsers book, write to the business, or change a
// booking (docs/decisions/0120): every state-changing public route refuses a request a browser
// marks as cross-site (Fetch Metadata), or, without Fetch Metadata, one whose Origin is another
// site's; the site's own pages post as before, with and without JavaScript, and a client that
// sends neither header (curl, an API client) is not a browser and is judged on the body alone.
import { formPosts } from '@dumpster/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookWithLink } from '../../test-support/my-booking-link.ts';
import { bookingBody } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';
import type { AnswerPages } from '../site/answer-pages.ts';

const pages: AnswerPages = {
  async render(path) {
    return {
      html: `<!doctype html><title>${path}</title>`,
      cspHashes: { styleElements: [], styleAttributes: [] },
    };
  },
};

type Harness = Awaited<ReturnType<typeof testApp>>;

/** The site's address as the browser sees it: the Host of every request here. */
const host = 'coastalhaul.test';

interface Route {
  readonly name: string;
  /** What the request needs first (a booking and its link for a My booking change). */
  prepare?(harness: Harness): Promise<string>;
  /** Sends the route's valid request with `headers`. */
  send(harness: Harness, headers: Record<string, string>, prepared: string): request.Test;
  readonly accepted: number;
}

const bookingForm = (): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(bookingBody()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ),
  smsOptIn: 'on',
});
const contactBody = {
  name: 'Dana Whitfield',
  phone: '(904) 555-0199',
  email: 'dana@example.com',
  service: '15-yard',
  message: 'Garage cleanout',
};
const changeBodies = {
  extend: { pickupDate: '2026-12-07' },
  reschedule: { deliveryDate: '2026-11-26', pickupDate: '2026-12-07' },
  cancel: { reason: 'Plans changed' },
};

/** Everything a public write could change. */
const snapshot = async ({ store }: Harness) =>
  JSON.stringify({
    bookings: await store.bookings(),
    contacts: await store.contactRequests(),
    outbox: (await store.outbox()).length,
  });

const routes: Route[] = [
  {
    name: 'POST /api/bookings',
    send: ({ app }, headers) => request(app).post('/api/bookings').set(headers).send(bookingBody()),
    accepted: 201,
  },
  {
    name: 'POST /api/contact',
    send: ({ app }, headers) => request(app).post('/api/contact').set(headers).send(contactBody),
    accepted: 201,
  },
  {
    name: `POST ${formPosts.booking.path} (the booking form without JavaScript)`,
    send: ({ app }, headers) =>
      request(app).post(formPosts.booking.path).set(headers).type('form').send(bookingForm()),
    accepted: 303,
  },
  {
    name: `POST ${formPosts.contact.path} (the contact form without JavaScript)`,
    send: ({ app }, headers) =>
      request(app).post(formPosts.contact.path).set(headers).type('form').send(contactBody),
    accepted: 303,
  },
  ...(['extend', 'reschedule', 'cancel'] as const).map(
    (change): Route => ({
      name: `POST /api/my-booking/${change}`,
      prepare: async (harness) => (await bookWithLink(harness.app, harness.store)).token,
      send: ({ app }, headers, token) =>
        request(app)
          .post(`/api/my-booking/${change}`)
          .set({ authorization: `Bearer ${token}`, ...headers })
          .send(changeBodies[change]),
      accepted: 200,
    }),
  ),
];

const crossSite: Record<string, Record<string, string>> = {
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site (another subdomain)': { 'sec-fetch-site': 'same-site' },
  'Sec-Fetch-Site: cross-site with a matching Origin': {
    'sec-fetch-site': 'cross-site',
    origin: `http://${host}`,
  },
  "another site's Origin, no Fetch Metadata": { origin: 'https://hostile.example' },
  'Origin: null (a sandboxed frame), no Fetch Metadata': { origin: 'null' },
  'the same host on another scheme, no Fetch Metadata': { origin: `https://${host}` },
};

const sameSite: Record<string, Record<string, string>> = {
  'Sec-Fetch-Site: same-origin': { 'sec-fetch-site': 'same-origin', origin: `http://${host}` },
  "the page's own Origin, no Fetch Metadata": { origin: `http://${host}` },
  'neither header (curl, an API client)': {},
};

describe.each(routes)('$name', (route) => {
  it.each(Object.entries(crossSite))('refuses %s with 403 and changes nothing', async (_name, headers) => {
    const harness = await testApp({ pages });
    const prepared = (await route.prepare?.(harness)) ?? '';
    const before = await snapshot(harness);
    const res = await route.send(harness, { host, ...headers }, prepared);
    expect(res.status, res.text).toBe(403);
    expect(res.body).toMatchObject({ error: 'cross_site_refused' });
    expect(await snapshot(harness)).toBe(before);
  });

  it.each(Object.entries(sameSite))('accepts %s', async (_name, headers) => {
    const harness = await testApp({ pages });
    const prepared = (await route.prepare?.(harness)) ?? '';
    const before = await snapshot(harness);
    const res = await route.send(harness, { host, ...headers }, prepared);
    expect(res.status, res.text).toBe(route.accepted);
    expect(await snapshot(harness)).not.toBe(before);
  });
});
