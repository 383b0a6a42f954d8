import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingBody, contactBody } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';
import { formBody, jsonBody } from './body-formats.ts';
import { readBody } from './middleware/request-body.ts';

const contactJson = JSON.stringify(contactBody());

async function post(body: string | Buffer, headers: Record<string, string>) {
  const { app, store } = await testApp();
  let req = request(app).post('/api/contact');
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  // As given: superagent would otherwise send a Buffer under a JSON type as JSON of the Buffer.
  return { store, answer: req.serialize((raw: string) => raw).send(body) };
}

/** [[[...]]] around a valid booking's field, `levels` deep in all. */
const bookingNested = (levels: number) => {
  const booking = JSON.stringify(bookingBody());
  return `${booking.slice(0, -1)},"extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
};

describe('reading a request body', () => {
  it('reads UTF-8, with or without a charset, a byte order mark included', async () => {
    for (const [type, body] of [
      ['application/json', contactJson],
      ['application/json; charset=utf-8', contactJson],
      ['application/json;charset="UTF-8"', contactJson],
      ['application/json; charset=utf8', contactJson],
      ['application/json', `\ufeff${contactJson}`],
    ] as const) {
      const { store, answer } = await post(body, { 'Content-Type': type });
      expect((await answer).status, type).toBe(201);
      expect(await store.contactRequests()).toHaveLength(1);
    }
  });

  it('answers 415 to any other charset, decoding nothing, storing nothing', async () => {
    const utf7 = JSON.stringify(contactBody({ name: '+ADw-script+AD4-alert(1)' }));
    for (const [charset, bytes] of [
      ['utf-7', Buffer.from(utf7)],
      ['utf-16', Buffer.from(`\ufeff${contactJson}`, 'utf16le')],
      ['utf-16le', Buffer.from(contactJson, 'utf16le')],
      ['latin1', Buffer.from(contactJson, 'latin1')],
      ['iso-8859-1', Buffer.from(contactJson, 'latin1')],
      ['x-unknown', Buffer.from(contactJson)],
    ] as const) {
      const { store, answer } = await post(bytes, { 'Content-Type': `application/json; charset=${charset}` });
      const res = await answer;
      expect(res.status, charset).toBe(415);
      expect(res.body).toMatchObject({
        error: 'unsupported_media_type',
        message: 'Send the request body in UTF-8 (charset=utf-8, or no charset).',
      });
      expect(await store.contactRequests()).toHaveLength(0);
    }
  });

  it('answers 415 to bytes that are not UTF-8, whatever the charset claims', async () => {
    for (const bytes of [
      Buffer.from(JSON.stringify(contactBody({ name: 'José' })), 'latin1'),
      Buffer.from(`\ufeff${contactJson}`, 'utf16le'),
      Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    ]) {
      const { store, answer } = await post(bytes, { 'Content-Type': 'application/json' });
      const res = await answer;
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('The request body is not valid UTF-8.');
      expect(await store.contactRequests()).toHaveLength(0);
    }
  });

  it('answers 415 to a compressed body instead of inflating it', async () => {
    const { answer } = await post(contactJson, {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    const res = await answer;
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Send the request body without a Content-Encoding.');
  });

  it('answers 415 naming JSON to another media type or a malformed Content-Type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json/x', 'json']) {
      const { answer } = await post(contactJson, { 'Content-Type': type });
      const res = await answer;
      expect(res.status, type).toBe(415);
      expect(res.body.message).toBe('Send the request body as JSON (Content-Type: application/json).');
    }
  });

  it('answers 413 to a declared length over the limit, closing the connection', async () => {
    const { app } = await testApp();
    const res = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(`{"message":"${'x'.repeat(33 * 1024)}"}`);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is larger than 32 KB.');
    expect(res.headers.connection).toBe('close');
  });

  it('answers 400 naming the limit to bodies nested deeper than 32 levels, however deep, never 500', async () => {
    for (const levels of [33, 1_000, 5_000, 16_000]) {
      const { app, store } = await testApp();
      const res = await request(app)
        .post('/api/bookings')
        .set('Content-Type', 'application/json')
        .send(bookingNested(levels));
      expect(res.status, `${levels} levels`).toBe(400);
      expect(res.body).toMatchObject({
        error: 'validation_failed',
        fields: { body: 'The request body nests more than 32 levels deep.' },
      });
      expect(await store.bookings()).toHaveLength(0);
    }
  });

  it('lets 32 levels through to the schema, which takes the booking and drops the unknown field', async () => {
    const { app, store } = await testApp();
    const res = await request(app)
      .post('/api/bookings')
      .set('Content-Type', 'application/json')
      .send(bookingNested(32));
    expect(res.status).toBe(201);
    expect(await store.bookings()).toHaveLength(1);
    expect((await store.bookings())[0]).not.toHaveProperty('extra');
  });

  it('reads a form for a route that takes forms, with the same bounds', async () => {
    const app = express();
    app.post('/form', readBody([jsonBody, formBody]), (req, res) => {
      res.json(req.body);
    });
    const form = await request(app).post('/form').type('form').send('name=Jos%C3%A9&smsOptIn=on');
    expect(form.status).toBe(200);
    expect(form.body).toEqual({ name: 'José', smsOptIn: 'on' });
    const json = await request(app).post('/form').send({ name: 'Sam' });
    expect(json.body).toEqual({ name: 'Sam' });
    const broken = await request(app).post('/form').type('form').send('name=%E9');
    expect(broken.status).toBe(400);
    expect(broken.body.fields).toEqual({ body: 'The request body is not a valid form.' });
    const latin1 = await request(app)
      .post('/form')
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=iso-8859-1')
      .send('name=Jos%E9');
    expect(latin1.status).toBe(415);
    const text = await request(app).post('/form').set('Content-Type', 'text/plain').send('x');
    expect(text.body.message).toBe(
      'Send the request body as JSON (Content-Type: application/json) or as a form (Content-Type: application/x-www-form-urlencoded).',
    );
  });
});
