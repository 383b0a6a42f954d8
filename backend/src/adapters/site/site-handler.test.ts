import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteHandler, siteHandlerIfBuilt } from './site-handler.ts';

const js = `export const answer = ${'42 + '.repeat(200)}0;\n`;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

const formPage =
  '<!doctype html><html><head><title>Book</title></head><body><form method="post" action="/book">' +
  '<input type="hidden" name="idempotencyKey" value=""/></form></body></html>';

let root: string;
let app: express.Express;

function write(relative: string, content: string | Buffer) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-dist-'));
  write('index.html', page('Home'));
  write('tampa/index.html', page('Tampa'));
  write('book/index.html', formPage);
  write('404.html', page('404 Page Not Found'));
  write('assets/index-abc123.js', js);
  write('assets/index-abc123.js.br', brotliCompressSync(js));
  write('assets/index-abc123.js.gz', gzipSync(js));
  write('assets/index-abc123.css', 'body{margin:0}');
  // What a build with source maps would leave beside the code: never to be served.
  write('assets/index-abc123.js.map', '{"version":3,"sourcesContent":["// a comment"]}');
  write('assets/index-abc123.js.map.gz', gzipSync('{"version":3}'));
  write('sitemap.xml', '<?xml version="1.0"?><urlset/>');
  write('robots.txt', 'User-agent: *\nSitemap: http://localhost:3000/sitemap.xml\n');
  write('.vite/manifest.json', '{}');
  write(
    '.vite/csp-hashes.json',
    JSON.stringify({ styleElements: ["'sha256-AAAA'"], styleAttributes: ["'sha256-BBBB'"] }),
  );
  app = express();
  app.use((_req, res, next) => {
    res.set('Content-Security-Policy', "default-src 'self';style-src 'self'");
    next();
  });
  app.use(siteHandler({ root }));
  app.use((_req, res) => res.status(418).send('fell through'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the site handler', () => {
  it('answers a known route with its own prerendered page, 200, revalidated by ETag', async () => {
    const res = await request(app).get('/tampa');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.text).toContain('<h1>Tampa</h1>');
  });

  it('answers the home page at /', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Home</h1>');
  });

  it('answers 304 when the page has not changed since the ETag the browser holds', async () => {
    const first = await request(app).get('/tampa');
    const again = await request(app)
      .get('/tampa')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers an unknown path with the prerendered not-found page and status 404', async () => {
    const res = await request(app).get('/no-such-city');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('404 Page Not Found');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await request(app).get('/assets/index-abc123.css');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe('body{margin:0}');
  });

  it('sends the brotli copy to a browser that accepts it, with the right type and Vary', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(js).length);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(js);
    const plain = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.text).toBe(js);
  });

  it('gives each encoding its own ETag', async () => {
    const br = await request(app).head('/assets/index-abc123.js').set('Accept-Encoding', 'br');
    const gz = await request(app).head('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });

  it('serves the sitemap and robots.txt with their types', async () => {
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const robots = await request(app).get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await request(app).head('/tampa');
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.text).toBeUndefined();
  });

  it('redirects /tampa/ and /tampa/index.html to /tampa, keeping the query', async () => {
    const slash = await request(app).get('/tampa/?utm_source=x');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/tampa?utm_source=x');
    const file = await request(app).get('/tampa/index.html');
    expect(file.status).toBe(301);
    expect(file.headers.location).toBe('/tampa');
  });

  it('answers a path ending in / that names no page with the 404 page, not a redirect', async () => {
    for (const url of ['/nowhere/', '/tampa/nowhere/', '/assets/']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text).toContain('404 Page Not Found');
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('never serves a source map, even one left in the build folder', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map.gz']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text).not.toContain('sourcesContent');
    }
  });

  it('never redirects to another site nor serves a file outside the build', async () => {
    const protocolRelative = await request(app).get('//evil.example/');
    expect(protocolRelative.status).toBe(404);
    const traversal = await request(app).get('/assets/%2e%2e/%2e%2e/etc/passwd');
    expect(traversal.status).toBe(404);
    const hidden = await request(app).get('/.vite/manifest.json');
    expect(hidden.status).toBe(404);
  });

  it("adds the build's inline-style hashes to the pages' Content-Security-Policy, and only to pages", async () => {
    const pageRes = await request(app).get('/tampa');
    expect(pageRes.headers['content-security-policy']).toBe(
      "default-src 'self';style-src 'self' 'sha256-AAAA';style-src-attr 'unsafe-hashes' 'sha256-BBBB'",
    );
    const notFound = await request(app).get('/nowhere');
    expect(notFound.headers['content-security-policy']).toContain("'sha256-BBBB'");
    const asset = await request(app).get('/assets/index-abc123.css');
    expect(asset.headers['content-security-policy']).toBe("default-src 'self';style-src 'self'");
  });

  it('leaves other methods to the next handler', async () => {
    const res = await request(app).post('/tampa');
    expect(res.status).toBe(418);
  });

  it('is not mounted when the client build is missing', () => {
    expect(siteHandlerIfBuilt(path.join(root, 'missing'))).toBeUndefined();
    expect(siteHandlerIfBuilt(root)).toBeTypeOf('function');
  });

  it('writes a fresh idempotency key into each copy of a page with a form, never cached', async () => {
    const keys = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request(app).get('/book').set('Accept-Encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      if (encoding !== 'identity') expect(res.headers['content-encoding']).toBe(encoding);
      const key = /name="idempotencyKey" value="([^"]*)"/.exec(res.text)?.[1];
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      keys.add(key ?? '');
    }
    expect(keys.size).toBe(3);
    // A page without a form keeps its file as it is.
    expect((await request(app).get('/tampa')).headers.etag).toBeDefined();
  });
});
