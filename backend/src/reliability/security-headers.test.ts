// Attacks (decisions 0013, 0014): the security headers on API answers and on pages, rate limits that answer
// 429 with RateLimit headers from the shared database counter, and HTML in any field stored as
// given but never sent back where a browser would render it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, businessDateAt } from '@dumpster/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteHandler } from '../adapters/site/site-handler.ts';
import { bookingBody, contactBody } from '../test-support/requests.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { expectWellFormed } from './support/answer-checks.ts';
import { type Answer, postJson, type RunningApp, send, startApp } from './support/running-app.ts';
import { storedBookings, storedContacts } from './support/stored-rows.ts';

const today = businessDateAt(new Date());
const xss = '<script>alert("pwned")</script><img src=x onerror=alert(1)>';
const rateLimitMax = 5;

let siteRoot: string;
let running: RunningApp;

function directives(answer: Answer): Map<string, string[]> {
  const csp = answer.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(answer: Answer): void {
  const csp = directives(answer);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toMatch(
    /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
  );
  expect(answer.headers.get('x-powered-by')).toBeNull();
}

beforeAll(async () => {
  siteRoot = mkdtempSync(path.join(tmpdir(), 'reliability-site-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/app.js"></script></head><body><h1>${title}</h1></body></html>`;
  writeFileSync(path.join(siteRoot, 'index.html'), page('Home'));
  writeFileSync(path.join(siteRoot, '404.html'), page('404 Page Not Found'));
  running = await startApp({
    env: {
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_MAX: String(rateLimitMax),
      RATE_LIMIT_WINDOW_SECONDS: '60',
      TRUST_PROXY: 'loopback',
    },
    site: siteHandler({ root: siteRoot }),
  });
});
afterAll(async () => {
  await running?.close();
  rmSync(siteRoot, { recursive: true, force: true });
});

/** Each test speaks as its own client address (trusted proxy), so rate limits stay apart. */
let clients = 0;
const newClient = () => {
  clients += 1;
  return { 'X-Forwarded-For': `203.0.113.${clients}` };
};

describe('security headers', () => {
  it('are on every API answer: created, refused, unknown path, health', async () => {
    const client = newClient();
    const answers = [
      await postJson(running.baseUrl, '/api/contact', contactBody(), client),
      await postJson(running.baseUrl, '/api/contact', { name: 1 }, client),
      await send(running.baseUrl, '/api/nothing-here', { method: 'GET', headers: client }),
      await send(running.baseUrl, '/healthz', { method: 'GET' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 400, 404, 200]);
    for (const answer of answers) expectSecurityHeaders(answer);
  });

  it('are on pages, the 404 page included', async () => {
    const home = await send(running.baseUrl, '/', { method: 'GET' });
    const missing = await send(running.baseUrl, '/no-such-page', { method: 'GET' });
    expect([home.status, missing.status]).toEqual([200, 404]);
    expectSecurityHeaders(home);
    expectSecurityHeaders(missing);
  });

  it('sends HSTS only over HTTPS as told by a trusted proxy, never over plain HTTP', async () => {
    const plain = await send(running.baseUrl, '/', { method: 'GET' });
    const secure = await send(running.baseUrl, '/', {
      method: 'GET',
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
  });

  it('never lets a built page carry an inline script that the CSP would have to allow', () => {
    const built = path.resolve(import.meta.dirname, '../../../frontend/dist/client');
    if (!existsSync(path.join(built, 'index.html'))) {
      console.info(`security: no frontend build at ${built}; inline-script check ran on the fixture only`);
      expect(readFileSync(path.join(siteRoot, 'index.html'), 'utf8')).not.toMatch(
        /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/,
      );
      return;
    }
    const pages = readdirSync(built, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const html = readFileSync(path.join(built, page), 'utf8');
      // Data blocks (JSON-LD) are not executed and need no CSP allowance; anything else must be a file.
      expect(html, page).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/(ld\+)?json)[^>]*>/);
      expect(html, page).not.toMatch(/\son[a-z]+=["']/);
    }
  });
});

describe('rate limits', () => {
  it(`answer 429 with RateLimit headers after ${rateLimitMax} submissions a minute, per client and per route`, async () => {
    const client = newClient();
    const answers: Answer[] = [];
    for (let i = 0; i <= rateLimitMax; i += 1) {
      answers.push(
        await postJson(running.baseUrl, '/api/contact', contactBody({ name: `Client ${i}` }), client),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(rateLimitMax).fill(201), 429]);
    const limited = answers.at(-1) as Answer;
    expectWellFormed(limited, [429]);
    expect((limited.json as { error: string }).error).toBe('rate_limited');
    expect(limited.headers.get('ratelimit-policy')).toMatch(new RegExp(`q=${rateLimitMax}\\b`));
    expect(limited.headers.get('ratelimit')).toMatch(/r=0\b/);
    expect(answers[0]?.headers.get('ratelimit')).toMatch(new RegExp(`r=${rateLimitMax - 1}\\b`));
    // Another client, and the same client on the other route, still get through.
    expect((await postJson(running.baseUrl, '/api/contact', contactBody(), newClient())).status).toBe(201);
    const booking = bookingBody({
      deliveryDate: openDayOnOrAfter(addDays(today, 3)),
      pickupDate: openDayOnOrAfter(addDays(today, 5)),
    });
    expect((await postJson(running.baseUrl, '/api/bookings', booking, client)).status).toBe(201);
  });

  it('counts refused submissions too, so a script cannot probe the validator without limit', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimitMax; i += 1) {
      statuses.push((await postJson(running.baseUrl, '/api/bookings', { junk: i }, client)).status);
    }
    expect(statuses).toEqual([...Array(rateLimitMax).fill(400), 429]);
  });
});

describe('HTML in submitted fields', () => {
  it('is stored exactly as given and never reflected where a browser would render it', async () => {
    const client = newClient();
    const contact = await postJson(
      running.baseUrl,
      '/api/contact',
      contactBody({ name: xss.slice(0, 100), message: xss }),
      client,
    );
    const booking = await postJson(
      running.baseUrl,
      '/api/bookings',
      bookingBody({
        bookingType: 'commercial',
        companyName: xss,
        specialInstructions: xss,
        address: `1 ${xss}`.slice(0, 200),
        deliveryDate: openDayOnOrAfter(addDays(today, 4)),
        pickupDate: openDayOnOrAfter(addDays(today, 9)),
      }),
      client,
    );
    expect([contact.status, booking.status]).toEqual([201, 201]);
    const orm = running.composition.orm;
    const storedContact = (await storedContacts(orm)).find(
      (row) => row.id === (contact.json as { id: string }).id,
    );
    expect(storedContact?.request.message).toBe(xss);
    expect(storedContact?.request.name).toBe(xss.slice(0, 100));
    const storedBooking = (await storedBookings(orm)).find(
      (row) => row.id === (booking.json as { id: string }).id,
    );
    expect(storedBooking?.request.companyName).toBe(xss);
    expect(storedBooking?.request.specialInstructions).toBe(xss);
    // Answers are JSON, which nosniff stops a browser from reading as HTML; they echo no field.
    for (const answer of [contact, booking]) {
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.text).not.toContain('<script');
    }
  });

  it('is not reflected by refusals or by the 404 answers of the API and the site', async () => {
    const client = newClient();
    const answers = [
      await postJson(running.baseUrl, '/api/contact', contactBody({ email: xss }), client),
      await send(running.baseUrl, `/api/${encodeURIComponent(xss)}`, { method: 'GET', headers: client }),
      await send(running.baseUrl, `/${encodeURIComponent(xss)}`, { method: 'GET' }),
      await send(running.baseUrl, '/api/contact', {
        body: xss,
        headers: { 'content-type': 'text/html', ...client },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 404, 404, 415]);
    for (const answer of answers) {
      expect(answer.text).not.toContain('<script>alert');
      expect(answer.text).not.toContain('onerror=');
    }
  });
});
