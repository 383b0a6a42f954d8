// One operation of the HTTP API as the OpenAPI document describes it. Each route group declares
// its operations beside its routes (routes/*-operations.ts) with the valibot schemas its requests
// are parsed by and its answers are built to; api-operations.ts lists the groups and
// openapi-document.ts turns them into the document served at GET /api/openapi.json.
import type { GenericSchema } from 'valibot';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiAnswer {
  readonly description: string;
  /** The JSON body's schema; none for an answer without a body. */
  readonly body?: GenericSchema;
  /** Response headers worth naming, each with what it says. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ApiOperation {
  readonly method: HttpMethod;
  /** The path as Express mounts it (`/api/bookings/:id`); the document writes `{id}`. */
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tag: string;
  /** Takes the optional Idempotency-Key header (docs/api.md). */
  readonly idempotencyKey?: boolean;
  readonly requestBody?: { readonly schema: GenericSchema; readonly description: string };
  /** The query parameters, as the object schema they are parsed by (each entry one parameter). */
  readonly query?: GenericSchema;
  /** Every status the operation answers with, by status code. */
  readonly answers: Readonly<Record<number, ApiAnswer>>;
}
