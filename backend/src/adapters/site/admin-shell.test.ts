import express from 'express';
import { describe, expect, it } from 'vitest';
import { adminShellHandler } from './admin-shell.ts';

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
