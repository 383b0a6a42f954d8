import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test-support/test-app.ts';
import { adminShellHandler, adminShellIfBuilt } from './admin-shell.ts';

describe('the back office app shell', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-shell-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is absent until the client build holds admin/index.html', () => {
    expect(adminShellIfBuilt(root)).toBeUndefined();
  });

  it('answers /admin and every /admin/* path with the shell, no-store and noindex, and leaves the API alone', async () => {
    mkdirSync(path.join(root, 'admin'));
    writeFileSync(path.join(root, 'admin', 'index.html'), '<!doctype html><title>Back office</title>');
    const shell = adminShellIfBuilt(root);
    if (!shell) throw new Error('no shell');
    const { app } = await testApp({ adminShell: shell });
    for (const url of ['/admin', '/admin/bookings/123', '/admin/day-board?date=2026-11-24']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text).toContain('<title>Back office</title>');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await request(app).get('/api/admin/bookings')).status).toBe(401);
    expect((await request(app).get('/administrator')).status).toBe(404);
  });
});

async function answer(handler: express.RequestHandler) {
  const app = express();
  app.use((_req, res, next) => {
    res.set('Content-Security-Policy', "default-src 'self';style-src 'self'");
    next();
  });
  app.get('/admin', handler);
  const server = app.listen(0);
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/admin`);
    return { response, body: await response.text() };
  } finally {
    server.close();
  }
}

describe('the back office shell', () => {
  it("adds react-aria's <style> hashes to the page's policy, so its press style is not blocked", async () => {
    const hash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";
    const { response, body } = await answer(
      adminShellHandler(Buffer.from('<!doctype html><div id="root"></div>'), {
        styleElements: [hash],
        styleAttributes: ["'sha256-AAAA'"],
      }),
    );
    expect(body).toContain('id="root"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`style-src 'self' ${hash}`);
    expect(policy).not.toContain('style-src-attr');
  });
});
