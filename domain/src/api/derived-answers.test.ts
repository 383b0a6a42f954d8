import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answersOf, derivedAnswersOf } from './derived-answers.ts';
import { access, declareRoute, fillPath, pathParamNames } from './route-declaration.ts';

const base = { tag: 'Test', summary: 'A route', answers: { 200: { description: 'Done.' } } } as const;
const statuses = (route: Parameters<typeof derivedAnswersOf>[0]) =>
  Object.keys(derivedAnswersOf(route)).map(Number);

describe('the refusals derived from a declaration', () => {
  it('gives a public read none, and a public write with a body and a key its bounds, the cross-site 403, 422 and 429', () => {
    expect(
      statuses(declareRoute({ ...base, name: 'read', method: 'get', path: '/r', access: access.public })),
    ).toEqual([]);
    const write = declareRoute({
      ...base,
      name: 'write',
      method: 'post',
      path: '/w',
      access: access.public,
      request: { body: v.object({}), idempotency: { scope: 'w' } },
      rateLimit: { scope: 'w', counts: 'every-request' },
    });
    expect(statuses(write)).toEqual([400, 403, 413, 415, 422, 429]);
  });

  it('gives a session read 401, and 403 only when its roles leave one out', () => {
    const everyone = declareRoute({
      ...base,
      name: 'a',
      method: 'get',
      path: '/a',
      access: access.signedIn('owner', 'staff', 'driver'),
    });
    const owners = declareRoute({
      ...base,
      name: 'b',
      method: 'get',
      path: '/b',
      access: access.signedIn('owner'),
    });
    expect(statuses(everyone)).toEqual([401]);
    expect(statuses(owners)).toEqual([401, 403]);
    expect(
      v.parse(derivedAnswersOf(owners)[403]?.body as v.GenericSchema, {
        error: 'forbidden',
        message: 'm',
        requestId: 'r',
      }),
    ).toBeTruthy();
  });

  it('gives a session write 403 for a cross-site request or a missing token, whatever its roles', () => {
    const write = declareRoute({
      ...base,
      name: 'c',
      method: 'delete',
      path: '/c',
      access: access.signedIn('owner', 'staff', 'driver'),
    });
    const refused = derivedAnswersOf(write)[403]?.body as v.GenericSchema;
    expect(v.safeParse(refused, { error: 'cross_site_refused', message: 'm', requestId: 'r' }).success).toBe(
      true,
    );
    expect(v.safeParse(refused, { error: 'forbidden', message: 'm', requestId: 'r' }).success).toBe(false);
  });

  it("gives a customer link the one 404, a webhook its signature's 403, and lets a route's own answer win", () => {
    const link = declareRoute({ ...base, name: 'd', method: 'get', path: '/d', access: access.customerLink });
    expect(statuses(link)).toEqual([404]);
    const hook = declareRoute({
      ...base,
      name: 'e',
      method: 'post',
      path: '/e',
      access: access.webhook('sms'),
    });
    expect(statuses(hook)).toEqual([403]);
    const own = declareRoute({
      ...base,
      name: 'f',
      method: 'post',
      path: '/f',
      access: access.publicSameSite,
      answers: { 200: { description: 'Done.' }, 403: { description: 'Its own.' } },
    });
    expect(answersOf(own)[403]?.description).toBe('Its own.');
  });

  it('names and fills path parameters, encoded', () => {
    expect(pathParamNames('/api/a/:id/b/:messageId')).toEqual(['id', 'messageId']);
    expect(fillPath('/api/a/:id/b/:messageId', { id: 'x y', messageId: '7' })).toBe('/api/a/x%20y/b/7');
    expect(() => fillPath('/api/a/:id', {})).toThrow(/:id/);
  });
});
