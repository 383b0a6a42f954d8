// The mounting of declared routes, on routes made for the test: the order of the guards and the
// body, the 400 in plain words, a webhook's signature rule, the streamed escape hatch, and the
// check that holds every answer to its declaration in tests.
import { access, declareRoute } from '@dumpster/domain/api';
import express from 'express';
import request from 'supertest';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fixedCalendar } from '../../../test-support/test-calendars.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { mountRoutes } from './mount-routes.ts';

const echo = declareRoute({
  name: 'echo',
  method: 'post',
  path: '/api/things/:id',
  access: access.public,
  tag: 'Test',
  summary: 'Echoes',
  request: { query: v.object({ mode: v.picklist(['a', 'b']) }), body: v.object({ count: v.number() }) },
  answers: { 200: { description: 'The echo.', body: v.object({ id: v.string(), count: v.number() }) } },
});

const inbound = declareRoute({
  name: 'inbound',
  method: 'post',
  path: '/api/webhooks/sms',
  access: access.webhook('sms-provider'),
  tag: 'Test',
  summary: 'A provider calls',
  request: { body: v.object({ text: v.string() }) },
  answers: { 204: { description: 'Taken.' } },
});

const feed = declareRoute({
  name: 'feed',
  method: 'get',
  path: '/api/feed.txt',
  access: access.public,
  tag: 'Test',
  summary: 'Streams',
  answers: { 200: { description: 'Lines.', contentType: 'text/plain; charset=utf-8' } },
});

const clock = { now: () => new Date('2026-11-24T15:00:00Z') };

function app(checkAnswers: boolean, wrong = false) {
  const server = express();
  const router = express.Router();
  mountRoutes(
    router,
    [echo, inbound, feed] as const,
    {
      echo: ({ params, body }) =>
        wrong
          ? ({ status: 200, body: { id: params.id, count: 'many' } } as never)
          : { status: 200, body: { id: params.id, count: body.count } },
      inbound: () => ({ status: 204 }),
      feed: () => ({
        status: 200,
        stream: async (out) => {
          for (const line of ['one\n', 'two\n']) if (!(await out.write(line))) return;
        },
      }),
    },
    {
      prefix: '/api',
      clock,
      calendars: fixedCalendar(),
      checkAnswers,
      signatures: { 'sms-provider': (req) => req.get('X-Signature') === 'good' },
    },
  );
  server.use('/api', router);
  server.use(errorHandler);
  return server;
}

describe('mounting declared routes', () => {
  it('parses params, query and body with the declared schemas and answers the handler', async () => {
    const res = await request(app(true)).post('/api/things/7?mode=a').send({ count: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: '7', count: 3 });
  });

  it("answers a 400 naming each bad part in plain words, never valibot's", async () => {
    const res = await request(app(true)).post('/api/things/7?mode=z').send({ count: 'three' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation_failed',
      fields: { mode: 'Choose one of: a, b', count: 'Please send a number here' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid|Expected/);
  });

  it('reads no body of the wrong type: 415 before parsing', async () => {
    const res = await request(app(true))
      .post('/api/things/7?mode=a')
      .set('Content-Type', 'text/plain')
      .send('x');
    expect(res.status).toBe(415);
  });

  it("refuses a webhook without its provider's signature, and takes one with it", async () => {
    // Providers post forms: a webhook's body is read as one (decision 0155).
    expect(
      (await request(app(true)).post('/api/webhooks/sms').type('form').send({ text: 'hi' })).status,
    ).toBe(403);
    const signed = await request(app(true))
      .post('/api/webhooks/sms')
      .set('X-Signature', 'good')
      .type('form')
      .send({ text: 'hi' });
    expect(signed.status).toBe(204);
    expect((await request(app(true)).post('/api/webhooks/sms').send({ text: 'hi' })).status).toBe(415);
  });

  it('streams a non-JSON answer with its declared type', async () => {
    const res = await request(app(true)).get('/api/feed.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('one\ntwo\n');
  });

  it('fails an answer its declaration refuses when answers are checked, and sends it when they are not', async () => {
    expect((await request(app(true, true)).post('/api/things/7?mode=a').send({ count: 3 })).status).toBe(500);
    expect((await request(app(false, true)).post('/api/things/7?mode=a').send({ count: 3 })).status).toBe(
      200,
    );
  });

  it('refuses to mount a webhook whose signature rule is not given', () => {
    expect(() =>
      mountRoutes(
        express.Router(),
        [inbound] as const,
        { inbound: () => ({ status: 204 }) as const },
        { prefix: '/api', clock, calendars: fixedCalendar() },
      ),
    ).toThrow(/sms-provider/);
  });
});
