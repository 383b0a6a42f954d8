import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contactBody } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';

describe('POST /api/contact', () => {
  it('answers 201 with the id of the stored request', async () => {
    const { app, store } = await testApp();
    const res = await request(app).post('/api/contact').send(contactBody());

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: (await store.contactRequests())[0]?.id });
    expect((await store.contactRequests())[0]).toMatchObject({ name: 'Sam Ortiz', isContacted: false });
  });

  it('accepts a request without a message', async () => {
    const { app, store } = await testApp();
    const { message: _message, ...withoutMessage } = contactBody();
    const res = await request(app).post('/api/contact').send(withoutMessage);

    expect(res.status).toBe(201);
    expect((await store.contactRequests())[0]?.message).toBe('');
  });

  it('answers each bad field with the message of spec section 5, storing nothing', async () => {
    const { app, store } = await testApp();
    const res = await request(app)
      .post('/api/contact')
      .send(contactBody({ name: 'S', phone: '555', email: 'nope', service: '' }));

    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      service: 'Please select a service',
    });
    expect(await store.contactRequests()).toHaveLength(0);
  });

  it('replays a retry with the same key and refuses the key with another body', async () => {
    const { app, store } = await testApp();
    const first = await request(app).post('/api/contact').set('Idempotency-Key', 'c-1').send(contactBody());
    const retry = await request(app).post('/api/contact').set('Idempotency-Key', 'c-1').send(contactBody());
    const other = await request(app)
      .post('/api/contact')
      .set('Idempotency-Key', 'c-1')
      .send(contactBody({ message: 'Changed my mind' }));

    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(other.status).toBe(422);
    expect(await store.contactRequests()).toHaveLength(1);
  });

  it('answers 415 to a form post', async () => {
    const { app, store } = await testApp();
    const res = await request(app).post('/api/contact').type('form').send(contactBody());

    expect(res.status).toBe(415);
    expect(await store.contactRequests()).toHaveLength(0);
  });
});
