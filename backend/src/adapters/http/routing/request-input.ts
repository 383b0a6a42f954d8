// Parsing a declared route's request (decision 0100): the path parameters, the query and the
// body, each with its declared schema, into the handler's input, or the 400's field messages in
// plain words (friendlyFieldErrors: never valibot's own wording). Parsed once; a body is first put
// in the form it will be stored in (storage-form.ts). The Idempotency-Key is read after the body
// is valid, as its claim hashes the validated request.
import { friendlyFieldErrors } from '@dumpster/domain';
import { bodySchemaFor, idempotencyKeyMessage, type RouteDeclaration } from '@dumpster/domain/api';
import type { Request } from 'express';
import * as v from 'valibot';
import type { BusinessCalendarSource } from '../../../application/ports/business-calendar-source.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { schemaForBusinessDay } from '../booking-schema-today.ts';
import { readClaim } from '../idempotency-claim.ts';
import { storageForm } from '../storage-form.ts';
import type { RouteInput } from './route-handler.ts';

export type ParsedRequest = RouteInput<RouteDeclaration> | { readonly fields: Record<string, string> };

/** Issues so far, by field; undefined while every part passes (no allocation on the happy path). */
type Fields = Record<string, string> | undefined;

/**
 * The part's parsed value, or undefined with its fields added. Query values come as Express read
 * them, a string each: a repeated parameter stays a list, which no schema takes.
 */
function parsePart(schema: v.GenericSchema, value: unknown, failed: { fields: Fields }): unknown {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  failed.fields = { ...failed.fields, ...friendlyFieldErrors(result.issues) };
  return undefined;
}

/**
 * The parser of one route, its schemas resolved once (a dated body once per business day, cut-off
 * and calendar: the calendar is read first, so such a route parses asynchronously).
 */
export function requestParser(
  route: RouteDeclaration,
  clock: Clock,
  calendars: BusinessCalendarSource,
): (req: Request) => ParsedRequest | Promise<ParsedRequest> {
  const { params, query, body, idempotency } = route.request ?? {};
  const declaredBody = body;
  const datedBody =
    typeof declaredBody === 'function'
      ? schemaForBusinessDay(clock, calendars, (day) => bodySchemaFor(declaredBody, day))
      : undefined;
  const keyMaxLength = idempotency?.keyMaxLength ?? Number.POSITIVE_INFINITY;
  const parse = (req: Request, bodySchema: v.GenericSchema | undefined): ParsedRequest => {
    const failed = { fields: undefined as Fields };
    const parsedParams = params ? parsePart(params, req.params, failed) : req.params;
    const parsedQuery = query ? parsePart(query, req.query, failed) : undefined;
    const parsedBody = bodySchema ? parsePart(bodySchema, storageForm(req.body ?? {}), failed) : undefined;
    if (failed.fields) return { fields: failed.fields };
    let claim: RouteInput<RouteDeclaration>['idempotency'];
    if (idempotency) {
      // A route without a JSON body (a photo's bytes) hashes what it reads itself.
      const read = readClaim(req, idempotency.scope, parsedBody ?? {});
      if (!read.ok || (read.claim && read.claim.key.length > keyMaxLength))
        return { fields: { idempotencyKey: idempotencyKeyMessage } };
      claim = read.claim;
    }
    return {
      params: parsedParams as RouteInput<RouteDeclaration>['params'],
      query: parsedQuery as undefined,
      body: parsedBody as undefined,
      idempotency: claim,
    };
  };
  if (datedBody) return async (req) => parse(req, await datedBody());
  const staticBody = typeof declaredBody === 'function' ? undefined : declaredBody;
  return (req) => parse(req, staticBody);
}
