// The service's own routes: liveness, readiness (docs/operations.md) and this API's document.
import * as v from 'valibot';
import { problemSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

export const checkLiveness = declareRoute({
  name: 'checkLiveness',
  method: 'get',
  path: '/healthz',
  access: access.public,
  tag: 'Health',
  summary: 'The process answers (liveness)',
  answers: { 200: { description: 'The process runs.', body: v.object({ status: v.literal('ok') }) } },
});

export const checkReadiness = declareRoute({
  name: 'checkReadiness',
  method: 'get',
  path: '/readyz',
  access: access.public,
  tag: 'Health',
  summary: 'The database answers too (readiness)',
  description: 'A load balancer stops sending traffic to an instance that answers 503.',
  answers: {
    200: {
      description: 'The database answered `select 1` within a second.',
      body: v.object({ status: v.literal('ready') }),
    },
    503: {
      description: 'The database cannot be reached within about a second; nothing was stored.',
      body: problemSchema('service_unavailable'),
    },
  },
});

export const getOpenApiDocument = declareRoute({
  name: 'getOpenApiDocument',
  method: 'get',
  path: '/api/openapi.json',
  access: access.public,
  tag: 'API description',
  summary: 'This OpenAPI 3.1 document',
  answers: {
    200: {
      description: 'The document, generated from the schemas the server validates and answers with.',
      body: v.looseObject({ openapi: v.literal('3.1.0'), info: v.looseObject({}), paths: v.looseObject({}) }),
    },
  },
});

export const healthApi = [checkLiveness, checkReadiness] as const;
export const documentApi = [getOpenApiDocument] as const;
export const serviceApi = [...healthApi, ...documentApi] as const;
