// Defect found by the fuzz tests (decision 0041): NUL characters were dropped after the domain schema
// had judged the text, so a commercial booking whose company name was only NULs was stored with
// none, and a name of NULs and one letter was stored one letter long. The text is now made
// storable first (NULs dropped, lone surrogates as U+FFFD) and the schema judges that.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingBody, contactBody } from '../test-support/requests.ts';
import { testApp } from '../test-support/test-app.ts';

const send = (app: Awaited<ReturnType<typeof testApp>>['app'], path: string, body: unknown) =>
  request(app).post(path).set('content-type', 'application/json').send(JSON.stringify(body));

describe('text made storable before it is judged', () => {
  it('refuses a commercial booking whose company name is only NUL characters, storing nothing', async () => {
    const { app, store } = await testApp();
    const res = await send(
      app,
      '/api/bookings',
      bookingBody({ bookingType: 'commercial', companyName: '\u0000\u0000' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ companyName: 'Company name is required for commercial bookings' });
    expect(await store.bookings()).toHaveLength(0);
  });

  it('refuses a name that is too short once its NUL characters are gone', async () => {
    const { app, store } = await testApp();
    const res = await send(app, '/api/contact', contactBody({ name: '\u0000J\u0000' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: 'Name must be at least 2 characters' });
    expect(await store.contactRequests()).toHaveLength(0);
  });

  it('stores valid text without its NUL characters and with U+FFFD for a lone surrogate', async () => {
    const { app, store } = await testApp();
    const res = await send(
      app,
      '/api/contact',
      contactBody({ name: 'Sam\u0000 Ortiz', message: 'Hi \ud800 there' }),
    );
    expect(res.status).toBe(201);
    expect((await store.contactRequests())[0]?.name).toBe('Sam Ortiz');
    expect((await store.contactRequests())[0]?.message).toBe('Hi \ufffd there');
  });

  it('leaves emoji, accents and right-to-left marks as sent', async () => {
    const { app, store } = await testApp();
    const name = 'José 👩‍👩‍👧 \u202eNúñez';
    const res = await send(app, '/api/contact', contactBody({ name }));
    expect(res.status).toBe(201);
    expect((await store.contactRequests())[0]?.name).toBe(name);
  });
});
