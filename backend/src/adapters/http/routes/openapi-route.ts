// GET /api/openapi.json: the OpenAPI document of this API, built once at start.
import type { RequestHandler } from 'express';
import { apiOperations } from '../openapi/api-operations.ts';
import { openApiDocument } from '../openapi/openapi-document.ts';

export function openApiRoute(): RequestHandler {
  const body = JSON.stringify(openApiDocument(apiOperations));
  return (_req, res) => {
    res.type('application/json').send(body);
  };
}
