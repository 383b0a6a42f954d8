// GET /my-booking/<token>, the page of the customer's e-mail link, through the real app with a
// prerendered site: the shell for a link that opens a booking, the "link not valid" page with
// 404 for every other, both personal (no-store, no referrer, noindex), and the token never in a
// log line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { myBookingPaths } from '@dumpster/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithLink } from '../../test-support/my-booking-link.ts';
import { testApp } from '../../test-support/test-app.ts';
import { siteHandler } from '../site/site-handler.ts';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'my-booking-site-'));
  const write = (relative: string, content: string) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('index.html', page('Home'));
  write(`${myBookingPaths.linkNotValid}/index.html`, page('This link is not valid'));
  write(`${myBookingPaths.shell}/index.html`, page('Your booking'));
  write('404.html', page('404 Page Not Found'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function appWithSite() {
  return testApp({ site: siteHandler({ root }) });
}

describe('the My booking page', () => {
  it('sends the shell for a link that opens a booking: no-store, no referrer, noindex, no ETag', async () => {
    const { app, store, logLines } = await appWithSite();
    const { token } = await bookWithLink(app, store);
    const res = await request(app).get(`/my-booking/${token}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Your booking</h1>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers.etag).toBeUndefined();
    expect(JSON.stringify(logLines)).not.toContain(token);
    expect(JSON.stringify(logLines)).toContain('/my-booking/[token]');
  });

  it('sends the "link not valid" page with 404 for a wrong, a truncated or no token, the same each time', async () => {
    const { app, store } = await appWithSite();
    const { token } = await bookWithLink(app, store);
    const answers = await Promise.all(
      [`/my-booking/${token.slice(0, -2)}`, `/my-booking/${'x'.repeat(43)}`, '/my-booking'].map((url) =>
        request(app).get(url),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.text).toBe(answers[0]?.text);
      expect(res.text).toContain('This link is not valid');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('leaves the prerendered shell unreachable by its own address without a valid token', async () => {
    const { app } = await appWithSite();
    const res = await request(app).get(myBookingPaths.shell);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This link is not valid');
  });
});
