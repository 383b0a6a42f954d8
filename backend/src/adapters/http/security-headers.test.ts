import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test-support/test-app.ts';

describe('security headers', () => {
  it('sends a strict Content-Security-Policy for a same-origin React app', async () => {
    const { app } = await testApp();
    const res = await request(app).get('/healthz');
    const csp = res.headers['content-security-policy'];

    expect(csp).toBe(
      "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self';img-src 'self' data:;" +
        "font-src 'self';connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';" +
        "form-action 'self'",
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('never says what runs the server', async () => {
    const { app } = await testApp();
    const res = await request(app).get('/healthz');

    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The same rule as the CSP's frame-ancestors 'none', never a weaker one.
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    const { app } = await testApp({ trustProxy: 'loopback' });
    const plain = await request(app).get('/healthz');
    const secure = await request(app).get('/healthz').set('X-Forwarded-Proto', 'https');

    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted', async () => {
    const { app } = await testApp({ trustProxy: false });
    const res = await request(app).get('/healthz').set('X-Forwarded-Proto', 'https');

    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps API answers out of caches', async () => {
    const { app } = await testApp();
    const res = await request(app).post('/api/contact').send({});

    expect(res.headers['cache-control']).toBe('no-store');
  });
});
