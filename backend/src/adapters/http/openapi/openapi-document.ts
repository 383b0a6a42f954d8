// The OpenAPI 3.1 document of the HTTP API, built from the operations the route groups declare
// (api-operations.ts) and the valibot schemas they name: the same schemas that parse the requests
// and shape the answers, converted to JSON Schema 2020-12 (OpenAPI 3.1's dialect) by
// @valibot/to-json-schema. What JSON Schema cannot state (trimming, a check across fields, a date
// judged against today) is left out by the converter and said in the operation's description.
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { idempotencyKeyPattern } from '../idempotency-claim.ts';
import type { ApiAnswer, ApiOperation } from './api-operation.ts';

type JsonObject = Record<string, unknown>;

function jsonSchemaOf(schema: GenericSchema, typeMode: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as JsonObject;
  return converted;
}

/** A request body: what a client may send. Unknown fields are dropped by the server, not refused. */
function requestSchemaOf(schema: GenericSchema): JsonObject {
  const { additionalProperties: _dropped, ...accepted } = jsonSchemaOf(schema, 'input');
  return accepted;
}

/** `/api/bookings/:id` as OpenAPI writes it, `/api/bookings/{id}`, with its path parameters. */
function openApiPath(expressPath: string): { path: string; parameters: JsonObject[] } {
  const names = [...expressPath.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  return {
    path: expressPath.replace(/:(\w+)/g, '{$1}'),
    parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
  };
}

const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A new UUID per submission attempt, the same one when retrying it: the same request again is answered ' +
    'with the first answer and stored once; another request with a used key is a 422 (decisions 0012, 0026).',
  schema: { type: 'string', pattern: idempotencyKeyPattern.source },
};

/** Each entry of the query's object schema as an OpenAPI query parameter. */
function queryParameters(schema: GenericSchema | undefined): JsonObject[] {
  if (!schema) return [];
  const converted = jsonSchemaOf(schema, 'input');
  const properties = (converted.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function response(answer: ApiAnswer): JsonObject {
  const headers: JsonObject = {
    'X-Request-Id': {
      description: 'The id of this request in the server log (errors repeat it as `requestId`).',
      schema: { type: 'string' },
    },
  };
  for (const [name, description] of Object.entries(answer.headers ?? {})) {
    headers[name] = { description, schema: { type: 'string' } };
  }
  return {
    description: answer.description,
    headers,
    ...(answer.body
      ? { content: { 'application/json': { schema: jsonSchemaOf(answer.body, 'output') } } }
      : {}),
  };
}

function operationObject(operation: ApiOperation, pathParameters: JsonObject[]): JsonObject {
  const parameters = [
    ...pathParameters,
    ...queryParameters(operation.query),
    ...(operation.idempotencyKey ? [idempotencyKeyParameter] : []),
  ];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.requestBody
      ? {
          requestBody: {
            required: true,
            description: operation.requestBody.description,
            content: { 'application/json': { schema: requestSchemaOf(operation.requestBody.schema) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.answers).map(([status, answer]) => [status, response(answer)]),
    ),
  };
}

export function openApiDocument(operations: readonly ApiOperation[]): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const operation of operations) {
    const { path, parameters } = openApiPath(operation.path);
    const item = paths[path] ?? {};
    paths[path] = item;
    if (item[operation.method])
      throw new Error(`${operation.method.toUpperCase()} ${path} is declared twice`);
    item[operation.method] = operationObject(operation, parameters);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Coastal Haul API',
      version: '1.0.0',
      description:
        'Bookings and contact requests of the Coastal Haul site, on the same origin as the site. ' +
        'Every failure has one JSON shape: `error` (a code), `message`, `requestId`, and `fields` for a 400. ' +
        'An unknown path or method under /api answers 404 `not_found`. docs/api.md tells the rest.',
    },
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
  };
}
