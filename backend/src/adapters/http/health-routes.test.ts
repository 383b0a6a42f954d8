import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test-support/test-app.ts';

describe('health checks', () => {
  it('answers /healthz while the process runs, even with the database down', async () => {
    const { app, store } = await testApp();
    await store.cutOff();
    const res = await request(app).get('/healthz');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 when the database answers', async () => {
    const { app } = await testApp();
    const res = await request(app).get('/readyz');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('answers /readyz 503 when the database does not', async () => {
    const { app, store } = await testApp();
    await store.cutOff();
    const res = await request(app).get('/readyz');

    expect(res.status).toBe(503);
    expect(res.body.error).toBe('service_unavailable');
  });

  it('answers /readyz 503 when the check fails outright', async () => {
    const { app } = await testApp({ readiness: { check: () => Promise.reject(new Error('boom')) } });
    const res = await request(app).get('/readyz');

    expect(res.status).toBe(503);
  });
});
