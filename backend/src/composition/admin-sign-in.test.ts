// Signing in to the back office through its API: one answer for every refusal, throttling, a new
// session id each time, the cookie's attributes, and sign-out.
import { adminRoutes } from '@dumpster/domain';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddStaffAccount } from '../application/staff/add-staff-account.ts';
import { reliabilityDatabases } from '../reliability/support/databases.ts';
import {
  type ComposedAdminServer,
  sameOrigin,
  startComposedAdminServer,
} from '../test-support/composed-admin-server.ts';
import type { Composition } from './container.ts';
import { TOKENS } from './tokens.ts';

const password = 'a password long enough';

describe.each(reliabilityDatabases())('signing in to the back office on $name', (database) => {
  let server: ComposedAdminServer;
  let composition: Composition;
  let app: Express;
  let logLines: Record<string, unknown>[] = [];
  let cookie = '';
  let csrf = '';

  const get = (path: string) => request(app).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    server = await startComposedAdminServer(database);
    ({ composition, app, logLines } = server);
    await server.accounts.add.execute(
      { kind: 'system' },
      { email: 'dispatch@example.com', name: 'Dee Dispatch', role: 'staff', password },
    );
    ({ cookie, csrf } = await server.signIn('dispatch@example.com', password));
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('sign-in', () => {
    it('sets an HttpOnly SameSite=Strict cookie and answers the user and a CSRF token', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .send({ email: 'DISPATCH@example.com', password });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        email: 'dispatch@example.com',
        name: 'Dee Dispatch',
        role: 'staff',
      });
      expect(res.headers['set-cookie']?.[0]).toMatch(
        /^admin-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/,
      );
    });

    it('uses the __Host- cookie with Secure over HTTPS', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('X-Forwarded-Proto', 'https')
        .send({ email: 'dispatch@example.com', password });
      expect(res.headers['set-cookie']?.[0]).toMatch(
        /^__Host-admin-session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
      );
    });

    it('gives a new session at each sign-in and ends the one the browser had', async () => {
      const first = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .send({ email: 'dispatch@example.com', password });
      const firstCookie = String(first.headers['set-cookie']?.[0]).split(';')[0] ?? '';
      const second = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('Cookie', firstCookie)
        .send({ email: 'dispatch@example.com', password });
      const secondCookie = String(second.headers['set-cookie']?.[0]).split(';')[0] ?? '';
      expect(secondCookie).not.toBe(firstCookie);
      expect((await request(app).get(adminRoutes.session).set('Cookie', firstCookie)).status).toBe(401);
      expect((await request(app).get(adminRoutes.session).set('Cookie', secondCookie)).status).toBe(200);
    });

    it('answers an unknown e-mail and a wrong password alike, logging each without the password', async () => {
      const unknown = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('X-Forwarded-For', '10.9.0.1')
        .send({ email: 'nobody@example.com', password: 'secret-guess-1' });
      const wrong = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .set('X-Forwarded-For', '10.9.0.1')
        .send({ email: 'dispatch@example.com', password: 'secret-guess-2' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect({ ...unknown.body, requestId: '' }).toEqual({ ...wrong.body, requestId: '' });
      const failures = logLines.filter((line) => line.event === 'admin_sign_in_failed');
      expect(failures.map((line) => line.email)).toEqual(['nobody@example.com', 'dispatch@example.com']);
      expect(JSON.stringify(logLines)).not.toMatch(/secret-guess/);
    });

    it('refuses a sign-in posted from another site', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ email: 'dispatch@example.com', password });
      expect(res.status).toBe(403);
    });

    it('makes one network wait after 5 failures for an account (IPv6 per /64), not the account’s owner elsewhere', async () => {
      await composition.container
        .get<AddStaffAccount>(TOKENS.AddStaffAccount)
        .execute(
          { kind: 'system' },
          { email: 'target@example.com', name: 'Tara Target', role: 'staff', password },
        );
      const attempt = (address: string, attemptPassword: string) =>
        request(app)
          .post(adminRoutes.session)
          .set(sameOrigin)
          .set('X-Forwarded-For', address)
          .send({ email: 'target@example.com', password: attemptPassword });
      // Six addresses of one /64: one network, whose sixth failure starts a wait.
      for (let i = 1; i <= 6; i += 1)
        expect((await attempt(`2001:db8:1:1::${i}`, 'wrong wrong wrong')).status).toBe(401);
      const waiting = await attempt('2001:db8:1:1:abcd::99', password);
      expect(waiting.status).toBe(429);
      expect(waiting.headers['retry-after']).toBe('2');
      expect((await attempt('2001:db8:2:2::1', password)).status).toBe(200);
      expect((await attempt('10.8.1.1', password)).status).toBe(200);
    });

    it('answers an e-mail as long as the field allows with 401, then 429, never 500', async () => {
      // 250 characters: with the limiter's prefix the key is longer than its column.
      const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(59)}.com`;
      expect(email).toHaveLength(250);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const res = await request(app)
          .post(adminRoutes.session)
          .set(sameOrigin)
          .set('X-Forwarded-For', '10.7.0.1')
          .send({ email, password: 'wrong wrong wrong' });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
    });

    it('answers 400 naming the field for a sign-in without a password', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .send({ email: 'x@example.com' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ password: 'Please enter your password' });
    });

    it('refuses a body that is not JSON', async () => {
      const res = await request(app)
        .post(adminRoutes.session)
        .set(sameOrigin)
        .type('form')
        .send('email=dispatch%40example.com&password=x');
      expect(res.status).toBe(415);
    });
  });

  it('ends the session at sign-out', async () => {
    expect(
      (
        await request(app)
          .delete(adminRoutes.session)
          .set('Cookie', cookie)
          .set(sameOrigin)
          .set('X-CSRF-Token', csrf)
      ).status,
    ).toBe(204);
    expect((await get(adminRoutes.session)).status).toBe(401);
  });
});
