// GET /api/openapi.json as the OpenAPI document states it (openapi-route.ts serves it).
import * as v from 'valibot';
import type { ApiOperation } from '../openapi/api-operation.ts';

export const openApiOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'API description',
    summary: 'This OpenAPI 3.1 document',
    answers: {
      200: {
        description: 'The document, generated from the schemas the server validates and answers with.',
        body: v.looseObject({
          openapi: v.literal('3.1.0'),
          info: v.looseObject({}),
          paths: v.looseObject({}),
        }),
      },
    },
  },
];
