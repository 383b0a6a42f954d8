// The OpenAPI 3.1 document of the HTTP API, generated from the route declarations (domain/src/api,
// decision 0100): each route's request schemas, its answers and the refusals derived from its
// access (derived-answers.ts). The same valibot schemas that parse the requests and shape the
// answers are converted to JSON Schema 2020-12 (OpenAPI 3.1's dialect) by @valibot/to-json-schema.
// What JSON Schema cannot state (trimming, a check across fields, a date judged against today) is
// left out by the converter and said in the route's description.
import {
  type AnswerDeclaration,
  answersOf,
  apiRoutes,
  bodySchemaFor,
  pathParamNames,
  type RouteDeclaration,
} from '@dumpster/domain/api';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { idempotencyKeyPattern } from '../idempotency-claim.ts';

type JsonObject = Record<string, unknown>;

/** The date rules depend on the day and are checks JSON Schema cannot state: any day gives the same document. */
const anyDay = '2000-01-01';

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

/** `/api/bookings/:id` as OpenAPI writes it, `/api/bookings/{id}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
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

/** Each entry of an object schema as an OpenAPI parameter of `place`. */
function objectParameters(schema: GenericSchema, place: 'query' | 'path'): JsonObject[] {
  const converted = jsonSchemaOf(schema, 'input');
  const properties = (converted.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

function parameters(route: RouteDeclaration): JsonObject[] {
  const { params, query, idempotency } = route.request ?? {};
  return [
    ...(params
      ? objectParameters(params, 'path')
      : pathParamNames(route.path).map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        }))),
    ...(query ? objectParameters(query, 'query') : []),
    ...(idempotency ? [idempotencyKeyParameter] : []),
  ];
}

function response(answer: AnswerDeclaration): JsonObject {
  const headers: JsonObject = {
    'X-Request-Id': {
      description: 'The id of this request in the server log (errors repeat it as `requestId`).',
      schema: { type: 'string' },
    },
  };
  for (const [name, description] of Object.entries(answer.headers ?? {})) {
    headers[name] = { description, schema: { type: 'string' } };
  }
  const content = answer.body
    ? { 'application/json': { schema: jsonSchemaOf(answer.body, 'output') } }
    : answer.contentType
      ? { [answer.contentType.split(';')[0] as string]: { schema: { type: 'string' } } }
      : undefined;
  return { description: answer.description, headers, ...(content ? { content } : {}) };
}

function operationObject(route: RouteDeclaration): JsonObject {
  const all = parameters(route);
  const body = route.request?.body;
  return {
    operationId: route.name,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(all.length > 0 ? { parameters: all } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            description: route.request?.bodyDescription ?? 'The request.',
            // A provider's webhook posts a form (decision 0155); every other body is JSON.
            content: {
              [route.access.kind === 'webhook' ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: requestSchemaOf(bodySchemaFor(body, { today: anyDay })),
              },
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(answersOf(route)).map(([status, answer]) => [status, response(answer)]),
    ),
  };
}

export function openApiDocument(routes: readonly RouteDeclaration[] = apiRoutes): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const item = paths[path] ?? {};
    paths[path] = item;
    if (item[route.method]) throw new Error(`${route.method.toUpperCase()} ${path} is declared twice`);
    item[route.method] = operationObject(route);
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
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
  };
}
