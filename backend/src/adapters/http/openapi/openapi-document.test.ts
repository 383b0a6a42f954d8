// The OpenAPI document is a valid OpenAPI 3.1 document, served at GET /api/openapi.json, and
// names exactly the routes the app mounts: a route group mounted without its operations (or an
// operation left behind by a removed route) fails here.
import { apiRoutes } from '@dumpster/domain/api';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mountedRoutes } from '../../../test-support/mounted-routes.ts';
import { testApp } from '../../../test-support/test-app.ts';
import { openApiDocument } from './openapi-document.ts';

const document = openApiDocument(apiRoutes);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is served at GET /api/openapi.json as JSON', async () => {
    const res = await request((await testApp()).app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('names exactly the routes the app mounts under /api, and every documented route is mounted', async () => {
    const mounted = mountedRoutes((await testApp()).app).sort();
    const documented = apiRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort();
    expect(mounted.filter((route) => / \/api\//.test(route))).toEqual(
      documented.filter((route) => / \/api\//.test(route)),
    );
    expect(mounted).toEqual(expect.arrayContaining(documented));
  });

  it('gives every operation a unique id', () => {
    const ids = apiRoutes.map((route) => route.name);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses to document one method and path twice', () => {
    const [first] = apiRoutes;
    expect(() => openApiDocument([first!, { ...first!, name: 'again' }])).toThrow(/declared twice/);
  });
});
