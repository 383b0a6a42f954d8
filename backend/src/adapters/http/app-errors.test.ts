import type { RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SubmitBooking } from '../../application/bookings/submit-booking.ts';
import { bookingBody, contactBody } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';

describe('answers outside the happy path', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const { app } = await testApp();
    const res = await request(app).get('/api/nothing-here');

    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ error: 'not_found', message: 'There is nothing at this address.' });
  });

  it('answers a GET on a POST-only route with a JSON 404', async () => {
    const { app } = await testApp();
    const res = await request(app).get('/api/bookings');

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });

  it('answers 503 when the database is unreachable, storing nothing', async () => {
    const { app, store } = await testApp();
    await store.cutOff();
    const booking = await request(app).post('/api/bookings').send(bookingBody());
    const contact = await request(app).post('/api/contact').send(contactBody());

    expect(booking.status).toBe(503);
    expect(booking.body).toMatchObject({ error: 'service_unavailable' });
    expect(contact.status).toBe(503);
    await store.reconnect();
    expect(await store.bookings()).toHaveLength(0);
    expect(await store.contactRequests()).toHaveLength(0);
  });

  it('answers the unexpected with a 500 carrying the request id it logged, and no stack', async () => {
    const failing = { execute: async () => Promise.reject(new Error('kaboom at line 12')) };
    const { app, logLines } = await testApp({ submitBooking: failing as unknown as SubmitBooking });
    const res = await request(app).post('/api/bookings').send(bookingBody());

    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
      requestId: res.headers['x-request-id'],
    });
    expect(JSON.stringify(res.body)).not.toContain('kaboom');
    const logged = logLines.find((line) => line.msg === 'unexpected error');
    expect(logged).toMatchObject({ level: 50, req: { id: res.headers['x-request-id'] } });
  });

  it('puts an X-Request-Id on every answer', async () => {
    const { app } = await testApp();
    const answers = await Promise.all([
      request(app).get('/healthz'),
      request(app).get('/api/unknown'),
      request(app).post('/api/bookings').send({}),
      request(app).get('/some/page'),
    ]);
    const ids = answers.map((res) => res.headers['x-request-id']);

    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a well-formed request id from a trusted proxy and replaces a malformed one', async () => {
    const { app } = await testApp({ trustProxy: 'loopback' });
    const kept = await request(app).get('/healthz').set('X-Request-Id', 'lb-7f3a9c21-0001');
    const replaced = await request(app).get('/healthz').set('X-Request-Id', 'bad id with spaces');

    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    expect(replaced.headers['x-request-id']).not.toContain('bad');
  });

  it('ignores a request id sent by a client when no proxy is trusted, and by an untrusted peer', async () => {
    for (const trustProxy of [false, '10.0.0.1'] as const) {
      const { app, logLines } = await testApp({ trustProxy });
      const res = await request(app).get('/healthz').set('X-Request-Id', 'someone-elses-id-0001');

      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(logLines.at(-1)).toMatchObject({ req: { id: res.headers['x-request-id'] } });
      expect(JSON.stringify(logLines)).not.toContain('someone-elses-id');
    }
  });

  it('answers OPTIONS on the health checks like on any other path: the JSON 404', async () => {
    const { app } = await testApp();
    for (const path of ['/healthz', '/readyz', '/api/bookings', '/anything']) {
      const res = await request(app).options(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error, path).toBe('not_found');
    }
  });

  it('logs requests as JSON lines without their bodies', async () => {
    const { app, logLines } = await testApp();
    await request(app).post('/api/contact').send(contactBody());

    const line = logLines.find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({ req: { method: 'POST', url: '/api/contact' }, res: { statusCode: 201 } });
    expect(JSON.stringify(logLines)).not.toContain('sam@example.com');
  });

  it('hands pages to the site after the API, with the same headers and 404', async () => {
    const site: RequestHandler = (req, res, next) => {
      if (req.path === '/') return void res.type('html').send('<!doctype html><title>Home</title>');
      next();
    };
    const { app } = await testApp({ site });
    const page = await request(app).get('/');
    const missing = await request(app).get('/api/missing');

    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-request-id']).toBeDefined();
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not_found');
  });
});
