// The back office's contact requests through its API: newest first, marked contacted with who
// and when, filtered to the ones not contacted yet.
import { adminRoutes } from '@dumpster/domain';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reliabilityDatabases } from '../reliability/support/databases.ts';
import {
  type ComposedAdminServer,
  sameOrigin,
  startComposedAdminServer,
} from '../test-support/composed-admin-server.ts';
import type { Composition } from './container.ts';

const password = 'a password long enough';

describe.each(reliabilityDatabases())('the back office’s contact requests on $name', (database) => {
  let server: ComposedAdminServer;
  let composition: Composition;
  let app: Express;
  let cookie = '';
  let csrf = '';

  const get = (path: string) => request(app).get(path).set('Cookie', cookie);
  const post = (path: string, body?: object) => {
    const req = request(app).post(path).set('Cookie', cookie).set(sameOrigin).set('X-CSRF-Token', csrf);
    return body ? req.send(body) : req;
  };

  beforeAll(async () => {
    server = await startComposedAdminServer(database);
    ({ composition, app } = server);
    await server.accounts.add.execute(
      { kind: 'system' },
      { email: 'dispatch@example.com', name: 'Dee Dispatch', role: 'staff', password },
    );
    ({ cookie, csrf } = await server.signIn('dispatch@example.com', password));
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('contact requests', () => {
    it('lists newest first, marks one contacted with who and when, and filters the ones not contacted yet', async () => {
      for (const name of ['First Caller', 'Second Caller'])
        await request(app)
          .post('/api/contact')
          .send({ name, phone: '904-555-0100', email: 'c@example.com', service: 'other' });
      const list = await get(adminRoutes.contactRequests);
      expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([
        'Second Caller',
        'First Caller',
      ]);
      expect(list.body.notContactedCount).toBe(2);
      const id = list.body.items[1].id;
      const marked = await post(`${adminRoutes.contactRequests}/${id}/contacted`);
      expect(marked.status).toBe(200);
      expect(marked.body.request.contacted).toMatchObject({ byName: 'Dee Dispatch' });
      const open = await get(`${adminRoutes.contactRequests}?notContacted=true`);
      expect(open.body.items.map((item: { name: string }) => item.name)).toEqual(['Second Caller']);
      const [audit] = await composition.orm.em
        .getConnection()
        .execute<{ action: string; actor_name: string }[]>(
          `select "action", "actor_name" from "audit_events" where "subject_id" = ?`,
          [id],
        );
      expect(audit).toEqual({ action: 'contact_marked', actor_name: 'Dee Dispatch' });
    });

    it('answers 400 naming the cursor for a crafted one and the limit in its own words, never 500', async () => {
      const crafted = Buffer.from(
        JSON.stringify(['2026-13-45T99:99:99.000Z', '------------------------------------']),
      ).toString('base64url');
      for (const cursor of [crafted, 'not a cursor!']) {
        const res = await get(`${adminRoutes.contactRequests}?cursor=${encodeURIComponent(cursor)}`);
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual({
          cursor: 'This page link is no longer valid; start from the first page',
        });
      }
      const twice = await get(`${adminRoutes.contactRequests}?limit=1&limit=2`);
      expect(twice.body.fields).toEqual({ limit: 'A page holds 1 to 200 requests' });
    });
  });
});
